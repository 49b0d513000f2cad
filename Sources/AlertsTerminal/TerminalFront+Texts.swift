internal import Alerts
internal import Foundation
internal import FrontSupport
internal import StringTables

extension TerminalFront {
    func text(_ text: AlertText, _ languages: [LanguageTag]) -> String {
        text.resolved(localizer: localizer, languages: languages).value
    }

    /// The label before the error's code (`code:`, `代码：`), in `languages`; looked up only for
    /// an error that has a code.
    func codeLabel(_ alert: ResolvedAlert, _ languages: [LanguageTag]) -> String {
        alert.error?.errorCode == nil ? "code:" : text(.builtIn("\(text(.Alerts.code, languages)):"), languages)
    }

    /// The line a dialog leaves under its box, in `languages`: how it ended, the button taken named.
    /// With `timeLimit`, the dialog ended because the time of the run around it was up
    /// (`CLIFront.run(timeout:)`), which stops the work: no answer in time, and no button taken.
    func record(
        of response: AlertOutcome<Never>, _ alert: ResolvedAlert, _ languages: [LanguageTag], timeLimit: Bool = false
    ) -> String? {
        func label(_ index: Int) -> String? { alert.buttons.indices.contains(index) ? alert.buttons[index].label : nil }
        if timeLimit {
            return sentences([
                text(.builtIn("No answer in time."), languages), text(.builtIn("Chose no button."), languages),
            ])
        }
        // A label in the record's quotation marks, its own marks nested in them.
        func quoting(_ label: String, _ note: (String) -> AlertText) -> String {
            NestedQuotes.quoting(TerminalText.flat(label)) {
                note($0).resolved(localizer: localizer, languages: languages)
            }
        }
        switch response {
        case .chosen(let index, _), .scripted(let index, _):
            return label(index).map { label in quoting(label) { .builtIn("Chose “\($0)”.") } }
        case .dismissed:
            return text(.builtIn("Closed without a choice."), languages)
        case .interrupted:
            return text(.Alerts.interrupted, languages)
        case .unanswered(let index, _):
            let choice = index.flatMap(label).map { label in
                quoting(label) { .builtIn("Chose “\($0)” without asking.") }
            }
            // Joined as the language joins sentences: no space after a full-width stop.
            return sentences([
                text(.builtIn("No answer in time."), languages),
                choice ?? text(.builtIn("Chose no button."), languages),
            ])
        case .delivered, .notPresented:
            return nil
        }
    }

    /// The key hints' words in `languages`, if shown.
    func keyHints(languages: [LanguageTag]) -> DialogScreen.KeyHints? {
        DialogScreen.KeyHints(
            move: text(.Alerts.hintMove, languages), choose: text(.Alerts.hintChoose, languages),
            close: text(.Alerts.hintClose, languages), scroll: text(.Alerts.hintScroll, languages))
    }

    /// The dialog's state, with `y`/`n` and the first letters of “Yes” and “No” in `languages`
    /// as yes and no keys (a letter both would claim is neither's).
    func dialogState(_ alert: ResolvedAlert, languages: [LanguageTag]) -> DialogState {
        func initial(_ label: AlertText) -> Set<Character> {
            text(label, languages).first.flatMap { $0.isLetter ? [DialogState.folded($0)] : nil } ?? []
        }
        let (yes, no) = (initial(.Alerts.yes), initial(.Alerts.no))
        let shared = yes.intersection(no)
        return DialogState(
            buttons: alert.buttons, yesKeys: yes.subtracting(shared).union(["y"]),
            noKeys: no.subtracting(shared).union(["n"]))
    }
}
