import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

@testable import AlertsCLI

/// A file the work looked for: exit status 66, from its category.
private struct Missing: AlertableError {
    var path: String
    var title: AlertText? { "No file at \(path)." }
    var category: ErrorCategory? { .notFound }
}

/// The action of a confirmation before a delete.
private enum Confirmation: Sendable, Equatable {
    case delete
}

/// An error the front does not own, such as swift-argument-parser's `ExitCode`.
private struct Foreign: Error, Equatable {
    var code: Int32
}

/// An error that is a class: the same error is the same instance.
private final class Faulty: Error, CustomDebugStringConvertible {
    var debugDescription: String { "Faulty" }
}

/// What `run` reports, returns and rethrows: each error reported once, and errors it does not own
/// left alone. In ``CLIMainTests``, which are serialized: Ctrl-C reaches every run in the process.
extension CLIMainTests {
    /// The output of a run in which `perform` showed the alert of "a.txt" and "b.txt" left the
    /// work: one report each.
    static let aShownThenBReported = """
        error: No file at a.txt.
        error: No file at b.txt.

        """

    /// How many reports `output` holds: each one starts with its severity label.
    func reports(in output: Output) -> Int {
        output.writes.withLock { $0.filter { $0.stream == .error && $0.text.hasPrefix("error: ") }.count }
    }

