import FrontSupport
import TestSupport
import Testing

/// The quick paths of wrapping, measuring and sanitizing give what the character-by-character
/// forms (`TerminalTextReference`) give, on the same texts: plain ASCII, Latin with accents,
/// Chinese, Arabic, combining marks, escapes, tabs, line breaks, wide characters, emoji, and the
/// fronts' own glue and joiner.
struct TerminalTextDifferentialTests {
    /// Pieces that random texts are made of.
    static let pieces: [String] = [
        "a", "word", "Größe", "é", "e\u{301}", " ", " ", "  ", "\t", "\n", "\r\n", "保存", "文件", "。", "」", "，",
        "مرحبا", "\u{627}\u{64E}", "\\u{1B}", "\\u{", "\\", "u", "{", "”", "’", "…", "–", ".", ",", "!", ")",
        "👍🏽", "🇩🇪", "👨‍👩‍👧", "❤️", "ｶ", "한국어", "\u{F8FF}", "\u{F8FE}", "x\u{F8FE}y", "\u{600}", "Ω", "ß",
        "averyveryverylongword", "\u{A0}", "\u{2014}",
    ]

    /// A random text of up to `pieces` pieces.
    static func text(_ random: inout SplitMix, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...count, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
        return text
    }

    @Test func wrappingGivesWhatTheCharacterByCharacterFormGives() {
        var random = SplitMix(seed: 15)
        for round in 0..<3000 {
            let text = Self.text(&random, pieces: round < 1000 ? 6 : 24)
            let width = Int.random(in: 1...24, using: &random)
            let firstWidth: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...30, using: &random)
            let expected = TerminalTextReference.wrap(text, width: width, firstWidth: firstWidth)
            let lines = TerminalText.wrap(text, width: width, firstWidth: firstWidth)
            #expect(
                lines == expected, "\(text.debugDescription) width \(width) first \(String(describing: firstWidth))")
        }
    }

    /// Long paragraphs, whose finished lines are forgotten as wrapping goes on.
    @Test func longParagraphsGiveWhatTheCharacterByCharacterFormGives() {
        var random = SplitMix(seed: 20)
        for round in 0..<60 {
            var text = ""
            for _ in 0..<Int.random(in: 150...400, using: &random) {
                let piece = Self.pieces.randomElement(using: &random) ?? ""
                text += round % 2 == 0 && piece.contains("\n") ? " " : piece  // half of them one paragraph
            }
            let width = Int.random(in: 1...30, using: &random)
            let firstWidth = Int.random(in: 1...60, using: &random)
            #expect(
                TerminalText.wrap(text, width: width, firstWidth: firstWidth)
                    == TerminalTextReference.wrap(text, width: width, firstWidth: firstWidth),
                "round \(round): width \(width) first \(firstWidth)")
        }
    }

    @Test func narrowTextGivesWhatTheCharacterByCharacterFormGives() {
        // Text of ASCII, Latin letters and typographic punctuation: each scalar one cell.
        let narrow = ["a", "bc", " ", "  ", "ü", "ß", "é", "“", "”", "’", "–", "…", ".", ",", "!", "\\u{1B}", "x"]
        var random = SplitMix(seed: 16)
        for _ in 0..<2000 {
            var text = ""
            let count = Int.random(in: 0...30, using: &random) * (Int.random(in: 0..<10, using: &random) == 0 ? 20 : 1)
            for _ in 0..<count { text += narrow.randomElement(using: &random) ?? "" }
            let width = Int.random(in: 1...30, using: &random)
            let firstWidth = Int.random(in: 1...40, using: &random)
            #expect(
                TerminalText.wrap(text, width: width, firstWidth: firstWidth)
                    == TerminalTextReference.wrap(text, width: width, firstWidth: firstWidth),
                "\(text.debugDescription) \(width) \(firstWidth)")
            #expect(TerminalText.width(of: text) == text.reduce(0) { $0 + TerminalText.width(of: $1) })
        }
    }

    @Test func widthsOfTextsAreTheSumsOfTheirCharacters() {
        var random = SplitMix(seed: 17)
        for _ in 0..<2000 {
            let text = Self.text(&random, pieces: 12)
            #expect(TerminalText.width(of: text) == text.reduce(0) { $0 + TerminalText.width(of: $1) }, "\(text)")
        }
    }

    @Test func sanitizingGivesWhatTheScalarByScalarFormGives() {
        var random = SplitMix(seed: 18)
        let hostile = [
            "\u{1B}", "\r", "\u{7F}", "\u{85}", "\u{200B}", "\u{AD}", "\u{34F}", "\u{2028}", "\u{FEFF}", "\u{FE0F}",
            "\u{E0101}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", "\u{0}", "\t",
        ]
        for round in 0..<3000 {
            var text = Self.text(&random, pieces: 10)
            if round % 3 == 0, let bad = hostile.randomElement(using: &random) {
                text.insert(contentsOf: bad, at: text.startIndex)
                text += bad
            }
            #expect(TerminalText.sanitized(text) == TerminalTextReference.sanitized(text), "\(text.debugDescription)")
        }
    }

    @Test func closingPunctuationIsWhatTheListSaysForEveryCharacter() {
        let list = "。．，、：；！？）」』】〕〉》”’ー々〜…・,.;:!?)]}%"
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if character.isClosingPunctuation != list.contains(character) { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
        #expect(Character("\u{37E}").isClosingPunctuation, "the Greek question mark is a semicolon")
        for character: Character in [";\u{301}", "。\u{FE0F}", "\r\n", "e\u{301}"] {
            #expect(character.isClosingPunctuation == list.contains(character), "\(character)")
        }
    }

    /// Issue 15: the first line may be wider than the others; a cut before an escape left a
    /// line of the others wider than they may be.
    @Test func noLineIsWiderThanItsLimitWhenTheFirstIsWider() {
        let text = TerminalText.sanitized("a \u{10}\0\0\0")
        let lines = TerminalText.wrap(text, width: 8, firstWidth: 20)
        // Before, the second line was `\u{10}\u{00}`, 12 cells.
        #expect(lines == ["a", "\\u{10}", "\\u{00}", "\\u{00}\\u", "{00}"])
        var random = SplitMix(seed: 19)
        for _ in 0..<2000 {
            let text = TerminalText.sanitized(Self.text(&random, pieces: 16))
            let width = Int.random(in: 1...12, using: &random)
            let firstWidth = width + Int.random(in: 0...20, using: &random)
            for (index, line) in TerminalText.wrap(text, width: width, firstWidth: firstWidth).enumerated()
            where line.count > 1 {
                #expect(
                    TerminalText.width(of: line) <= (index == 0 ? firstWidth : width),
                    "\(text.debugDescription) \(width) \(firstWidth): \(line.debugDescription)")
            }
        }
    }
}
