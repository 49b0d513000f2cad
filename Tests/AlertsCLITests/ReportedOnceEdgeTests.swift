import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

@testable import AlertsCLI

/// An error with no texts of its own, not Equatable, not a class: "already shown" rests on the
/// hand-over facts alone.
private struct Opaque: Error {}

private struct Gone: AlertableError {
    var title: AlertText? { "Gone." }
    var category: ErrorCategory? { .notFound }
}

/// An error of a type whose values say different texts: two of them are two errors.
private struct Missing: AlertableError {
    var id: Int
    var title: AlertText? { "No item \(id)." }
    var category: ErrorCategory? { .notFound }
}

/// An error whose values its own `==` tells apart.
private struct Numbered: AlertableError, Equatable {
    var number: Int
    var title: AlertText? { "Number \(number) failed." }
}

/// An error whose content differs at every read: its retry hint is the wait left.
private struct RateLimited: AlertableError {
    var resetAt: ContinuousClock.Instant
    var title: AlertText? { "Too many requests." }
    var category: ErrorCategory? { .rateLimited }
    var retry: RetryHint { .after(resetAt - .now) }
}

/// A front of another package that shows nothing and says so: one that only delivers, as the gRPC
/// example's front for a call.
private struct MuteFront: AlertFront {
    var localizer = Localizer(sources: [])
    var languages: [LanguageTag] = ["en"]
    func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .notPresented }
}

extension CLIMainTests {
    func errorReports(in output: Output) -> Int {
        output.writes.withLock { $0.filter { $0.stream == .error && $0.text.hasPrefix("error: ") }.count }
    }

    /// perform shows the error, a second perform succeeds, then the first outcome's get() throws.
    @Test func lateGetOfAShownOpaqueErrorIsReportedOnce() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            let first = await front.perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }
            _ = await front.perform(retryLimit: 0) { () async throws -> Int in 1 }
            try first.get()
        }
        #expect(status != .success)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// perform inside perform: the inner one shows the error and hands it over; the outer one shows it again.
    @Test func performInsidePerformShowsTheErrorOnce() async throws {
        let output = Output()
        let front = front(output)
        _ = try await front.run {
            try await front.perform(retryLimit: 0) { () async throws -> Void in
                try await front.perform(retryLimit: 0) { () async throws -> Void in throw Gone() }.get()
            }.get()
        }
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// perform shows the error, a perform on a front that presents nothing fails and is looked at,
    /// not thrown, then the first outcome's get() throws: it says the texts shown, reported once.
    @Test func lateGetOfAShownErrorAfterAFrontThatPresentedNothingIsReportedOnce() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            let first = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(id: 1) }
            let muted = await MuteFront().perform(retryLimit: 0) { () async throws -> Void in throw Gone() }
            #expect(muted.error != nil)
            try first.get()
        }
        #expect(status == .noInput)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// perform shows an error with no texts, its outcome is looked at, not thrown; another of its
    /// type fails on a front that presents nothing and is thrown: reported, though nothing but the
    /// path tells the two apart.
    @Test func anOpaqueErrorAFrontPresentedNothingOfAfterOneShownIsReported() async throws {
        let output = Output()
        let front = front(output)
        _ = try await front.run {
            let first = await front.perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }
            #expect(first.error != nil)
            try await MuteFront().perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }.get()
        }
        #expect(errorReports(in: output) == 2, "the first shown, the second reported: \(output.all)")
    }

    /// An error with no texts shown and handed back, then a call on a front that presents nothing
    /// fails before the error is thrown on: the hand-over came first, and it is reported once.
    @Test func aHandedBackErrorThrownOnAfterAFrontPresentedNothingIsReportedOnce() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            do {
                try await front.perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }.get()
            } catch {
                let muted = await MuteFront().perform(retryLimit: 0) { () async throws -> Void in throw Gone() }
                #expect(muted.error != nil)
                throw error
            }
        }
        #expect(status != .success)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// A loop that shows each item's failure and goes on: each later wrapper shows its own error,
    /// though the one before was handed back and caught.
    @Test func eachFailureOfALoopThatGoesOnIsShown() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            for id in [1, 2, 2, 3] {
                do {
                    try await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(id: id) }.get()
                } catch {
                    continue
                }
            }
        }
        #expect(status == .success)
        #expect(errorReports(in: output) == 4, "\(output.all)")
        #expect(output.all.contains("No item 3."), "\(output.all)")
    }

    /// The same loop over errors with no texts of their own: nothing but the path tells them apart,
    /// and each is shown.
    @Test func eachOpaqueFailureOfALoopThatGoesOnIsShown() async throws {
        let output = Output()
        let front = front(output)
        _ = try await front.run {
            for _ in 1...3 {
                do {
                    try await front.perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }.get()
                } catch {
                    continue
                }
            }
        }
        #expect(errorReports(in: output) == 3, "\(output.all)")
    }

    /// An Equatable error handed back, caught, and thrown again through a later wrapper: its `==`
    /// says it is the one shown, whenever it was handed over, and it is shown once.
    @Test func anEquatableErrorThrownAgainThroughALaterWrapperIsShownOnce() async throws {
        let output = Output()
        let front = front(output)
        _ = try await front.run {
            do {
                try await front.perform(retryLimit: 0) { () async throws -> Void in throw Numbered(number: 1) }.get()
            } catch {
                try await front.perform(retryLimit: 0) { () async throws -> Void in throw error }.get()
            }
        }
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// An error shown, handed back and caught; then the work throws another of its type, with nothing
    /// shown in between: the runner cannot tell the two apart, and takes the second as shown.
    @Test func anotherErrorOfTheTypeThrownAfterOneHandedBackAndCaughtIsTakenAsShown() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            let first = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(id: 1) }
            #expect(throws: Missing.self) { try first.get() }
            throw Missing(id: 2)
        }
        #expect(status != .success)
        withKnownIssue("a runner cannot date a hand-over: the second error is taken for the first") {
            #expect(errorReports(in: output) == 2, "\(output.all)")
        }
    }

    /// An error whose content differs at every read (its wait runs down), shown by perform and
    /// thrown by get(): the hand-over tells, not its texts, and it is reported once.
    @Test func aShownErrorWhoseContentChangesAtEveryReadIsReportedOnce() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            try await front.perform(retryLimit: 0) { () async throws -> Void in
                throw RateLimited(resetAt: .now + .seconds(30))
            }.get()
        }
        #expect(status != .success)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// An error delivered, then another of its type on the same front, which presents nothing
    /// through perform: the second is reported, though nothing but the path tells them apart.
    @Test func anErrorAfterOneDeliveredIsReported() async throws {
        let output = Output()
        let status = try await front(output).run {
            let mute = MuteFront()
            _ = mute.deliver(alertAbout: mute.content(for: Opaque())) { $0.title }
            try await mute.perform(retryLimit: 0) { () async throws(Opaque) -> Void in throw Opaque() }.get()
        }
        #expect(status != .success)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }

    /// A front that answers `.notPresented` showed nothing: the run must report the error.
    @Test func anErrorAFrontDidNotPresentIsReported() async throws {
        let output = Output()
        let status = try await front(output).run {
            try await MuteFront().perform(retryLimit: 0) { () async throws -> Void in throw Gone() }.get()
        }
        #expect(status == .noInput)
        #expect(errorReports(in: output) == 1, "\(output.all)")
    }
}
