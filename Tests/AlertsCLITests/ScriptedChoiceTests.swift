import Alerts
import Foundation
import Synchronization
import Testing

@testable import AlertsCLI

/// `--choose` and `--yes` on the command line: what a script names, what the note suggests, and
/// the one line per retry a script's "Retry" prints instead of the whole alert.
struct ScriptedChoiceTests {
    func front(
        _ output: Output, choice: String? = nil, languages: [LanguageTag] = ["en"], json: Bool = false,
        locale: String = "C.UTF-8"
    ) -> CLIFront {
        CLIFront(
            languages: languages, options: .init(json: json, choice: choice, choiceOptionName: "--choose"),
            environment: ["LANG": locale, "COLUMNS": "80"], write: output.write)
    }

    /// Pacing that records each wait instead of sleeping, with jitter `u`.
    final class Pace: Sendable {
        let waits = Mutex<[Duration]>([])
        let u: Double
        init(u: Double = 0) { self.u = u }
        var pacing: RetryPacing {
            RetryPacing(sleep: { wait in self.waits.withLock { $0.append(wait) } }, random: { self.u })
        }
    }

    /// The network error's alert, with "Retry", resolved in `language`.
    func networkAlert(_ language: LanguageTag, retryIsDefault: Bool = true) -> ResolvedAlert {
        let content = ErrorContent(URLError(.notConnectedToInternet))
        var alert = content.alert(offeringRetry: true)
        alert.buttons[0].isDefault = retryIsDefault
        return alert.resolved(languages: [language], order: .cancelLast)
    }

    @Test(
        arguments: [
            ("retry", 0), ("RETRY", 0), ("Повторить", 0), ("повторить", 0), ("default", 0), ("1", 0), ("cancel", 1),
            ("Отменить", 1), ("2", 1), ("CANCEL", 1),
        ])
    func aScriptNamesAButtonByRoleNumberOrLabelInEitherLanguage(choice: String, index: Int) async {
        let response = await front(Output(), choice: choice, languages: ["ru"]).present(networkAlert("ru"))
        #expect(response == .scripted(index))
    }

