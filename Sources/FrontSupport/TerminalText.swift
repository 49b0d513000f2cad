/// Text made safe and fitted for a terminal: untrusted characters shown as visible escapes
/// (`TerminalText+Sanitizing.swift`), an ASCII fallback (`TerminalText+ASCII.swift`), widths
/// counted in terminal cells (`TerminalText+Width.swift`) and lines wrapped without splitting a
/// character (`TerminalText+Wrapping.swift`, `ParagraphWrapping.swift`). Text that needs none of
/// it is found by a look at its bytes (`TerminalText+Bytes.swift`) and kept as it is.
package enum TerminalText {
    /// A space that ``wrap(_:width:firstWidth:)`` never breaks at, for the fronts' own use (a
    /// private-use character); ``plain(_:)`` turns it back into a plain space.
    package static let glue: Unicode.Scalar = "\u{F8FF}"

    /// A mark of no width that ``wrap(_:width:firstWidth:)`` never breaks beside, for the fronts'
    /// own use (a private-use character); ``plain(_:)`` removes it.
    package static let joiner: Unicode.Scalar = "\u{F8FE}"

    /// `text`, already sanitized, marked so that wrapping keeps it on one line: its spaces glued,
    /// a joiner between its characters (scripts without spaces may otherwise break anywhere).
    package static func keptTogether(_ text: String) -> String {
        var result = ""
        for (index, character) in text.enumerated() {
            if index > 0 { result.unicodeScalars.append(joiner) }
            if character == " " { result.unicodeScalars.append(glue) } else { result.append(character) }
        }
        return result
    }

    /// A wrapped line as printed: glued spaces plain again, joiners gone.
    package static func plain(_ line: String) -> String {
        // Both marks start with the byte EF in UTF-8; most lines have no such byte.
        guard contains(line, byte: 0xEF),
            line.unicodeScalars.contains(where: { $0 == joiner || $0 == glue })
        else { return line }
        var result = ""
        for scalar in line.unicodeScalars where scalar != joiner {
            result.unicodeScalars.append(scalar == glue ? " " : scalar)
        }
        return result
    }
}

extension StringProtocol {
    /// `body` called with the text's UTF-8 bytes, in place where the text stores them so.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
