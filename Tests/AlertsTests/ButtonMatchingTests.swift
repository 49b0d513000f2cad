import Alerts
import Foundation
import Testing

/// How a script names a button — `ResolvedAlert.button(matching:)` — and the source-language
/// labels resolution keeps for it.
struct ButtonMatchingTests {
    /// The error alert of a network failure with "Retry", resolved in `language`.
    func networkAlert(_ language: LanguageTag) -> ResolvedAlert {
        let content = ErrorContent(URLError(.notConnectedToInternet))
        return content.alert(offeringRetry: true).resolved(languages: [language], order: .cancelLast)
    }

    @Test func resolutionKeepsEachLabelInTheSourceLanguageWhenItDiffers() {
        #expect(
            networkAlert("ru").buttons == [
                ResolvedButton("Повторить", isDefault: true, sourceLabel: "Retry"),
                ResolvedButton("Отменить", role: .cancel, sourceLabel: "Cancel"),
            ])
        #expect(networkAlert("en").buttons.map(\.sourceLabel) == [nil, nil], "the same as the label")
        let verbatim = Alert<Never>(title: "t", buttons: [AlertButton(AlertText(verbatim: "Сохранить"))])
        #expect(verbatim.resolved(languages: ["ru"]).buttons.map(\.sourceLabel) == [nil], "verbatim: no source")
        let ok = Alert<Never>(title: "t", buttons: []).resolved(languages: ["ja"])
        #expect(ok.buttons == [ResolvedButton("OK", isDefault: true)], "the standard OK reads OK in Japanese too")
        #expect(ResolvedButton("Retry", sourceLabel: "Retry").sourceLabel == nil, "the same as the label is none")
        #expect(networkAlert("ru").buttons[0].description == #""Повторить" ["Retry"] (default)"#)
    }

    @Test(arguments: ["en", "ru", "zh-Hans", "ar"] as [LanguageTag])
    func aLabelMatchesAsShownOrInTheSourceLanguageInAnyCase(language: LanguageTag) {
        let alert = networkAlert(language)
        for choice in ["retry", "RETRY", "Retry", alert.buttons[0].label, alert.buttons[0].label.uppercased()] {
            #expect(alert.button(matching: choice) == 0, "\(choice) in \(language)")
        }
        for choice in ["cancel", "Cancel", alert.buttons[1].label.lowercased()] {
            #expect(alert.button(matching: choice) == 1, "\(choice) in \(language)")
        }
        #expect(alert.button(matching: "retr") == nil)
        #expect(alert.button(matching: "") == nil)
    }

    @Test func rolesThenNumbersThenLabelsThenSourceLabels() {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Delete", role: .destructive), ResolvedButton("Keep", isDefault: true),
                ResolvedButton("Close", role: .cancel),
            ])
        #expect(alert.button(matching: "destructive") == 0)
        #expect(alert.button(matching: "DEFAULT") == 1)
        #expect(alert.button(matching: "Cancel") == 2)
        #expect(["1", "2", "3"].map(alert.button(matching:)) == [0, 1, 2])
        #expect(["0", "4", "-1", "one"].map(alert.button(matching:)) == [nil, nil, nil, nil])
        #expect(alert.button(matching: "kEEP") == 1)
    }

    @Test func aRoleWordOrANumberMeansTheRoleOrThePlaceEvenWhenALabelSaysIt() {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Cancel"), ResolvedButton("1"), ResolvedButton("Default"),
                ResolvedButton("Close", role: .cancel),
            ])
        #expect(alert.button(matching: "cancel") == 3, "the cancel role, not the button labelled Cancel")
        #expect(alert.button(matching: "1") == 0, "the first button, not the one labelled 1")
        #expect(alert.button(matching: "default") == 2, "no default button: the label")
        #expect(alert.button(matching: "destructive") == nil)
        let labelledTen = ResolvedAlert(title: "t", buttons: [ResolvedButton("Keep"), ResolvedButton("10")])
        #expect(labelledTen.button(matching: "10") == 1, "no tenth button: the label")
    }

    @Test func aShownLabelWinsOverAnotherButtonsSourceLabel() {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [ResolvedButton("Weiter", sourceLabel: "Next"), ResolvedButton("Next", sourceLabel: "Skip")])
        #expect(alert.button(matching: "next") == 1)
        #expect(alert.button(matching: "skip") == 1)
        #expect(alert.button(matching: "weiter") == 0)
    }
}
