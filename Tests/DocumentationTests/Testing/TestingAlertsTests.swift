import Alerts
import AlertsCLI
import AlertsHTTP
import AlertsTesting
import Foundation
import Testing

/// The code of the article "Testing alerts" (AlertsTesting): its tests run here as they are.
struct TestingAlertsTests {
    enum SaveAction: Sendable, Hashable {
        case delete(String)
        case retry
    }

    func save(_ name: String, to disk: some Disk, on front: some AlertFront) async -> SaveAction? {
        @Bound var didFail = false
        do { try disk.write(name) } catch { didFail = true }
        let outcome = await front.alert("Save failed.", isPresented: $didFail, presenting: name) { name in
            AlertButton(role: .destructive, action: SaveAction.delete(name)) { "Delete \(name)" }
            AlertButton("Retry", action: SaveAction.retry)
            AlertButton("Cancel", role: .cancel)
        } message: { _ in
            "The disk is full."
        }
        return outcome.action
    }

    @Test func aFailedSaveOffersToDeleteTheFile() async {
        let front = TestFront()
        front.tap(.label("Delete report.txt"))
        let action = await save("report.txt", to: FullDisk(), on: front)
        #expect(action == .delete("report.txt"))
        #expect(front.presented.count == 1)
        #expect(front.presented[0].title == "Save failed.")
        #expect(front.presented[0].message == "The disk is full.")
        #expect(front.presented[0].labels == ["Delete report.txt", "Retry", "Cancel"])
        #expect(front.pendingTaps.isEmpty)
    }

    @Test func aSaveThatWorksShowsNothing() async {
        let front = TestFront()
        #expect(await save("report.txt", to: RoomyDisk(), on: front) == nil)
        #expect(front.presented.isEmpty)
    }

    @Test func theAlertReadsInGerman() async {
        let front = TestFront(languages: ["de"], sources: [StringTableDirectory.module])
        front.tap(.role(.cancel))
        _ = await save("report.txt", to: FullDisk(), on: front)
        #expect(front.presented[0].title == "Sichern fehlgeschlagen.")
        #expect(front.presented[0].labels == ["report.txt löschen", "Erneut versuchen", "Abbrechen"])
        #expect(front.presented[0].diagnostics.isEmpty)  // no text is missing a translation
    }

    @Test func aTimeoutIsRetried() async throws {
        let front = TestFront()
        front.tap(.label("Retry"))
        let server = FlakyServer(failures: 1)
        let outcome = await front.perform { try await server.fetch("report.txt") }
        #expect((try? outcome.get()) == "report.txt")
        let shown = try #require(front.presented.first)
        #expect(shown.title == "The request timed out.")
        #expect(shown.error?.category == .timedOut)
        #expect(CLIFront(environment: [:]).exitStatus(for: try #require(shown.error)) == .temporaryFailure)
        #expect(shown.chosenButton?.label == "Retry")
    }

    @Test func aFailedSyncShowsWhatCausedIt() async throws {
        let front = TestFront()
        front.tap(.noAnswer)
        _ = await front.perform { throw SyncFailed(underlyingError: CocoaError(.fileReadNoPermission)) }
        let shown = try #require(front.presented.first)
        #expect(shown.title == "Your notes couldn’t be synced.")
        #expect(shown.causes == ["The file couldn’t be opened. You don’t have permission to read it."])
        #expect(shown.error?.category == .unavailable)
    }

    func deletionAlert(for name: String) -> Alert<SaveAction> {
        Alert("Delete “\(name)”?") {
            AlertButton("Delete", role: .destructive, action: SaveAction.delete(name))
            AlertButton("Cancel", role: .cancel)
        }
    }

    @Test func theDeletionAlertNamesTheFile() {
        let alert = deletionAlert(for: "notes.txt")
        #expect(alert.title == "Delete “\("notes.txt")”?")
        #expect(alert.title.key?.key == "Delete “%@”?")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        let expected = Alert<SaveAction>(
            title: "Delete “\("notes.txt")”?",
            buttons: [
                AlertButton("Delete", role: .destructive, action: .delete("notes.txt")),
                AlertButton("Cancel", role: .cancel),
            ])
        #expect(alert == expected)
    }

    @Test func aFailedComparisonPrintsTheAlertReadably() {
        #expect(
            deletionAlert(for: "notes.txt").description
                == #"Alert("Delete “%@”?" ["notes.txt"], buttons: [Button("Delete", role: destructive, "#
                + #"action: delete("notes.txt")), Button("Cancel", role: cancel)])"#)
    }

    @Test func aMissingTranslationIsNoted() async {
        let front = TestFront(languages: ["fr"], sources: [StringTableDirectory.module])
        front.tap(.role(.cancel))
        _ = await save("report.txt", to: FullDisk(), on: front)
        #expect(front.presented[0].title == "Save failed.")
        #expect(front.presented[0].diagnostics.contains { $0.id == .missingTranslation })
    }

    @Test func aDatabaseErrorReachesOnlyTheLog() async throws {
        let recorder = DiagnosticEventRecorder()
        let request = HTTPAlertRequest(path: "/inventory", correlationID: "req-41")
        let response = await HTTPFront().response(for: DatabaseUnreachable(host: "db-7.internal"), to: request)
        #expect(response.status == .internalServerError)
        #expect(!String(decoding: response.body, as: UTF8.self).contains("db-7.internal"))
        let logged = try #require(recorder.events(mentioning: "req-41").first)
        #expect(logged.message.contains("db-7.internal"))
    }
}

extension TestingAlertsTests {
    /// Where the code under test saves.
    protocol Disk: Sendable {
        func write(_ name: String) throws
    }

    struct DiskFull: Error {}

    struct FullDisk: Disk {
        func write(_ name: String) throws { throw DiskFull() }
    }

    struct RoomyDisk: Disk {
        func write(_ name: String) throws {}
    }

    /// A server whose first requests time out.
    actor FlakyServer {
        private var failures: Int

        init(failures: Int) { self.failures = failures }

        func fetch(_ name: String) throws -> String {
            guard failures == 0 else {
                failures -= 1
                throw URLError(.timedOut)
            }
            return name
        }
    }

    struct SyncFailed: AlertableError {
        var underlyingError: (any Error)?

        var title: AlertText? { "Your notes couldn’t be synced." }
        var category: ErrorCategory? { .unavailable }
    }

    struct DatabaseUnreachable: Error {
        var host: String
    }
}
