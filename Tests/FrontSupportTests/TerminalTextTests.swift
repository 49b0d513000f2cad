import FrontSupport
import Testing

struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[2J\u{1B}]0;pwned\u{07}title", "\\u{1B}[2J\\u{1B}]0;pwned\\u{07}title"),
        ("a\u{202E}txt.exe", "a\\u{202E}txt.exe"),
        ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ("del\u{7F} c1\u{85}\u{9B}", "del\\u{7F} c1\\u{85}\\u{9B}"),
        ("keeps\ttabs\nand lines", "keeps\ttabs\nand lines"),
        ("crlf\r\nonly cr\rend", "crlf\nonly cr\\u{0D}end"),
        ("nul\u{0}", "nul\\u{00}"),
    ])
    func untrustedTextBecomesVisibleEscapes(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    @Test func widthsCountTerminalCells() {
        #expect(TerminalText.width(of: "abc") == 3)
        #expect(TerminalText.width(of: "保存失败") == 8)
        #expect(TerminalText.width(of: "ｶﾀｶﾅ") == 4, "half-width katakana is narrow")
        #expect(TerminalText.width(of: "e\u{301}") == 1, "a combining accent takes no cell")
        #expect(TerminalText.width(of: "👍🏽") == 2)
        #expect(TerminalText.width(of: "👨‍👩‍👧") == 2, "one family emoji")
        #expect(TerminalText.width(of: "❤️") == 2)
        #expect(TerminalText.width(of: "한국어") == 6)
    }

    @Test func wrappingBreaksAtSpacesAndBetweenIdeographsNeverInsideACharacter() {
        #expect(
            TerminalText.wrap("The file couldn’t be saved to the disk.", width: 12) == [
                "The file", "couldn’t be", "saved to the", "disk.",
            ])
        #expect(TerminalText.wrap("文件无法存储到磁盘上", width: 8) == ["文件无法", "存储到磁", "盘上"])
        #expect(TerminalText.wrap("averyveryverylongword ok", width: 8) == ["averyver", "yverylon", "gword ok"])
        #expect(TerminalText.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(TerminalText.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        for line in TerminalText.wrap("Сохранение не удалось: на диске недостаточно места.", width: 20) {
            #expect(TerminalText.width(of: line) <= 20)
        }
    }

    @Test func asciiFallbackKeepsTheMeaning() {
        #expect(
            TerminalText.ascii("The file “notes.txt” couldn’t be found…")
                == "The file \"notes.txt\" couldn't be found...")
        #expect(TerminalText.ascii("保存") == "??", "one ? a character, as iconv writes it: never an escape")
    }

    @Test(arguments: [
        ("Нет подключения к интернету.", "Net podklyucheniya k internetu."),
        ("Щёлкните «Повторить»", "Shchelknite \"Povtorit'\""),
        ("Їжак і ґанок", "Izhak i ganok"),
        ("Ωμέγα και άλφα", "Omega kai alfa"),
        ("Crème brûlée à Zürich", "Creme brulee a Zurich"),
        ("Straße, Æsir, Øre, Łódź, þing", "Strasse, AEsir, Ore, Lodz, thing"),
        ("e\u{301}\u{316} z\u{35C}", "e z"),
        ("Tiếng Việt", "Tieng Viet"),
        ("[Ţĥé ƒíļé çóúļð ñóţ ƀé ɱóṽéð lorem]", "[The file could not be moved lorem]"),
        ("Ɓ ɓ Ɗ ɗ Ƙ ƙ Ƴ ƴ Ȥ ȥ", "B b D d K k Y y Z z"),
        ("👩‍👩‍👧‍👦 🇫🇷 漢字 한국어 مرحبا", "? ? ?? ??? ?????"),
        ("a\\u{1B}b", "a\\u{1B}b"),
    ])
    func asciiTransliteratesLettersAndNeverWritesAnEscapeForOne(text: String, expected: String) {
        let ascii = TerminalText.ascii(TerminalText.sanitized(text))
        #expect(ascii == expected)
        #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
    }
}

/// Where wrapping breaks a line: tabs, closing punctuation, escapes, the first line's width.
struct WrappingBreakTests {
    @Test func tabsCountAndSpacesAtABreakAreDropped() {
        #expect(TerminalText.wrap("a\tb", width: 10) == ["a    b"])
        let lines = TerminalText.wrap("Saved it all.  Next sentence here.", width: 14)
        #expect(lines == ["Saved it all.", "Next sentence", "here."])
        #expect(!TerminalText.wrap("a      b", width: 3).contains(""))
    }

    @Test func closingPunctuationNeverStartsALine() {
        for width in 4...12 {  // narrower, two wide characters cannot share a line
            for line in TerminalText.wrap("请检查网络连接，然后重试。「保存」しました。", width: width).dropFirst() {
                #expect(line.first?.isClosingPunctuationForTest == false, "width \(width): \(line)")
            }
        }
    }

