internal import Alerts
internal import FrontSupport

extension CLIFront {
    /// Why and how a button was chosen without asking, and the option that chooses another (or,
    /// when none was chosen, one).
    struct ChoiceNote: Sendable, Hashable {
        /// The note, plain text.
        var text: String
        /// The command-line option in ``text`` (`--choose Retry`), kept on one line when wrapped.
        var option: String?
    }

    /// The answer for `alert` without asking — the button ``Options/choice`` names
    /// (``ResolvedAlert/button(matching:)``), as a script's choice, else the automatic one — and
    /// the note that says so.
    func choose(in alert: ResolvedAlert) -> (AlertOutcome<Never>, ChoiceNote?) {
        let buttons = alert.buttons
        guard !buttons.isEmpty else { return (.unanswered(automaticChoice: nil), nil) }
        let wording = alert.languages(wording: languages)
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: wording).value }
        // A label in the note's quotation marks, its own marks nested in them.
        func quoting(_ label: String, _ note: (String) -> AlertText) -> String {
            NestedQuotes.quoting(label) { note($0).resolved(localizer: localizer, languages: wording) }
        }
        func joined(_ text: String, _ next: String) -> String { sentences([text, next]) }
        if let choice = options.choice, let index = alert.button(matching: choice) {
            return (.scripted(index), nil)
        }
        let chosen = alert.automaticChoice
        // Say why only when nobody could have answered: no terminal, CI, or --no-input.
        let couldAsk = Interactivity.canPrompt(environment: environment, noInput: options.noInput) && !customOutput
        var note: String
        switch (chosen, couldAsk) {
        case (let chosen?, false):
            note = quoting(TerminalText.flat(buttons[chosen].label)) {
                .builtIn("Chose “\($0)” without asking, because input isn’t interactive.")
            }
        case (let chosen?, true):
            note = quoting(TerminalText.flat(buttons[chosen].label)) { .builtIn("Chose “\($0)” without asking.") }
        case (nil, false):
            note = text(.builtIn("Chose no button, because input isn’t interactive."))
        case (nil, true):
            note = text(.builtIn("Chose no button."))
        }
        if let choice = options.choice {
            // A Retry asked for after the wrapper for throwing calls used its retries up.
            let asksRetry = ["retry", text(.Alerts.retry).lowercased()].contains(choice.lowercased())
            let outOfRetries = asksRetry && (alert.error?.retry ?? .no) != .no
            let unmatched =
                outOfRetries
                ? text(.builtIn("No retries left."))
                : quoting(TerminalText.flat(choice)) { .builtIn("No button matches “\($0)”.") }
            note = joined(unmatched, note)
        }
        // Name another button, one that destroys nothing if there is one.
        let others = buttons.indices.filter { $0 != chosen }
        var option: String?
        if let name = options.choiceOptionName,
            let other = others.first(where: { buttons[$0].role != .destructive }) ?? others.first,
            let value = suggestion(for: other, in: alert)
        {
            let named = "\(name) \(value)"
            option = named
            // "Another" only when one was chosen: after "Chose no button" there is no other.
            let how =
                chosen == nil
                ? text(.builtIn("To choose a button, run again with \(named)."))
                : text(.builtIn("To choose another button, run again with \(named)."))
            note = joined(note, how)
        }
        return (.unanswered(automaticChoice: chosen), ChoiceNote(text: note, option: option))
    }

    /// How `--choose` names the button at `index`, in a form that reads the same in every
    /// language, as the README writes it (`--choose Retry`): its label in the source language,
    /// shell-quoted, when it pastes back as printed (in ASCII too, when the terminal shows only
    /// ASCII), else its role word (`cancel`, `destructive`, `default`), else its number from 1 —
    /// the first of these that chooses this very button (``ResolvedAlert/button(matching:)``),
    /// else nothing.
    private func suggestion(for index: Int, in alert: ResolvedAlert) -> String? {
        let button = alert.buttons[index]
        let label = button.sourceLabel ?? button.label
        if TerminalText.pastesBack(label), unicode || label.unicodeScalars.allSatisfy(\.isASCII),
            alert.button(matching: label) == index
        {
            return TerminalText.shellQuoted(label)
        }
        if let word = alert.roleWord(for: index) { return word }
        let number = String(index + 1)
        return alert.button(matching: number) == index ? number : nil
    }
}
