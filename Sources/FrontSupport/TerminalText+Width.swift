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
        guard let first = character.unicodeScalars.first else { return 0 }
        return width(of: character, first: first, length: character.utf8.count, properties: nil)
    }

    /// ``width(of:)-(Character)`` of `character`, whose first scalar is `first` and whose UTF-8
    /// form is `length` bytes long; `properties` are `first`'s, when they are known already.
    static func width(
        of character: Character, first: Unicode.Scalar, length: Int, properties: DisplayWidthTable.Properties?
    ) -> Int {
        guard first != joiner else { return 0 }
        // Told by their bytes (comparing characters costs more): one ASCII scalar, and CR LF.
        if length == 1 { return (0x20..<0x7F).contains(first.value) ? 1 : 0 }  // controls take no cell
        if length == 2, first == "\r" { return 0 }  // CR LF, the only character that starts with CR
        let properties = properties ?? DisplayWidthTable.properties(of: first)
        if length > UTF8.width(first), isEmojiSequence(character.unicodeScalars, first: properties) { return 2 }
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
        if let width = text.withUTF8Bytes(narrowWidth) { return width }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The number of terminal cells `text` takes on one line.
    package static func width(of text: Substring) -> Int {
        if let width = text.withUTF8Bytes(narrowWidth) { return width }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The width of text whose every scalar is a character of one cell on its own — printable
    /// ASCII, Latin letters and signs (U+00A0–U+02FF but the soft hyphen), typographic dashes,
    /// quotation marks and the ellipsis (U+2010–U+2027) — read from its UTF-8 bytes, with neither
    /// grapheme breaking nor a table; `nil` when a scalar is not such a character.
    static func narrowWidth(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        narrowWidth(of: utf8, asciiOnly: false)
    }

    /// ``narrowWidth(of:)``, and `nil` too when `asciiOnly` and a scalar is not ASCII.
    static func narrowWidth(of utf8: UnsafeBufferPointer<UInt8>, asciiOnly: Bool) -> Int? {
        var count = 0
        var index = 0
        while index < utf8.count {
            let run = printableASCIIPrefix(utf8, from: index)
            count += run
            index += run
            guard index < utf8.count else { break }
            let byte = utf8[index]
            switch byte {
            case 0x20...0x7E:
                index += 1
            case _ where asciiOnly:
                return nil
            case 0xC2...0xCB:  // U+0080–U+02FF
                guard index + 1 < utf8.count, utf8[index + 1] & 0xC0 == 0x80 else { return nil }
                if byte == 0xC2, utf8[index + 1] == 0xAD || utf8[index + 1] < 0xA0 {
                    return nil  // the soft hyphen, C1 controls
                }
                index += 2
            case 0xE2:  // E2 80 90…A7: U+2010–U+2027
                guard index + 2 < utf8.count, utf8[index + 1] == 0x80, (0x90...0xA7).contains(utf8[index + 2]) else {
                    return nil
                }
                index += 3
            default:
                return nil
            }
            count += 1
        }
        return count
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
