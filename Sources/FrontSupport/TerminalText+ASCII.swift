internal import Foundation
internal import StringTables

extension TerminalText {
    /// `text` for a terminal that shows only ASCII (a locale that is not UTF-8, the Linux
    /// console): typographic punctuation becomes its ASCII look-alike; letters are transliterated
    /// — accents dropped (`é` → `e`), Latin ligatures and special letters spelled out (`ß` → `ss`),
    /// Cyrillic and Greek by common romanizations (`Жук` → `Zhuk`, `Ωμέγα` → `Omega`); any other
    /// character (CJK, Arabic, an emoji) becomes one `?`, as `iconv` does. Escapes that
    /// ``sanitized(_:)`` wrote are ASCII already and stay as they are.
    package static func ascii(_ text: String) -> String {
        // Most text is ASCII already: one look at its bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
                continue
            }
            var unknown = false
            for scalar in character.unicodeScalars {
                if scalar == glue || scalar == joiner {
                    result.unicodeScalars.append(scalar)
                } else if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else if let spelled = asciiSpelling(scalar) {
                    result += spelled
                } else {
                    unknown = true
                }
            }
            if unknown { result += "?" }
        }
        return result
    }

    /// How `scalar`, not ASCII, is written in ASCII; `nil` when it has no such spelling. Marks,
    /// joiners and variation selectors are written as nothing.
    private static func asciiSpelling(_ scalar: Unicode.Scalar) -> String? {
        if let spelled = punctuation(scalar) ?? letter(scalar) { return spelled }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return ""
        default: break
        }
        if scalar.isVariationSelector { return "" }
        // A letter with marks: its base letter, transliterated, the marks dropped.
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        guard decomposed.count > 1 || decomposed.first != scalar else { return nil }
        var spelled = ""
        for part in decomposed {
            if part.isASCII {
                spelled.unicodeScalars.append(part)
            } else if let letter = letter(part) {
                spelled += letter
            } else if part.properties.generalCategory != .nonspacingMark {
                return nil
            }
        }
        return spelled
    }

    /// Typographic punctuation and symbols, as their ASCII look-alikes.
    private static func punctuation(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\u{2018}", "\u{2019}", "\u{201A}", "\u{2032}", "\u{2039}", "\u{203A}": "'"
        case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2033}": "\""
        case "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}", "\u{2212}": "-"
        case "\u{2026}": "..."
        case "\u{00A0}", "\u{202F}", "\u{2009}", "\u{3000}": " "
        case "\u{2022}", "\u{00B7}": "*"
        case "\u{2190}": "<-"
        case "\u{2192}": "->"
        case "\u{2191}": "^"
        case "\u{2193}": "v"
        case "\u{00D7}": "x"
        case "\u{00BF}": "?"
        case "\u{00A1}": "!"
        case "\u{20AC}": "EUR"
        case "\u{2713}", "\u{2714}": "*"
        case "\u{3001}", "\u{FF0C}": ", "
        case "\u{3002}": ". "
        case "\u{FF1A}": ": "
        default: nil
        }
    }

    /// A Latin letter that does not decompose (with a stroke or a hook: `ƒ`, `ɱ`, as `en-XA`
    /// writes them), a Cyrillic or a Greek letter, romanized.
    private static func letter(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0410...0x042F: cyrillic[Int(scalar.value - 0x0410)]
        case 0x0430...0x044F: cyrillic[Int(scalar.value - 0x0430)].lowercased()
        case 0x0391...0x03A9: greek[Int(scalar.value - 0x0391)]
        case 0x03B1...0x03C9: greek[Int(scalar.value - 0x03B1)].lowercased()
        default:
            switch scalar {
            case "ß": "ss"
            case "ẞ": "SS"
            case "æ": "ae"
            case "Æ": "AE"
            case "œ": "oe"
            case "Œ": "OE"
            case "ø": "o"
            case "Ø": "O"
            case "đ", "ð": "d"
            case "Đ", "Ð": "D"
            case "ł": "l"
            case "Ł": "L"
            case "þ": "th"
            case "Þ": "Th"
            case "ı": "i"
            case "ƀ", "ɓ": "b"
            case "Ɓ": "B"
            case "ƈ": "c"
            case "Ƈ": "C"
            case "ɗ": "d"
            case "Ɗ": "D"
            case "ƒ": "f"
            case "Ƒ": "F"
            case "ƙ": "k"
            case "Ƙ": "K"
            case "ƚ": "l"
            case "ɱ": "m"
            case "ƥ": "p"
            case "Ƥ": "P"
            case "ƭ": "t"
            case "Ƭ": "T"
            case "ƴ": "y"
            case "Ƴ": "Y"
            case "ȥ": "z"
            case "Ȥ": "Z"
            case "ħ": "h"
            case "Ħ": "H"
            case "Є": "Ye"
            case "є": "ye"
            case "І": "I"
            case "і": "i"
            case "Ґ": "G"
            case "ґ": "g"
            case "Ј": "J"
            case "ј": "j"
            default: nil
            }
        }
    }

    /// А to Я, romanized as in passports (ISO 9's letters where they read well); the hard and
    /// soft signs as `"` and `'`.
    private static let cyrillic = [
        "A", "B", "V", "G", "D", "E", "Zh", "Z", "I", "Y", "K", "L", "M", "N", "O", "P",
        "R", "S", "T", "U", "F", "Kh", "Ts", "Ch", "Sh", "Shch", "\"", "Y", "'", "E", "Yu", "Ya",
    ]

    /// Α to Ω (U+03A2, unassigned, as final sigma's place), romanized as in ELOT 743.
    private static let greek = [
        "A", "V", "G", "D", "E", "Z", "I", "Th", "I", "K", "L", "M", "N", "X", "O", "P",
        "R", "S", "S", "T", "Y", "F", "Ch", "Ps", "O",
    ]
}