    @Test func yesChoosesTheDefaultButtonAndSaysSoWhenThereIsNone() async {
        let output = Output()
        #expect(await front(output, choice: "default").present(networkAlert("en")) == .scripted(0))
        #expect(output.all.contains("  [Retry]✓ [Cancel]\n"))
        let none = Output()
        let alert = ResolvedAlert(
            title: "Save failed.", buttons: [ResolvedButton("Delete", role: .destructive), ResolvedButton("Retry")])
        #expect(await front(none, choice: "default").present(alert) == .unanswered(automaticChoice: nil))
        #expect(
            none.all == """
                Save failed.
                  [Delete] [Retry]
                  No button matches “default”. Chose no button, because input isn’t interactive.
                  To choose a button, run again with --choose Retry.

                """)
    }

    @Test func theNoteSaysAnotherButtonOnlyAfterOneWasChosen() async {
        let chose = Output()
        _ = await front(chose).present(networkAlert("en"))
        /// The report's text with its lines joined again.
        func unwrapped(_ output: Output) -> String { output.all.replacing("\n  ", with: " ") }
        #expect(unwrapped(chose).contains("To choose another button, run again with --choose Retry."), "\(chose.all)")
        let none = Output()
        let notice = ResolvedAlert(title: "Saved.", buttons: [ResolvedButton("Open"), ResolvedButton("Show")])
        #expect(await front(none).present(notice) == .unanswered(automaticChoice: nil))
        #expect(
            none.all == """
                Saved.
                  [Open] [Show]
                  Chose no button, because input isn’t interactive. To choose a button, run
                  again with --choose Open.

                """)
        let german = Output()
        _ = await front(german, languages: ["de"]).present(
            ResolvedAlert(
                title: "Gesichert.", buttons: [ResolvedButton("Öffnen"), ResolvedButton("Zeigen")], language: "de"))
        #expect(unwrapped(german).contains("Um eine Schaltfläche zu wählen"), "\(german.all)")
        #expect(!german.all.contains("andere"), "\(german.all)")
    }

    @Test func theNoteSuggestsTheSourceLabelThenARoleWordThenTheNumber() async {
        /// The value the note suggests for `--choose`: what follows it, up to the sentence's end.
        func suggested(_ alert: ResolvedAlert, _ languages: [LanguageTag] = ["en"]) async -> String {
            let output = Output()
            _ = await front(output, languages: languages).present(alert)
            guard let after = output.all.split(separator: "--choose ").dropFirst().first else { return "" }
            var value = String(after.prefix { $0 != "\n" })
            if let japanese = value.range(of: " を") { value = String(value[..<japanese.lowerBound]) }
            if value.hasSuffix(".") { value.removeLast() }
            return value
        }
        #expect(await suggested(networkAlert("ru"), ["ru"]) == "Retry", "its English label, as the README writes it")
        #expect(await suggested(networkAlert("ru", retryIsDefault: false), ["ru"]) == "Retry", "its English label")
        #expect(await suggested(networkAlert("ja", retryIsDefault: false), ["ja"]) == "Retry", "its English label")
        let delete = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Supprimer", role: .destructive, sourceLabel: "Delete"),
                ResolvedButton("Annuler", role: .cancel, sourceLabel: "Cancel"),
            ])
        #expect(await suggested(delete) == "Delete", "the only other button, though destructive: its English label")
        let long = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Delete every copy of the notes", role: .destructive),
                ResolvedButton("Keep", role: .cancel),
            ])
        #expect(await suggested(long) == "destructive", "a label too long to type: its role word")
        let lookalike = ResolvedAlert(
            title: "t", buttons: [ResolvedButton("Cancel"), ResolvedButton("Close", role: .cancel)])
        #expect(await suggested(lookalike) == "1", "`cancel` would choose Close: the number")
        let quoted = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Enregistrer une copie", sourceLabel: "Save a Copy"),
                ResolvedButton("Annuler", role: .cancel, sourceLabel: "Cancel"),
            ])
        #expect(await suggested(quoted) == "'Save a Copy'", "shell-quoted")
    }

    @Test func aScriptedRetryPrintsTheAlertOnceThenOneLinePerRetry() async {
        let output = Output()
        let pace = Pace()
        let outcome = await front(output, choice: "retry").perform(retryLimit: 3, pacing: pace.pacing) {
            () async throws -> Int in throw URLError(.timedOut)
        }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        #expect(output.writes.withLock { $0.count } == 5, "the alert, three lines, the last alert")
        #expect(
            output.all == """
                error: The request timed out.
                  [Retry]✓ [Cancel]
                hint: Check your network connection, then try again.
                Retrying in 1 s (1 of 3)…
                Retrying in 2 s (2 of 3)…
                Retrying in 4 s (3 of 3)…
                error: The request timed out.
                  [OK]✓
                  No retries left. Chose “OK” without asking, because input isn’t interactive.
                hint: Check your network connection, then try again.

                """)
        #expect(pace.waits.withLock { $0 } == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func theAnnouncedWaitIsRoundedDownNeverPromisingMoreThanTheWaitTaken() async {
        let output = Output()
        let pace = Pace(u: 0.999)
        _ = await front(output, choice: "default").perform(retryLimit: 3, pacing: pace.pacing) {
            () async throws -> Int in throw URLError(.timedOut)
        }
        let lines = output.all.split(separator: "\n").filter { $0.hasPrefix("Retrying") }
        #expect(lines == ["Retrying in 1 s (1 of 3)…", "Retrying in 2 s (2 of 3)…", "Retrying in 5 s (3 of 3)…"])
        let waits = pace.waits.withLock { $0 }
        #expect(waits.map(\.components.seconds) == [1, 2, 5], "1.4995 s, 2.999 s, 5.998 s")
    }

    @Test func theRetryLineIsLocalizedAndASCIIWhereTheTerminalIsASCII() async {
        let russian = Output()
        _ = await front(russian, choice: "retry", languages: ["ru"]).perform(retryLimit: 1, pacing: Pace().pacing) {
            () async throws -> Int in throw URLError(.timedOut)
        }
        #expect(russian.all.contains("\nПовторная попытка через 1 с (1 из 1)…\n"), "\(russian.all)")
        #expect(russian.all.contains("  [Повторить]✓ [Отменить]\n"))
        let ascii = Output()
        _ = await front(ascii, choice: "retry", locale: "C").perform(retryLimit: 1, pacing: Pace().pacing) {
            () async throws -> Int in throw URLError(.timedOut)
        }
        #expect(ascii.all.contains("\nRetrying in 1 s (1 of 1)...\n"), "\(ascii.all)")
    }

    @Test func withJSONTheRetryLinesStayOnStandardError() async {
        let output = Output()
        _ = await front(output, choice: "retry", json: true).perform(retryLimit: 2, pacing: Pace().pacing) {
            () async throws -> Int in throw URLError(.timedOut)
        }
        let objects = output.json.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 2, "the first alert and the last")
        #expect(objects.first?["chosen"] as? String == "Retry")
        #expect(output.all.components(separatedBy: "Retrying in").count == 3)
    }
}
