internal import Alerts
internal import FrontSupport

extension CLIFront {
    /// Why and how a button was chosen without asking, and the option that chooses another.
    struct ChoiceNote: Sendable, Hashable {
        /// The note, plain text.
        var text: String
        /// The command-line option in ``text`` (`--choose Retry`), kept on one line when wrapped.
        var option: String?
    }

    /// The answer for `buttons` without asking — the button ``Options/choice`` names, else the
    /// `automatic` one — and the note that says so.
    func choose(in buttons: [ResolvedButton], automatic: Int?) -> (AlertResponse, ChoiceNote?) {
        guard !buttons.isEmpty else { return (.unanswered(automaticChoice: nil), nil) }
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: languages).value }
        func joined(_ text: String, _ next: String) -> String { sentences([text, next]) }
        if let choice = options.choice,
            let index = buttons.firstIndex(where: { $0.label == choice })
                ?? Int(choice).flatMap({ buttons.indices.contains($0 - 1) ? $0 - 1 : nil })
        {
            return (.chosen(index), nil)
        }
        let chosen = automatic
        // Say why only when nobody could have answered: no terminal, CI, or --no-input.
        let couldAsk = Interactivity.canPrompt(environment: environment, noInput: options.noInput) && !customOutput
        var note: String
        switch (chosen, couldAsk) {
        case (let chosen?, false):
            let label = TerminalText.flat(buttons[chosen].label)
            note = text(.builtIn("Chose “\(label)” without asking, because input isn’t interactive."))
        case (let chosen?, true):
            note = text(.builtIn("Chose “\(TerminalText.flat(buttons[chosen].label))” without asking."))
        case (nil, false):
            note = text(.builtIn("Chose no button, because input isn’t interactive."))
        case (nil, true):
            note = text(.builtIn("Chose no button."))
        }
        if let choice = options.choice {
            note = joined(text(.builtIn("No button is labelled “\(TerminalText.flat(choice))”.")), note)
        }
        // Name another button, one that destroys nothing if there is one: by its label if it
        // pastes back as typed (in ASCII too, when the terminal shows only ASCII), else by its
        // number — unless another button is labelled with that number, which would win.
        let others = buttons.indices.filter { $0 != chosen }
        var option: String?
        if let name = options.choiceOptionName,
            let other = others.first(where: { buttons[$0].role != .destructive }) ?? others.first,
            let value = suggestion(for: other, in: buttons)
        {
            let named = "\(name) \(value)"
            option = named
            note = joined(note, text(.builtIn("To choose another button, run again with \(named).")))
        }
        return (.unanswered(automaticChoice: chosen), ChoiceNote(text: note, option: option))
    }

    /// How `--choose` names the button at `index`: its label, shell-quoted, when it pastes back
    /// as printed, else its number from 1, else nothing (a button labelled with that number
    /// would be chosen instead).
    private func suggestion(for index: Int, in buttons: [ResolvedButton]) -> String? {
        let label = buttons[index].label
        if TerminalText.pastesBack(label), unicode || label.unicodeScalars.allSatisfy(\.isASCII) {
            return TerminalText.shellQuoted(label)
        }
        let number = String(index + 1)
        return buttons.contains { $0.label == number } ? nil : number
    }
}
