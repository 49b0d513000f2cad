import FrontSupport
import Testing

/// Widths in terminal cells, by the rules of `TerminalText.width(of:)`.
struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("e\u{301}", 1), ("保存失败", 8), ("한", 2), ("한국어", 6), ("ｱ", 1), ("ｶﾀｶﾅ", 4), ("Ａ", 2),
        ("مرحبا", 5), ("α", 1), ("\u{20000}", 2),
    ])
    func lettersTakeOneCellAndEastAsianWideOnesTwo(text: String, cells: Int) {
        #expect(TerminalText.width(of: text) == cells)
    }

    @Test(arguments: [
        ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇩🇪", 2), ("⌚", 2), ("☺", 1), ("☺️", 2), ("❤️", 2), ("1️⃣", 2), ("☝🏽", 2),
        ("🏳️‍🌈", 2), ("❤\u{200D}🔥", 2), ("🌡", 1), ("🌡️", 2), ("\u{1F1E9}", 1), ("a\u{FE0F}", 1),
    ])
    func emojiSequencesTakeTwoCellsAndTextStyleSymbolsOne(text: String, cells: Int) {
        #expect(TerminalText.width(of: text) == cells)
    }

    @Test(arguments: [
        ("\u{301}", 0), ("\u{20DD}", 0), ("\u{200D}", 0), ("\u{00AD}", 0), ("\u{07}", 0), ("\r\n", 0),
        ("\u{3099}", 0), ("\u{1161}", 0), ("\u{11A8}", 0), ("\u{1100}\u{1161}\u{11A8}", 2),
    ])
    func marksFormatCharactersControlsAndJoiningJamoTakeNoCell(text: String, cells: Int) {
        #expect(TerminalText.width(of: text) == cells)
    }

    /// A conjunct such as स्ते is one character (Unicode's grapheme rule GB9c), and its first
    /// scalar decides its width, as for every character.
    @Test func devanagariCountsOneCellACharacter() {
        #expect("नमस्ते".count == 3)
        #expect(TerminalText.width(of: "नमस्ते") == 3)
    }

    @Test func theRightBorderOfABoxLinesUp() {
        let lines = [
            "Latin e\u{301}", "保存失败", "👍🏽 👨‍👩‍👧 🇩🇪", "مرحبا", "नमस्ते", "한국어 ｱ Ａ", "⌚ ☺ ☺️",
        ]
        let inner = lines.map { TerminalText.width(of: $0) }.max() ?? 0
        let rule = String(repeating: "─", count: inner + 2)
        let rows = lines.map { "│ " + $0 + String(repeating: " ", count: inner - TerminalText.width(of: $0)) + " │" }
        // The padding below is what a terminal needs; an editor may draw it crooked.
        #expect(
            (["┌" + rule + "┐"] + rows + ["└" + rule + "┘"]).joined(separator: "\n") == """
                ┌─────────────┐
                │ Latin e\u{301}     │
                │ 保存失败    │
                │ 👍🏽 👨‍👩‍👧 🇩🇪    │
                │ مرحبا       │
                │ नमस्ते         │
                │ 한국어 ｱ Ａ │
                │ ⌚ ☺ ☺️     │
                └─────────────┘
                """)
    }

    @Test func wideCharactersAreBreakOpportunitiesForWrapping() {
        #expect(TerminalText.isWide(0x4FDD))  // 保
        #expect(TerminalText.isWide(0xFF21))  // Ａ
        #expect(TerminalText.isWide(0x1F44D))  // 👍
        #expect(!TerminalText.isWide(0xFF71))  // ｱ
        #expect(!TerminalText.isWide(0x263A))  // ☺
        #expect(!TerminalText.isWide(0xD800))  // not a scalar
        #expect(TerminalText.wrap("保存😀失败", width: 4) == ["保存", "😀失", "败"])
    }
}
