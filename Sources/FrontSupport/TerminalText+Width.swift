extension TerminalText {
    /// The number of terminal cells `character` takes. A character is a grapheme cluster; its
    /// first scalar decides, except for emoji sequences:
    ///
    /// - 2 for an emoji sequence: an emoji followed by U+FE0F (the emoji presentation selector, as
    ///   in `☺️` or `1️⃣`), a skin-tone modifier right after a base that takes one (`👍🏽`, `☝🏽`), a
    ///   pair of regional indicators (a flag, `🇩🇪`), or pictographs joined by U+200D (`👨‍👩‍👧`).
    /// - 0 when the first scalar is a nonspacing or enclosing mark (a lone combining accent), a
    ///   format character such as U+200D, a control, or a Hangul vowel or final consonant that
    ///   joins the syllable before it (U+1160–U+11FF, U+D7B0–U+D7FB).
    /// - 2 when it is East Asian Wide or Fullwidth (`保`, `한`, `Ａ`), or a pictograph shown as an
    ///   emoji by default (`⌚`).
    /// - 1 otherwise: East Asian Ambiguous and halfwidth characters (`ｱ`) and text-style symbols
    ///   (`☺`) included.
    ///
    /// East Asian Width and the emoji properties come from ``DisplayWidthTable``, generated from
    /// the Unicode Character Database; general categories are the Swift runtime's.
    package static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first != joiner else { return 0 }
        // One ASCII scalar: a printable one takes one cell, a control none.
        if first.isASCII, character.utf8.count == 1 { return (0x20..<0x7F).contains(first.value) ? 1 : 0 }
        let properties = DisplayWidthTable.properties(of: first)
        if character.utf8.count > UTF8.width(first), isEmojiSequence(scalars, first: properties) { return 2 }
        if properties.contains(.hangulJamoVowelOrFinal) { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.contains(.eastAsianWide)
            || properties.isSuperset(of: [.extendedPictographic, .emojiPresentation])
        {
            return 2
        }
        return 1
    }

    /// The number of terminal cells `text` takes on one line.
    package static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The number of terminal cells `text` takes on one line.
    package static func width(of text: Substring) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Whether the scalar `value` is East Asian Wide or Fullwidth (W or F in Unicode's
    /// EastAsianWidth.txt): ideographs, kana, Hangul syllables, fullwidth forms and most emoji.
    package static func isWide(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return DisplayWidthTable.properties(of: scalar).contains(.eastAsianWide)
    }

    /// Whether `scalars`, whose first scalar has the properties `first`, make one of the emoji
    /// sequences that take two cells whatever their first scalar alone would take.
    private static func isEmojiSequence(
        _ scalars: Character.UnicodeScalarView, first: DisplayWidthTable.Properties
    ) -> Bool {
        var previous = first
        var isSecond = true
        var afterJoiner = false
        for scalar in scalars.dropFirst() {
            let current = DisplayWidthTable.properties(of: scalar)
            if scalar == "\u{FE0F}", previous.contains(.emoji) { return true }
            if isSecond, first.contains(.emojiModifierBase), current.contains(.emojiModifier) { return true }
            if isSecond, first.contains(.regionalIndicator), current.contains(.regionalIndicator) { return true }
            if afterJoiner, first.contains(.extendedPictographic), current.contains(.extendedPictographic) {
                return true
            }
            (previous, isSecond, afterJoiner) = (current, false, scalar == "\u{200D}")
        }
        return false
    }
}

extension TerminalText {
    /// `label`, already in its language's form for a label (`code:`, `code :` in French, `代码：`
    /// in Chinese), before `value`: a space between them unless the label ends with a wide
    /// character, whose own width is the gap.
    package static func labelled(_ label: String, _ value: String) -> String {
        guard let last = label.last else { return value }
        return label + (width(of: last) == 2 ? "" : " ") + value
    }
}
