/// What a character that a reader cannot see is, for every escaper in the package: each one keeps
/// its own syntax (JSON's `\uXXXX`, Swift's `\u{…}`, a space in a header field) and asks this
/// what to escape.
///
/// The flagged scalars are exactly general categories Cc (control), Cf (format), Zl and Zp (the
/// line and paragraph separators) and the Default_Ignorable_Code_Point property of
/// `DerivedCoreProperties.txt` (Unicode 15): a test checks this against the runtime's properties
/// for every scalar. They fall in two kinds. A ``control`` is never needed to write text, and no
/// output shows it raw. A ``shaping`` character shows nothing by itself either, but correctly
/// written text needs it — an emoji sequence, a Persian word, a right-to-left sentence — so text
/// for people (a terminal, an HTML page) keeps it where it belongs, and exact outputs (JSON, Swift
/// source, log lines) escape it like the rest.
package enum InvisibleCharacter: Sendable {
    /// A character that no output shows raw: it moves the cursor, breaks a line, reorders what
    /// follows, or hides text.
    case control
    /// A character that shows nothing (or is a prefix of what follows) but that text in some
    /// script or an emoji needs: the joiners, the bidirectional marks, variation selectors, tags,
    /// the prepended number signs and Egyptian hieroglyph format controls.
    case shaping

    /// What `scalar` is, or `nil` for a visible character; printable ASCII is answered first.
    @inline(__always)
    package init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        // The long runs without a flagged scalar, answered by comparisons before the switch:
        // printable ASCII; Latin to Hebrew but U+00AD and U+034F; U+2070 to U+FDFF (symbols, CJK,
        // kana, Hangul syllables) but the Hangul filler U+3164; from the musical symbols to the
        // tags (emoji, CJK extensions, unassigned planes), and the private-use planes.
        if value >= 0x20 && value < 0x7F { return nil }
        if value >= 0xA0 && value < 0x600 && value != 0xAD && value != 0x34F { return nil }
        if value >= 0x2070 && value < 0xFE00 && value != 0x3164 { return nil }
        if value >= 0x1D17B && value < 0xE0000 || value > 0xE0FFF { return nil }
        switch value {
        // C0, DEL and C1 (Cc).
        case 0x00...0x1F, 0x7F...0x9F: self = .control
        // The soft hyphen (Cf): shown only where a renderer breaks the line, which a terminal,
        // JSON or a log never does; `pay\u{AD}pal` looks like `paypal`. The combining grapheme
        // joiner (Mn, default ignorable): shows nothing.
        case 0xAD, 0x34F: self = .control
        // Prepended concatenation marks (Cf, not default ignorable): visible signs that span the
        // digits after them (ARABIC NUMBER SIGN, END OF AYAH, SYRIAC ABBREVIATION MARK, KAITHI
        // NUMBER SIGN). The Arabic letter mark (Cf): a bidirectional mark, below.
        case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD, 0x61C: self = .shaping
        // Hangul fillers (Lo, default ignorable): letters that show nothing, used to fake blank
        // names. Khmer inherent vowels (Mn, default ignorable; Unicode says not to use them). The
        // Mongolian vowel separator (Cf).
        case 0x115F...0x1160, 0x3164, 0xFFA0, 0x17B4...0x17B5, 0x180E: self = .control
        // Variation selectors (Mn, default ignorable): pick an emoji's or an ideograph's glyph.
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: self = .shaping
        // The zero-width space (Cf); the line and paragraph separators (Zl, Zp), which break a
        // line where no reader of a one-line format expects it; the bidirectional embeddings,
        // overrides and pop (U+202A–U+202E, Cf): they reorder all that follows up to the end of
        // the paragraph, the "Trojan Source" characters.
        case 0x200B, 0x2028...0x202E: self = .control
        // The zero-width non-joiner and joiner (Cf): Persian, Indic scripts and emoji ZWJ
        // sequences need them. The left-to-right and right-to-left marks (Cf): strong characters
        // of no width that only settle the direction of the neutral characters beside them, as
        // right-to-left text needs; unlike embeddings and isolates they hold no state.
        case 0x200C...0x200F: self = .shaping
        // The word joiner and invisible operators (U+2060–U+2064, Cf), a reserved default
        // ignorable (U+2065), the bidirectional isolates (U+2066–U+2069, Cf: they reorder up to
        // their pop or the paragraph's end) and the deprecated format characters (U+206A–U+206F).
        case 0x2060...0x206F: self = .control
        // The byte-order mark, or zero-width no-break space (Cf), which some readers drop;
        // reserved default ignorables (U+FFF0–U+FFF8); the interlinear annotation characters
        // (U+FFF9–U+FFFB, Cf), which can make a renderer hide the text between them.
        case 0xFEFF, 0xFFF0...0xFFFB: self = .control
        // Egyptian hieroglyph format controls (Cf, not default ignorable): they join signs into
        // quadrats, as the joiners do for other scripts.
        case 0x13430...0x1343F: self = .shaping
        // Shorthand format controls and musical beam, tie and slur controls (Cf, default ignorable).
        case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A: self = .control
        // Tag characters (Cf): an emoji tag sequence (a subdivision flag) is made of them, and
        // outside one they spell hidden ASCII.
        case 0xE0020...0xE007F: self = .shaping
        // The language tag (Cf) and the rest of the reserved default-ignorable block.
        case 0xE0000...0xE0FFF: self = .control
        default: return nil
        }
    }

    /// `scalar` as a visible Swift escape: `\u{1B}`, upper-case hex, at least two digits.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (digits.count < 2 ? "0" : "") + digits + "}"
    }

    /// `text` with every invisible character (both kinds) written as Swift writes it in a string
    /// literal — `\n`, `\r`, `\t`, else `\u{…}` — so that it takes one line and shows every
    /// character: for log lines, diagnostics and test failures.
    ///
    /// - Parameters:
    ///   - quoting: Whether `"` and `\` are escaped too and the result is put in quotes: then it
    ///     is a Swift string literal whose value is exactly `text`.
    ///   - extra: Other scalars to write as `\u{…}`.
    package static func escaped(
        _ text: String, quoting: Bool = false, alsoEscaping extra: (Unicode.Scalar) -> Bool = { _ in false }
    ) -> String {
        if !quoting, !text.unicodeScalars.contains(where: { InvisibleCharacter($0) != nil || extra($0) }) {
            return text
        }
        var result = quoting ? "\"" : ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"" where quoting: result += "\\\""
            case "\\" where quoting: result += "\\\\"
            case _ where InvisibleCharacter(scalar) != nil || extra(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return quoting ? result + "\"" : result
    }
}