    @Test func aFailureTheWrapperPresentedIsReportedOnceAndGivesItsStatus() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            try await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }.get()
        }
        #expect(status == .noInput)
        #expect(
            output.all == """
                error: No file at a.txt.

                """)
    }

    @Test func aDifferentErrorAfterAPresentedOneIsStillReported() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            _ = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }
            throw Missing(path: "b.txt")
        }
        #expect(status == .noInput)
        #expect(output.all == Self.aShownThenBReported)
    }

    @Test func anErrorEqualToOneShownBeforeAnotherIsReportedAgain() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            _ = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }
            _ = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "b.txt") }
            throw Missing(path: "a.txt")  // not the last one shown: nobody has seen this failure
        }
        #expect(status == .noInput)
        #expect(reports(in: output) == 3)
    }

    @Test func anErrorTheFrontReportedInTheWorkIsNotReportedAgain() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            await front.report(Missing(path: "a.txt"))
            throw Missing(path: "a.txt")
        }
        #expect(status == .noInput)
        #expect(reports(in: output) == 1)
    }

    @Test func anErrorAnotherFrontPresentedInTheWorkCountsToo() async throws {
        let output = Output()
        let test = TestFront()
        test.tap(.noAnswer)
        let status = try await front(output).run {
            try await test.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }.get()
        }
        #expect(status == .noInput)
        #expect(test.presented.count == 1)
        #expect(output.all.isEmpty)
    }

    @Test func anErrorADialogWithOtherMappersShowedGetsTheRunsRefinedStatusWithoutAReport() async throws {
        var dialogMappers = ErrorMappers()
        dialogMappers.register(Missing.self) { error in ErrorContent(title: "Nothing at \(error.path).") }
        var runMappers = ErrorMappers()
        runMappers.refine(Missing.self) { _, content in content.overrides.append(ExitStatus(3)) }
        let output = Output()
        let dialog = TestFront(mappers: dialogMappers)
        dialog.tap(.noAnswer)
        let cli = CLIFront(
            languages: ["en"], mappers: runMappers, environment: ["LANG": "C.UTF-8"], write: output.write)
        let status = try await cli.run {
            try await dialog.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }.get()
        }
        #expect(status == ExitStatus(3))
        #expect(dialog.presented.count == 1)
        #expect(output.all.isEmpty)
    }

    @Test func aFreshErrorWithNoTextsOfItsOwnAfterOneShownIsReported() async throws {
        struct Opaque: Error { var id: Int }
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            _ = await front.perform(retryLimit: 0) { () async throws -> Void in throw Opaque(id: 1) }
            throw Opaque(id: 2)
        }
        #expect(status == .failure)
        #expect(reports(in: output) == 2)
    }

    @Test func anErrorAFrontOfYourOwnPresentedCountsWithoutItRecordingAnything() async throws {
        struct OwnFront: AlertFront {
            var localizer = Localizer(sources: [])
            var languages: [LanguageTag] = ["en"]
            func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .delivered }
        }
        let output = Output()
        let status = try await front(output).run {
            try await OwnFront().perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }
                .get()
        }
        #expect(status == .noInput)
        #expect(output.all.isEmpty)
    }

    @Test func anErrorPresentedInAChildTaskCounts() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            async let child: Void = front.perform(retryLimit: 0) { () async throws -> Void in
                throw Missing(path: "a.txt")
            }.get()
            try await child
        }
        #expect(status == .noInput)
        #expect(reports(in: output) == 1)
    }

    @Test func onlyWhatWasPresentedDuringTheRunCounts() async throws {
        let output = Output()
        let front = front(output)
        _ = await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }
        let status = try await front.run { throw Missing(path: "a.txt") }
        #expect(status == .noInput)
        #expect(reports(in: output) == 2, "once by the wrapper outside the run, once by the run")
    }

    @Test func aNestedRunReportsOnceAndTheOuterOneSeesOnlyItsStatus() async throws {
        let output = Output()
        let front = front(output)
        let status = try await front.run {
            let inner = try await front.run {
                try await front.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt") }.get()
            }
            #expect(inner == .noInput)
            throw Missing(path: "b.txt")
        }
        #expect(status == .noInput)
        #expect(output.all == Self.aShownThenBReported)
    }

    @Test func errorsItDoesNotOwnAreRethrownUntouchedAndNotReported() async throws {
        let output = Output()
        await #expect(throws: Foreign(code: 3)) {
            try await front(output).run(passingThrough: { $0 is Foreign }) { throw Foreign(code: 3) }
        }
        #expect(output.all.isEmpty)
        // By default only swift-argument-parser's errors pass; this one is reported as any other.
        let status = try await front(output).run { throw Foreign(code: 3) }
        #expect(status == .failure)
        #expect(output.all.hasPrefix("error: An error occurred.\n"))
    }

    @Test func ctrlCInADialogEndsTheRunAsSIGINTDoesThoughTheWrapperRethrowsTheError() async throws {
        let output = Output()
        let dialog = TestFront()
        dialog.tap(.interrupt)
        let sawCancellation = Mutex(false)
        let status = try await front(output).run {
            // The documented pattern: the wrapper shows the alert, `get()` rethrows its error.
            let outcome = await dialog.perform(retryLimit: 0) { () async throws -> Void in throw Missing(path: "a.txt")
            }
            // Cancelled: the wait ends at once (after 30 s, the expectation below fails).
            do { try await Task.sleep(for: .seconds(30)) } catch { sawCancellation.withLock { $0 = true } }
            try outcome.get()
        }
        #expect(status == .interrupted)
        #expect(sawCancellation.withLock { $0 }, "the work is cancelled once the dialog is interrupted")
        #expect(output.all.isEmpty, "an interruption reports nothing")
    }

    @Test func ctrlCInADialogInANestedRunEndsTheOuterRunTooWithoutAnyCheck() async throws {
        let dialog = TestFront()
        dialog.tap(.interrupt)
        let innerStatus = Mutex<AlertsCLI.ExitStatus?>(nil)
        let outerCancelled = Mutex(false)
        let status = try await quiet().run {
            let inner = try await self.quiet().run {
                @Bound var isPresented = true
                _ = await dialog.alert("Delete “a.txt”?", isPresented: $isPresented) {
                    AlertButton("Delete", role: .destructive, action: Confirmation.delete)
                    AlertButton<Confirmation>("Cancel", role: .cancel)
                }
            }
            innerStatus.withLock { $0 = inner }
            // The outer work does not look at the inner status, as code that checks nothing does;
            // it is cancelled all the same (after 30 s the expectation below fails).
            do { try await Task.sleep(for: .seconds(30)) } catch { outerCancelled.withLock { $0 = true } }
        }
        #expect(innerStatus.withLock { $0 } == .interrupted)
        #expect(outerCancelled.withLock { $0 }, "Ctrl-C ends the program, not only the inner run")
        #expect(status == .interrupted, "main would die by SIGINT")
    }

    @Test func aRunStoppedByItsTimeLimitSaysSoToWhatItWasShowingAndAnInterruptedOneDoesNot() async throws {
        let stopped = Mutex<(timeLimit: Bool?, nested: Bool?)>((nil, nil))
        let status = try await quiet().run(timeout: .milliseconds(50)) {
            // A nested run's work sees the time limit of the run around it.
            _ = try await self.quiet().run {
                try? await Task.sleep(for: .seconds(30))  // cancelled when the outer time is up
                stopped.withLock { $0.nested = PresentedErrors.current?.stoppedForTimeLimit }
            }
            stopped.withLock { $0.timeLimit = PresentedErrors.current?.stoppedForTimeLimit }
        }
        #expect(status == .timedOut)
        #expect(stopped.withLock { $0.timeLimit } == true)
        #expect(stopped.withLock { $0.nested } == true)
        let interrupted = Mutex<Bool?>(nil)
        let second = try await quiet().run {
            kill(getpid(), SIGINT)
            try? await Task.sleep(for: .seconds(30))
            interrupted.withLock { $0 = PresentedErrors.current?.stoppedForTimeLimit }
        }
        #expect(second == .interrupted)
        #expect(interrupted.withLock { $0 } == false)
    }

    @Test func ctrlCInAConfirmationThatTheCodeTakesForCancelStillInterrupts() async throws {
        let dialog = TestFront()
        dialog.tap(.interrupt)
        let status = try await quiet().run {
            @Bound var isPresented = true
            let outcome = await dialog.alert("Delete “a.txt”?", isPresented: $isPresented) {
                AlertButton("Delete", role: .destructive, action: Confirmation.delete)
                AlertButton<Confirmation>("Cancel", role: .cancel)
            }
            // Read as "not confirmed": the code returns normally, as it would after Cancel.
            guard outcome.action == .delete else { return }
            Issue.record("an interrupted confirmation has no action")
        }
        #expect(status == .interrupted)
    }

    @Test func aDialogEndedBecauseItsTaskWasCancelledIsNoCtrlCAndTheErrorIsReported() async throws {
        let output = Output()
        let dialog = TestFront()
        dialog.tap(.interrupt)  // what a dialog answers when its task is cancelled
        let status = try await front(output).run {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    try? await Task.sleep(for: .seconds(30))  // until the sibling's error cancels it
                    @Bound var isPresented = true
                    _ = await dialog.alert("Keep going?", isPresented: $isPresented) {
                        AlertButton<Confirmation>("OK")
                    }
                }
                group.addTask { throw Missing(path: "a.txt") }
                // The first error ends the group, which cancels the dialog's task.
                for try await _ in group {}
            }
        }
        #expect(dialog.presented.count == 1)
        #expect(status == .noInput, "the error's status, not Ctrl-C's 130")
        #expect(reports(in: output) == 1)
    }

    @Test func aUsersCancelIsAnOrdinaryFailureNeverAnInterruption() async throws {
        let output = Output()
        let dialog = TestFront()
        dialog.tap(.role(.cancel))
        let status = try await front(output).run {
            @Bound var isPresented = true
            let outcome = await dialog.alert("Delete “a.txt”?", isPresented: $isPresented) {
                AlertButton("Delete", role: .destructive, action: Confirmation.delete)
                AlertButton<Confirmation>("Cancel", role: .cancel)
            }
            if outcome.action != .delete { throw CancellationError() }
        }
        #expect(status == .failure)
        #expect(status != .interrupted, "exitProcess() would die by SIGINT")
        #expect(output.all.isEmpty, "the user knows they cancelled")
    }

    @Test func anInterruptionWinsOverAnErrorThatWouldPassThrough() async throws {
        let status = try await quiet().run(passingThrough: { _ in true }) {
            kill(getpid(), SIGINT)
            try await Task.sleep(for: .seconds(5))
        }
        #expect(status == .interrupted)
    }
}

