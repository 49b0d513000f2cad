import Alerts
import AlertsCLI
import AlertsHTTP
import AlertsTesting
import Foundation
import StringTables
import Testing

/// The code of the article "Errors become alerts" (Alerts), and what it says it does.
struct ErrorsBecomeAlertsTests {
    enum SyncError: AlertableError {
        case quotaExceeded(used: Int)
        case serverBusy(retryAfter: Duration)

        var title: AlertText? { "Your notes couldn’t be synced." }
        var reason: AlertText? {
            switch self {
            case .quotaExceeded(let used): "You are using \(used) MB of 100 MB."
            case .serverBusy: "The server is busy."
            }
        }
        var suggestion: AlertText? {
            switch self {
            case .quotaExceeded: "Delete some notes, then try again."
            case .serverBusy: nil
            }
        }
        var category: ErrorCategory? {
            switch self {
            case .quotaExceeded: .resourcesExhausted
            case .serverBusy: .unavailable
            }
        }
        var retry: RetryHint {
            switch self {
            case .quotaExceeded: .no
            case .serverBusy(let retryAfter): .after(retryAfter)
            }
        }
    }

    @Test func anErrorOfYourOwnSaysWhatItKnows() {
        let quota = ErrorContent(SyncError.quotaExceeded(used: 104))
        #expect(quota.title == "Your notes couldn’t be synced.")
        #expect(
            quota.message
                == AlertText(lines: ["You are using \(104) MB of 100 MB.", "Delete some notes, then try again."]))
        #expect(quota.alert(offeringRetry: quota.retry != .no).buttons.isEmpty)  // the standard OK, once resolved
        #expect(CLIFront(environment: [:]).exitStatus(for: SyncError.quotaExceeded(used: 104)) == .systemError)
        // Retry is offered, and the message states the wait.
        let busy = ErrorContent(SyncError.serverBusy(retryAfter: .seconds(30)))
        let alert = busy.alert(offeringRetry: busy.retry != .no).resolved(languages: ["en"])
        #expect(alert.message == "The server is busy.\nTry again in 30 seconds.")
        #expect(alert.buttons.map(\.label) == ["Retry", "Cancel"])
        // Still a LocalizedError for logs.
        #expect(
            ProcessLocalization.withSettings(.init(languages: ["en"])) {
                SyncError.quotaExceeded(used: 1).localizedDescription
            } == "Your notes couldn’t be synced.")
    }

    @Test func aCategoryOfYourOwnIsOneNoFrontKnows() {
        struct PlanLimit: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var category: ErrorCategory? { .paymentRequired }
        }
        #expect(ErrorCategory.paymentRequired.name == "payment-required")
        #expect(CLIFront(environment: [:]).exitStatus(for: PlanLimit()) == .failure)
    }

    struct LicenseExpired: AlertableError {
        var title: AlertText? { "Your license has expired." }
        var category: ErrorCategory? { .noPermission }
    }

    @Test func eachFrontGetsItsOwnValueWhereItIsMade() async {
        var cliMappers = ErrorMappers()
        cliMappers.refine(LicenseExpired.self) { _, content in content.overrides.append(ExitStatus(3)) }
        let cli = CLIFront(mappers: cliMappers, exitStatuses: [.notFound: .failure])

        var httpMappers = ErrorMappers()
        httpMappers.refine(LicenseExpired.self) { _, content in content.overrides.append(HTTPStatus(402)) }
        let http = HTTPFront(mappers: httpMappers)

        #expect(cli.exitStatus(for: LicenseExpired()) == ExitStatus(3))
        #expect(cli.exitStatus(for: POSIXError(.ENOENT)) == .failure)  // the front's row, not 66
        #expect(await http.response(for: LicenseExpired(), to: HTTPAlertRequest()).status == HTTPStatus(402))
        // Without the front's refinement, the category's codes.
        #expect(CLIFront(environment: [:]).exitStatus(for: LicenseExpired()) == .noPermission)
        #expect(await HTTPFront().response(for: LicenseExpired(), to: HTTPAlertRequest()).status == .forbidden)
    }

    struct DatabaseError: Error {
        var statement: String
    }

    @Test func aMapperMapsErrorsYouDoNotOwn() async throws {
        var mappers = ErrorMappers()
        mappers.register(DatabaseError.self) { error in
            ErrorContent(
                title: "The library couldn’t be opened.", recoverySuggestion: "Restart the app, then try again.",
                category: .unavailable, retry: .mayHelp)
        }
        let front = TestFront(mappers: mappers)
        let content = front.content(for: DatabaseError(statement: "SELECT * FROM books"))
        #expect(content.source == .mapper)
        #expect(content.title == "The library couldn’t be opened.")
        #expect(content.retry != .no)
        // What the error prints of itself is for logs only.
        #expect(content.diagnostic.contains("SELECT * FROM books"))
        // The wrapper for throwing calls maps with the front's mappers.
        front.tap(.label("OK"))
        _ = await front.perform(retryLimit: 0) { () throws -> Int in throw DatabaseError(statement: "") }
        #expect(front.presented.last?.title == "The library couldn’t be opened.")
    }

    @Test func anErrorNothingKnowsGetsTheGenericTitle() {
        let content = ErrorContent(DatabaseError(statement: "DROP TABLE books"), mappers: ErrorMappers())
        #expect(content.source == .generic)
        #expect(content.title == .genericErrorTitle)
    }

    struct NotesSyncFailed: AlertableError {
        var underlyingError: (any Error)?

        var title: AlertText? { "Your notes couldn’t be synced." }
        var suggestion: AlertText? { "Check that you can open the notes file, then try again." }
        var category: ErrorCategory? { .noPermission }
        var errorCode: String? { "SYNC-13" }
    }

    static let noPermission = NotesSyncFailed(
        underlyingError: CocoaError(
            .fileReadNoPermission,
            userInfo: [NSFilePathErrorKey: "/home/kim/notes.db", NSUnderlyingErrorKey: POSIXError(.EACCES)]))

    @Test func causesAreShownOnePerLine() async {
        let written = WrittenText()
        let status = await written.front().report(Self.noPermission)
        #expect(
            written.error == """
                error: Your notes couldn’t be synced.
                  Caused by:
                    • The file “notes.db” couldn’t be opened. You don’t have permission to read
                      it.
                  code: SYNC-13
                hint: Check that you can open the notes file, then try again.

                """)
        #expect(status == .noPermission)
    }

    @Test func theGroupIDDependsOnKindsAndCodesOnly() {
        let content = ErrorContent(Self.noPermission)
        #expect(content.groupID == "7b6fe559")
        let elsewhere = NotesSyncFailed(
            underlyingError: CocoaError(
                .fileReadNoPermission,
                userInfo: [NSFilePathErrorKey: "/srv/other.db", NSUnderlyingErrorKey: POSIXError(.EACCES)]))
        #expect(ErrorContent(elsewhere).groupID == content.groupID)
    }

    // MARK: The wrapper for throwing calls

    /// A notes service that fails a given number of times, then syncs.
    final class Notes: Sendable {
        let failures: Int
        private let calls = Locked(0)

        init(failures: Int) { self.failures = failures }

        func sync() async throws -> String {
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            if call <= failures { throw SyncError.serverBusy(retryAfter: .zero) }
            return "Synced 12 notes."
        }
    }

    /// The article's `switch`, returning what it printed.
    func syncNotes(_ notes: Notes, on front: some AlertFront) async -> String? {
        var printed: String?
        func print(_ text: String) { printed = text }
        func sync() async {
            let outcome = await front.perform(retryLimit: 2) { try await notes.sync() }
            switch outcome {
            case .succeeded(let report): print(report)
            case .recovered: print("Saved a copy instead.")
            case .cancelled, .unanswered, .failed: break  // the alert said what happened
            case .interrupted: return  // Ctrl-C, or the task was cancelled
            }
        }
        await sync()
        return printed
    }

    struct OrderNotShipped: AlertableError {
        var order: Int
        var title: AlertText? { "Order \(order) wasn’t shipped." }
    }

    struct Shipping {
        func send(_ order: Int) async throws { throw OrderNotShipped(order: order) }
    }

    @Test func aLoopThatCatchesEachItemsErrorShowsEveryOne() async throws {
        let written = WrittenText()
        let front = written.front()
        let (orders, shipping) = ([1, 2, 2, 3], Shipping())
        let status = try await front.run {
            for order in orders {
                do { try await front.perform { try await shipping.send(order) }.get() } catch { continue }
            }
        }
        #expect(status == .success)
        #expect(written.error.components(separatedBy: "error: ").count - 1 == 4, "\(written.error)")
        #expect(written.error.contains("Order 3 wasn’t shipped."), "\(written.error)")
    }

    @Test func aPersonsRetryRunsTheCallAgain() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        front.tap(.label("Retry"))
        #expect(await syncNotes(Notes(failures: 2), on: front) == "Synced 12 notes.")
        #expect(front.presented.map(\.labels) == [["Retry", "Cancel"], ["Retry", "Cancel"]])
    }

    @Test func noRetryIsOfferedOnceTheLimitIsReached() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        front.tap(.label("Retry"))
        front.tap(.defaultButton)
        #expect(await syncNotes(Notes(failures: 5), on: front) == nil)
        // The call ran three times, retryLimit + 1: the last alert offers no Retry.
        #expect(front.presented.map(\.labels) == [["Retry", "Cancel"], ["Retry", "Cancel"], ["OK"]])
    }

    @Test func nobodyThereRetriesNothing() async {
        let front = TestFront()
        front.tap(.noAnswer)
        let notes = Notes(failures: 1)
        let outcome = await front.perform(retryLimit: 2) { try await notes.sync() }
        guard case .unanswered = outcome else {
            Issue.record("\(outcome)")
            return
        }
    }

    actor DraftStore {
        private(set) var copies = 0
        private(set) var freed = false

        func saveCopy() -> Bool {
            copies += 1
            return true
        }

        func removeOldDrafts() -> Bool {
            freed = true
            return true
        }
    }

    struct DraftNotSaved: AlertableError {
        let store: DraftStore

        var title: AlertText? { "Your draft couldn’t be saved." }
        var recoveryOptions: [RecoveryOption] {
            [
                RecoveryOption("Save a Copy", then: .returnRecovered) { await store.saveCopy() },
                RecoveryOption("Free Up Space", isDefault: true) { await store.removeOldDrafts() },
            ]
        }
    }

    @Test func aRecoveryOptionEndsTheCallOrRunsItAgain() async throws {
        let store = DraftStore()
        let front = TestFront()
        front.tap(.label("Save a Copy"))
        let copied = await front.perform { () async throws(DraftNotSaved) -> Void in throw DraftNotSaved(store: store) }
        guard case .recovered = copied else { throw Failure("\(copied)") }
        #expect(await store.copies == 1)
        #expect(front.presented.first?.labels == ["Save a Copy", "Free Up Space", "Cancel"])

        front.tap(.label("Free Up Space"))
        let freed = await front.perform { () async throws(DraftNotSaved) -> String in
            if await store.freed { return "Saved." }
            throw DraftNotSaved(store: store)
        }
        #expect((try? freed.get()) == "Saved.")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension ErrorCategory {
    static let paymentRequired = ErrorCategory("payment-required")
}
