internal import Alerts
internal import FrontSupport

extension CLIFront {

    /// The answer for `buttons` without asking — the button ``Options/choice`` names, else the
    /// `automatic` one — and the note that says so.
    func choose(in buttons: [ResolvedButton], automatic: Int?) -> (AlertResponse, String?) {
        guard !buttons.isEmpty else { return (.unanswered(automaticChoice: nil), nil) }
        func text(_ text: AlertText) -> String { text.resolved(localizer: localizer, languages: languages).value }
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
            note = text(
                .builtIn("Chose “\(Self.flat(buttons[chosen].label))” without asking, because input isn’t interactive.")
            )
        case (let chosen?, true):
            note = text(.builtIn("Chose “\(Self.flat(buttons[chosen].label))” without asking."))
        case (nil, false):
            note = text(.builtIn("Chose no button, because input isn’t interactive."))
        case (nil, true):
            note = text(.builtIn("Chose no button."))
        }
        if let choice = options.choice {
            let missing = text(.builtIn("No button is labelled “\(Self.flat(choice))”."))
            note = missing + (missing.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " ") + note
        }
        // Name another button, one that destroys nothing if there is one.
        let others = buttons.indices.filter { $0 != chosen }
        if let name = options.choiceOptionName,
            let other = others.first(where: { buttons[$0].role != .destructive }) ?? others.first
        {
            // No-break spaces keep the option and its value on one line; the report turns them back.
            // The label if it pastes back as typed, else the button's number.
            let label = buttons[other].label
            let pastes =
                label == Self.flat(label) && TerminalText.sanitized(label) == label
                && !label.unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " } && label.count <= 24
            let value = pastes ? Self.shellQuoted(label) : String(other + 1)
            let option = "\(name) \(value)".replacing(" ", with: String(TerminalText.glue))
            let next = text(.builtIn("To choose another button, run again with \(option)."))
            // Scripts written without spaces need none between sentences.
            let separator = note.last.map { TerminalText.width(of: $0) == 2 } == true ? "" : " "
            note += separator + next
        }
        return (.unanswered(automaticChoice: chosen), note)
    }

    /// `text` on one line: line breaks and tabs become spaces, so a label cannot forge a line.
    static func flat(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }

    /// `text` as one shell word that pastes safely: as is when it holds only letters, digits and
    /// `._-`, else in single quotes (a single quote inside written `'\''`).
    static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
