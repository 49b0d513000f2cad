import Alerts
import AlertsCLI
import AlertsTesting
import Testing

/// The code of the article "Getting started" (Alerts), and what it shows.
struct GettingStartedTests {
    /// `main.swift`, first without tables, then with them: compiled, not run (`main` ends the
    /// process); ``theUploadFailsWithItsAlertAndStatus`` runs the same work.
    func mainSwift() async {
        let front = CLIFront()
        await front.main {
            let receipt = try await front.perform { try await upload("notes.txt") }.get()
            print(receipt)
        }
    }

    func mainSwiftWithTables() async {
        let front = CLIFront(sources: [StringTableDirectory.module])
        await front.main { _ = try await front.perform { try await upload("notes.txt") }.get() }
    }

    @Test func theUploadFailsWithItsAlertAndStatus() async throws {
        let written = WrittenText()
        let front = written.front()
        let status = try await front.run {
            let receipt = try await front.perform { try await upload("notes.txt") }.get()
            print(receipt)
        }
        // The article shows a terminal's note; without one, the note says why nobody was asked.
        #expect(
            written.error == """
                error: “notes.txt” couldn’t be uploaded.
                  The server didn’t answer.
                  [Retry] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive.
                hint: Check your connection, then try again.

                """)
        #expect(status == ExitStatus(69))
    }

    @Test func theTablesTranslateIt() async throws {
        let written = WrittenText()
        let front = written.front(languages: ["de-DE"], sources: [StringTableDirectory.module])
        _ = try await front.run { _ = try await front.perform { try await upload("notes.txt") }.get() }
        #expect(
            written.error == """
                Fehler: „notes.txt“ konnte nicht hochgeladen werden.
                  Der Server hat nicht geantwortet.
                  [Erneut versuchen] [Abbrechen]✓
                  „Abbrechen“ wurde ohne Nachfrage gewählt, da keine interaktive Eingabe möglich
                  ist.
                Tipp: Überprüfen Sie Ihre Verbindung und versuchen Sie es dann erneut.

                """)
    }

    @Test func theConfirmationTakesCancelOnTheCommandLine() async {
        let written = WrittenText()
        let choice = await confirmOverwrite(of: "notes.txt", on: written.front())
        #expect(choice == nil)
        #expect(
            written.error == """
                “notes.txt” is already on the server.
                  Replacing it overwrites the copy on the server.
                  [Replace] [Keep Both] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive.

                """)
    }

    @Test func aFileOnTheServerIsKeptUnlessTheUserSaysReplace() async {
        let front = TestFront()
        front.tap(.label("Keep Both"))
        let choice = await confirmOverwrite(of: "notes.txt", on: front)
        #expect(choice == .keepBoth)
        #expect(front.presented.first?.labels == ["Replace", "Keep Both", "Cancel"])
    }
}
