import FrontSupport
import TestSupport
import Testing

/// Wrapping text of every script: Chinese and Japanese break between characters but never before
/// closing punctuation, emoji sequences and combining marks stay whole, escapes are cut before
/// their backslash, and text kept together stays on one line.
struct WrappingScriptsTests {
    @Test func ideographsBreakAnywhereButBeforeClosingPunctuation() {
        #expect(TerminalText.wrap("保存文件失败。请重试。", width: 10) == ["保存文件失", "败。请重", "试。"])
        #expect(TerminalText.wrap("「保存」しました。", width: 6) == ["「保", "存」し", "まし", "た。"])
    }

    /// Japanese, Chinese and Korean line breaking (UAX #14): at no width that leaves a choice does a
    /// line end with an opening bracket or start with closing punctuation or a small kana (at 4
    /// cells, "「OK」" can only be cut).
    @Test(arguments: [
        "入力が対話型ではないため、確認せずに「OK」を選択しました。",
        "ファイル「レポート」をチェックしてください。ちょっと待ってください。",
        "由于输入不是交互式的，已自动选择“确定”（按钮）。",
        "已自動選擇「確定」『按鈕』【注意】。",
    ])
    func noLineEndsOnAnOpeningBracketOrStartsOnAClosingOneOrASmallKana(text: String) {
        let opening: Set<Character> = ["「", "『", "【", "（", "“", "〈", "《"]
        let forbiddenFirst: Set<Character> = ["」", "』", "】", "）", "”", "。", "、", "，", "っ", "ッ", "ゃ", "ょ"]
        for width in 8...40 {
            let lines = TerminalText.wrap(text, width: width)
            #expect(lines.joined() == text, "nothing lost at \(width)")
            for (index, line) in lines.enumerated() {
                #expect(TerminalText.width(of: line) <= width, "\(line) at \(width)")
                #expect(!(line.last.map(opening.contains) ?? false), "“\(line)” ends on an opening bracket at \(width)")
                if index > 0 {
                    #expect(!(line.first.map(forbiddenFirst.contains) ?? false), "“\(line)” starts badly at \(width)")
                }
            }
        }
        // The case: the bracket goes down with what it opens.
        #expect(
            TerminalText.wrap("入力が対話型ではないため、確認せずに「OK」を選択しました。", width: 40) == [
                "入力が対話型ではないため、確認せずに", "「OK」を選択しました。",
            ])
    }

    /// Text kept together that is longer than a line is cut, but where a cut a little earlier
    /// keeps the rules, not before closing punctuation nor after an opening bracket.
    @Test func textKeptTogetherThatMustBeCutIsCutByTheRulesWhereItCanBe() {
        let option = TerminalText.keptTogether("--choose '「下書き」を削除'")
        for width in 10...26 {
            let lines = TerminalText.wrap("再実行: " + option, width: width).map(TerminalText.plain)
            #expect(lines.joined().replacing(" ", with: "") == "再実行:--choose'「下書き」を削除'", "at \(width)")
            for line in lines {
                #expect(line.last != "「", "“\(line)” at \(width): \(lines)")
                #expect(line.first != "」", "“\(line)” at \(width): \(lines)")
            }
        }
    }

    @Test func emojiSequencesAreNeverSplit() {
        #expect(TerminalText.wrap("👍🏽👍🏽👍🏽", width: 4) == ["👍🏽👍🏽", "👍🏽"])
        #expect(TerminalText.wrap("🇩🇪🇩🇪🇩🇪", width: 5) == ["🇩🇪🇩🇪", "🇩🇪"])
        #expect(TerminalText.wrap("a👨‍👩‍👧b", width: 1) == ["a", "👨‍👩‍👧", "b"], "wider than the line: a line of its own")
    }

    @Test func combiningMarksStayWithTheirLetter() {
        #expect(TerminalText.wrap("cafe\u{301} cafe\u{301}", width: 4) == ["cafe\u{301}", "cafe\u{301}"])
        #expect(TerminalText.wrap("Gro\u{308}ße Gro\u{308}ße", width: 7) == ["Gro\u{308}ße", "Gro\u{308}ße"])
    }

    @Test func rightToLeftTextBreaksAtSpacesAndEscapedControlsBeforeTheirBackslash() {
        #expect(TerminalText.wrap("مرحبا بالعالم", width: 6) == ["مرحبا", "بالعال", "م"])
        let hostile = TerminalText.sanitized("abc\u{202E}def")
        #expect(hostile == "abc\\u{202E}def")
        #expect(TerminalText.wrap(hostile, width: 8) == ["abc", "\\u{202E}", "def"])
    }

    @Test func textKeptTogetherStaysOnOneLine() {
        let text = "run " + TerminalText.keptTogether("--choose Retry") + " now"
        #expect(TerminalText.wrap(text, width: 16).map(TerminalText.plain) == ["run", "--choose Retry", "now"])
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

    /// The first line may be wider than the others; a cut before an escape once left a line of
    /// the others wider than they may be.
    @Test func noLineIsWiderThanItsLimitWhenTheFirstIsWider() {
        let text = TerminalText.sanitized("a \u{10}\0\0\0")
        // Before, the second line was `\u{10}\u{00}`, 12 cells.
        #expect(TerminalText.wrap(text, width: 8, firstWidth: 20) == ["a", "\\u{10}", "\\u{00}", "\\u{00}\\u", "{00}"])
    }
}

