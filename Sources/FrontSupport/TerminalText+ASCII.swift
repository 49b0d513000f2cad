internal import StringTables

extension TerminalText {
    /// `text` for a terminal that shows only ASCII: typographic punctuation becomes its ASCII
    /// look-alike, and anything else outside ASCII a visible `\u{…}` escape.
    package static func ascii(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case glue: result.unicodeScalars.append(glue)
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{2032}": result += "'"
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2033}": result += "\""
            case "\u{2013}", "\u{2014}", "\u{2212}": result += "-"
            case "\u{2026}": result += "..."
            case "\u{00A0}", "\u{202F}", "\u{2009}": result += " "
            case "\u{2022}", "\u{00B7}": result += "*"
            case "\u{2190}": result += "<-"
            case "\u{2192}": result += "->"
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += InvisibleCharacter.escape(scalar)
                }
            }
        }
        return result
    }
}