struct ErrorOwnershipTests {
    @Test func anErrorIsRecognizedByTheModuleThatDeclaresItsType() {
        for name in [
            "ArgumentParser.ExitCode", "ArgumentParser.CommandError", "ArgumentParser.ParserError",
            "ArgumentParser.CleanExit.Representation", "ArgumentParser.(unknown context at $1f2a4).Hidden",
        ] {
            #expect(CLIFront.isType(named: name, declaredIn: "ArgumentParser"), "\(name)")
        }
        for name in ["ArgumentParserTool.Failure", "Swift.Optional<ArgumentParser.ExitCode>", "ArgumentParser"] {
            #expect(!CLIFront.isType(named: name, declaredIn: "ArgumentParser"), "\(name)")
        }
        #expect(CLIFront.isError(Foreign(code: 1), declaredIn: "AlertsCLITests"))
        #expect(!CLIFront.isError(Foreign(code: 1), declaredIn: "AlertsCLI"))
        #expect(!CLIFront.isArgumentParserError(Foreign(code: 1)))
        #expect(!CLIFront.isArgumentParserError(CancellationError()))
    }

    @Test func theSameErrorIsTheSameTypeAndValueOrTheSameInstance() {
        #expect(ErrorIdentity(Missing(path: "a")) == ErrorIdentity(Missing(path: "a")))
        #expect(ErrorIdentity(Missing(path: "a")) != ErrorIdentity(Missing(path: "b")))
        #expect(ErrorIdentity(Foreign(code: 1)) != ErrorIdentity(TimeLimitExceeded(limit: .seconds(1))))
        let faulty = Faulty()
        #expect(ErrorIdentity(faulty) == ErrorIdentity(faulty))
        #expect(ErrorIdentity(faulty) != ErrorIdentity(Faulty()), "printed the same, but another instance")
    }

    @Test func errorsOfTwoTypesThatPrintTheSameAreNotTheSame() {
        struct One: Error, CustomDebugStringConvertible { var debugDescription: String { "same" } }
        struct Two: Error, CustomDebugStringConvertible { var debugDescription: String { "same" } }
        #expect(String(reflecting: One()) == String(reflecting: Two()))
        #expect(ErrorIdentity(One()) != ErrorIdentity(Two()))
    }
}
