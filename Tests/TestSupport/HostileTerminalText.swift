/// Sequences a terminal would act on rather than show (issue 15, point 10), which the tests put
/// in every text each front writes.
public enum HostileTerminalText {
    /// Each sequence, with a name.
    public static let sequences: [(name: String, text: String)] = [
        ("erase line", "\u{1B}[2K"),
        ("carriage return", "over\rwrite"),
        ("OSC 52 clipboard", "\u{1B}]52;c;cHduZWQ=\u{07}"),
        ("OSC 8 link", "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\"),
        ("backspace", "abc\u{8}\u{8}\u{8}xyz"),
        ("right-to-left override", "\u{202E}txt.exe\u{202C}"),
        ("isolate", "\u{2067}isolated\u{2069}"),
    ]

    /// Whether a terminal acts on `scalar`: C0 controls but line feed and tab, DEL, C1 controls,
    /// the invisible line breaks and the bidirectional embeddings, overrides and isolates.
    public static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