    @Test func escapesAreCutBeforeTheBackslash() {
        let escapes = TerminalText.sanitized(String(repeating: "\u{200B}", count: 8))
        for line in TerminalText.wrap(escapes, width: 20) {
            #expect(line.hasPrefix("\\u{"), "\(line)")
        }
    }

    @Test func theFirstLineHasItsOwnWidth() {
        #expect(TerminalText.wrap("aa bb cc dd", width: 5, firstWidth: 2) == ["aa", "bb cc", "dd"])
    }
}

extension Character {
    var isClosingPunctuationForTest: Bool { "。，、」』）".contains(self) }
}

/// Wrapped lines keep their indentation and never exceed their width.
struct WrappingWidthTests {
    @Test func leadingIndentationIsKept() {
        #expect(TerminalText.wrap("\tindented\n  - item one", width: 40) == ["    indented", "  - item one"])
    }

    @Test func noLineIsEverWiderThanItsLimit() {
        let samples = [
            TerminalText.sanitized("x\u{1B}a日本"), "日本語の文章です。とても長い", "ab\\u{1B}cd日本 ef",
            TerminalText.ascii("保存しました。よろしいですか"), TerminalText.sanitized(String(repeating: "\u{200B}", count: 6)),
        ]
        for text in samples {
            for width in 3...14 {
                for firstWidth in [width, width + 3, max(1, width - 2)] {
                    let lines = TerminalText.wrap(text, width: width, firstWidth: firstWidth)
                    for (index, line) in lines.enumerated() where line.count > 1 {
                        #expect(TerminalText.width(of: line) <= (index == 0 ? firstWidth : width), "\(text) \(width)")
                    }
                }
            }
        }
    }
}

/// Characters that show nothing and could hide text are escaped; the joiners scripts and emoji
/// need are kept.
struct InvisibleCharacterTests {
    @Test(arguments: [
        ("a\u{200B}b", "a\\u{200B}b"),
        ("tag:\u{E0041}\u{E0042}", "tag:\\u{E0041}\\u{E0042}"),
        ("join\u{2060}er", "join\\u{2060}er"),
        ("filler\u{3164}", "filler\\u{3164}"),
        ("glue\u{F8FF}", "glue\\u{F8FF}"),
        ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
        ("flag \u{1F3F4}\u{E0072}\u{E006D}", "flag \u{1F3F4}\\u{E0072}\\u{E006D}"),
        ("smuggled\u{1F600}\u{E0101}\u{E0102}", "smuggled\u{1F600}\u{E0101}\\u{E0102}"),
        ("\u{FE0F}alone", "\\u{FE0F}alone"),
    ])
    func invisibleCharactersAreEscaped(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }
}

/// Text that needs no escape is kept as it is; a CR LF pair is one character.
struct PlainTextTests {
    @Test func latinLettersAndSignsTakeOneCellButTheSoftHyphen() {
        for value in UInt32(0xA0)...0x2FF where value != 0xAD {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TerminalText.width(of: Character(scalar)) == 1, "U+\(String(value, radix: 16))")
            #expect(TerminalText.width(of: String(Character(scalar))) == 1, "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.width(of: "\u{AD}") == 0, "the soft hyphen shows nothing")
        #expect(TerminalText.width(of: "Größe – “ok”…") == 13)
        #expect(TerminalText.width(of: "Gro\u{308}ße") == 5, "a combining mark takes no cell")
    }

    @Test func textWithNothingToEscapeIsKeptAsItIs() {
        for text in ["plain ASCII", "Größe “ok” – 保存 👍🏽", "tab\tand\nline", "☺️ e\u{301}"] {
            #expect(TerminalText.sanitized(text) == text)
        }
        #expect(TerminalText.sanitized("a\r\nb") == "a\nb")
    }

    @Test func aCRLFPairIsOneCharacterNotALineBreak() {
        #expect(TerminalText.wrap("a\r\nb\nc", width: 10) == ["a\r\nb", "c"])
        #expect(TerminalText.wrap("fits\n", width: 4) == ["fits", ""])
        #expect(TerminalText.wrap("fits  ", width: 10) == ["fits"], "spaces at the end of a line are dropped")
    }

    @Test(arguments: [
        ("de_DE.UTF-8", true), ("en_US.utf8", true), ("C.UTF-8", true), ("tr_TR.Utf-8", true), ("C", false),
        ("POSIX", false), ("ja_JP.eucJP", false), ("utf", false), ("xutf-9", false),
    ])
    func aLocaleNamingUTF8InAnyCaseShowsUnicode(locale: String, expected: Bool) {
        #expect(TerminalEnvironment.supportsUnicode(environment: ["LANG": locale]) == expected)
        #expect(TerminalEnvironment.supportsUnicode(environment: ["LC_ALL": locale, "LANG": "C"]) == expected)
    }
}
