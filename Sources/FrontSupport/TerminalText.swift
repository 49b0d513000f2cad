/// Text made safe and fitted for a terminal: untrusted characters shown as visible escapes
/// (`TerminalText+Sanitizing.swift`), an ASCII fallback (`TerminalText+ASCII.swift`), widths
/// counted in terminal cells (`TerminalText+Width.swift`) and lines wrapped without splitting a
/// character (`TerminalText+Wrapping.swift`).
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
        guard line.unicodeScalars.contains(where: { $0 == joiner || $0 == glue }) else { return line }
        var result = ""
        for scalar in line.unicodeScalars where scalar != joiner {
            result.unicodeScalars.append(scalar == glue ? " " : scalar)
        }
        return result
    }
}
