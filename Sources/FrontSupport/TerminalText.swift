/// Text made safe and fitted for a terminal: untrusted characters shown as visible escapes
/// (`TerminalText+Sanitizing.swift`), an ASCII fallback (`TerminalText+ASCII.swift`), widths
/// counted in terminal cells (`TerminalText+Width.swift`) and lines wrapped without splitting a
/// character (`TerminalText+Wrapping.swift`).
package enum TerminalText {
    /// A space that ``wrap(_:width:firstWidth:)`` never breaks at, for the report's own use
    /// (a private-use character); the report prints it as a plain space.
    package static let glue: Unicode.Scalar = "\u{F8FF}"
}
