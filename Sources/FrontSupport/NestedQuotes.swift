package import StringTables

/// A label quoted inside a localized note — “Chose “%@”.”, 「%@」を選択しました。, «%@» — whose own
/// quotation marks of the note's kind become the inner marks of the note's language, as
/// typography nests quotations: `Chose “Delete ‘a.txt’”.`, 「『下書き』を削除」を選択しました。,
/// `Выбрано «Удалить „a.txt“».`
///
/// The note's marks are the ones its translation puts around the label (spaces between them and
/// the label, as French writes `« %@ »`, are skipped), so a translation with other marks nests
/// by its own. Only whole pairs of the label's marks change (an opening mark and the next closing
/// one after it); an apostrophe, a lone mark, and marks of another kind stay as they are.
package enum NestedQuotes {
    /// What stands for the label while the note is formatted: a private-use character, next to
    /// ``TerminalText/glue`` and ``TerminalText/joiner``.
    static let placeholder: Unicode.Scalar = "\u{F8FD}"

    /// The note that `note` formats around `label`, the label's marks nested in the note's.
    ///
    /// `note` formats its argument into the note and says in which language; it is called once.
    package static func quoting(_ label: String, in note: (String) -> LocalizedString) -> String {
        let placeholder = String(Self.placeholder)
        // A label that holds the placeholder itself is put in as it is.
        guard !label.unicodeScalars.contains(Self.placeholder) else { return note(label).value }
        let formatted = note(placeholder)
        let text = formatted.value
        guard let range = text.firstRange(of: placeholder) else { return text }  // a translation without the label
        let open = text[..<range.lowerBound].last { !$0.isSpaceBesideQuote }
        let close = text[range.upperBound...].first { !$0.isSpaceBesideQuote }
        guard let open, let close, let inner = innerMarks(open, close, language: formatted.language) else {
            return text.replacing(placeholder, with: label)
        }
        return text.replacing(placeholder, with: nested(label, outer: (open, close), inner: inner))
    }

    /// The marks a quotation inside one quoted with `open` and `close` takes, in `language`.
    static func innerMarks(_ open: Character, _ close: Character, language: LanguageTag?) -> (Character, Character)? {
        switch (open, close) {
        case ("「", "」"): ("『", "』")  // Japanese, Traditional Chinese
        case ("『", "』"): ("「", "」")
        case ("“", "”"): ("‘", "’")  // English, Simplified Chinese, Spanish, Portuguese, Arabic
        case ("‘", "’"): ("“", "”")
        case ("„", "“"): ("‚", "‘")  // German
        case ("«", "»"):
            // Russian and its neighbours nest „…“ in «…»; French and others “…”.
            ["ru", "uk", "be", "bg"].contains(language?.language ?? "") ? ("„", "“") : ("“", "”")
        default: nil
        }
    }

    /// `label` with each pair of `outer` marks in it — an opening mark, then the next closing one —
    /// made `inner`.
    static func nested(_ label: String, outer: (Character, Character), inner: (Character, Character)) -> String {
        var characters = Array(label)
        var index = 0
        while index < characters.count {
            if characters[index] == outer.0,
                let end = characters[(index + 1)...].firstIndex(of: outer.1)
            {
                characters[index] = inner.0
                characters[end] = inner.1
                index = end + 1
            } else {
                index += 1
            }
        }
        return String(characters)
    }
}

extension Character {
    /// A space a translation may put between a quotation mark and what it quotes: French puts a
    /// no-break space (or a narrow one) inside `« »`.
    fileprivate var isSpaceBesideQuote: Bool { self == " " || self == "\u{A0}" || self == "\u{202F}" }
}
