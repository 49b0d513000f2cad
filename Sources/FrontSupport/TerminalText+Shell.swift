extension TerminalText {
    /// `text` on one line: line breaks and tabs become spaces, so a label cannot forge a line.
    package static func flat(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }

    /// `text` as one shell word that pastes safely: as is when it holds only letters, digits and
    /// `._-`, else in single quotes (a single quote inside written `'\''`).
    package static func shellQuoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// Whether `label` pastes back as typed on a command line: one line, nothing to escape, no
    /// whitespace but plain spaces, and short.
    package static func pastesBack(_ label: String) -> Bool {
        label == flat(label) && sanitized(label) == label
            && !label.unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " } && label.count <= 24
    }
}