/// Random texts of every kind, wrapped and sanitized: nothing crashes, nothing is lost, no line
/// is wider than its limit, and nothing that could move the cursor or reorder text gets through.
struct TerminalTextPropertyTests {
    /// Pieces that random texts are made of.
    static let pieces: [String] = [
        "a", "word", "Größe", "é", "e\u{301}", " ", " ", "  ", "\t", "\n", "\r\n", "保存", "文件", "。", "」", "，",
        "مرحبا", "\u{627}\u{64E}", "\\u{1B}", "\\u{", "\\", "u", "{", "”", "’", "…", "–", ".", ",", "!", ")",
        "👍🏽", "🇩🇪", "👨‍👩‍👧", "❤️", "ｶ", "한국어", "\u{F8FF}", "\u{F8FE}", "x\u{F8FE}y", "\u{600}", "Ω", "ß",
        "averyveryverylongword", "\u{A0}", "\u{2014}",
    ]

    /// Pieces that a terminal must never receive as they are.
    static let hostile = [
        "\u{1B}", "\r", "\u{7F}", "\u{85}", "\u{200B}", "\u{AD}", "\u{34F}", "\u{2028}", "\u{FEFF}", "\u{FE0F}",
        "\u{E0101}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", "\u{0}", "\t", "\u{202E}", "\u{2066}",
    ]

    static func text(_ random: inout SplitMix, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...count, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
        return text
    }

    /// The scalars wrapping may drop or change: spaces and tabs (at a break), line feeds (between
    /// lines) and the fronts' glue and joiner.
    static func printed(_ text: some StringProtocol) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !" \t\n\u{F8FF}\u{F8FE}".unicodeScalars.contains($0) }
    }

    @Test func wrappingKeepsEveryCharacterAndEveryLineFitsItsLimit() {
        var random = SplitMix(seed: 15)
        for round in 0..<3000 {
            let text = Self.text(&random, pieces: round < 1000 ? 6 : 60)
            let width = Int.random(in: 1...24, using: &random)
            let firstWidth = Bool.random(using: &random) ? width : Int.random(in: 1...(width + 30), using: &random)
            let lines = TerminalText.wrap(text, width: width, firstWidth: firstWidth)
            let context = "\(text.debugDescription) width \(width) first \(firstWidth)"
            #expect(Self.printed(lines.joined()) == Self.printed(text), "\(context)")
            for (index, line) in lines.enumerated() where line.count > 1 {
                #expect(TerminalText.width(of: line) <= (index == 0 ? firstWidth : width), "\(context): \(line)")
            }
        }
    }

    @Test func sanitizedTextHoldsNoControlAndSanitizingItAgainChangesNothing() {
        var random = SplitMix(seed: 18)
        for round in 0..<3000 {
            var text = Self.text(&random, pieces: 10)
            if round % 3 == 0, let bad = Self.hostile.randomElement(using: &random) {
                text.insert(contentsOf: bad, at: text.startIndex)
                text += bad
            }
            let safe = TerminalText.sanitized(text)
            let raw = safe.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                    || [0x200B, 0x2028, 0x2029, 0xFEFF, 0xF8FE, 0xF8FF].contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(raw.isEmpty, "\(text.debugDescription) → \(safe.debugDescription)")
            #expect(TerminalText.sanitized(safe) == safe, "\(text.debugDescription)")
        }
    }

    /// The rule of ``TerminalText/needsEscape(_:)``, checked for every scalar against Unicode's
    /// default ignorable code points (the Swift runtime's copy of DerivedCoreProperties.txt).
    @Test func everyScalarIsEscapedAsTheRuleSays() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped: Bool
            switch value {
            case 0x0A, 0x09, 0x20...0x7E: escaped = false  // line feed, tab, printable ASCII
            case 0x200C, 0x200D, 0x200E, 0x200F, 0x061C: escaped = false  // joiners and bidirectional marks
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xF8FE, 0xF8FF: escaped = true
            case 0xFFF9...0xFFFB: escaped = true  // interlinear annotation, which can hide text
            default: escaped = scalar.properties.isDefaultIgnorableCodePoint
            }
            if TerminalText.needsEscape(scalar) != escaped { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
    }
}
