import Testing

@testable import StringTables

/// A UTF-8 `.strings` file is checked as it is parsed, not decoded first: whatever its bytes,
/// and wherever a bad one falls, the result is what decoding the file first gives.
struct StringsFileUTF8Tests {
    /// Files that take every path through the parser: comments of both kinds, braces, unquoted
    /// tokens, escapes (an unknown one of a character that is not ASCII too), nested values,
    /// strings over lines, duplicates, a missing ';', an unclosed string, text in many scripts.
    static let bases: [String] = [
        "/* Комментарий */\n\"ключ\" = \"значение\";\n// 注释\n\"key\" = \"value that is longer than sixteen\";",
        "{\n  plain_key = unquoted.value;\n  \"中文\" = '保存に失敗しました %1$@ — %2$lld';\n}\n",
        #""escapes" = "a\"b\n\U00E9\UD83D\UDE00\101\é c";"#,
        #""unknown escapes" = "a\zb\ c\8";"#,
        "\"nested\" = { \"a\" = \"б\"; };\n\"after\" = \"ok\";\n\"array\" = ( \"x\" );",
        "\"over\nlines\" = \"فشل\nالحفظ\";\n\"dup\" = \"1\";\n\"dup\" = \"2\";",
        "\"no semicolon\" = \"é\"\n\"next\" = \"next value\";",
        "\"short\" = \"é\"; \"k\"; 'single' = 'quotes';",
        "\"unclosed\" = \"never closed, with ü and more text after it",
        "\"a\" = \"1\"; /* never closed comment with 中",
        "// only a comment with ж\n",
    ]

    /// Bytes that are not UTF-8: a byte no sequence starts with, an overlong form, a sequence cut
    /// short, a surrogate, a lone continuation byte, and one past U+10FFFF.
    static let invalid: [[UInt8]] = [
        [0xFF], [0xC0, 0x80], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0x80], [0xF4, 0x90, 0x80, 0x80],
    ]

    /// Both ways of reading `bytes` agree on everything the file tells.
    func expectSameAsDecodingFirst(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let read = StringsFile(bytes: bytes, path: "t.strings")
        let decoded = StringsFile(bytes: bytes, path: "t.strings", decodingFirst: true)
        #expect(read.table == decoded.table, "\(bytes)", sourceLocation: sourceLocation)
        #expect(read.diagnostics == decoded.diagnostics, "\(bytes)", sourceLocation: sourceLocation)
        #expect(read.entries == decoded.entries, "\(bytes)", sourceLocation: sourceLocation)
        #expect(read.encoding == decoded.encoding, "\(bytes)", sourceLocation: sourceLocation)
    }

    /// Whether the parser, reading `bytes` as they are, finds bytes that are not UTF-8.
    func findsInvalidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: "t.strings", validated: false)
            parser.parse()
            return parser.foundInvalidUTF8
        }
    }

    @Test(arguments: bases)
    func invalidBytesAnywhereGiveWhatDecodingFirstGives(base: String) {
        let text = Array(base.utf8)
        for offset in 0...text.count {
            for bad in Self.invalid {
                var inserted = text
                inserted.insert(contentsOf: bad, at: offset)
                #expect(findsInvalidUTF8(inserted), "\(inserted)")
                expectSameAsDecodingFirst(inserted)
            }
            if offset < text.count {
                var replaced = text
                replaced[offset] = 0xFF
                expectSameAsDecodingFirst(replaced)
            }
        }
    }

    @Test(arguments: bases)
    func validTextAnywhereIsReadWithoutDecoding(base: String) {
        let text = Array(base.utf8)
        #expect(!findsInvalidUTF8(text))
        for offset in 0...text.count {
            for character in ["é", "中", "𝄞", "ж ж"] {
                var inserted = text
                inserted.insert(contentsOf: Array(character.utf8), at: offset)
                // Inside a multi-byte character the insertion breaks it; elsewhere it is text.
                let valid = String(validating: inserted, as: UTF8.self) != nil
                #expect(findsInvalidUTF8(inserted) == !valid, "\(inserted)")
                expectSameAsDecodingFirst(inserted)
            }
        }
    }

    @Test func aByteOrderMarkIsSkippedAndItsTextStillChecked() {
        let text = Array("\"k\" = \"é中\";".utf8)
        expectSameAsDecodingFirst([0xEF, 0xBB, 0xBF] + text)
        expectSameAsDecodingFirst([0xEF, 0xBB, 0xBF] + text + [0xFF])
        #expect(StringsFile(bytes: [0xEF, 0xBB, 0xBF] + text, path: "t").dictionary == ["k": "é中"])
    }

    /// The parser makes its strings without the standard library checking them, telling it
    /// whether they are ASCII: they must be exactly the text, at every length around the
    /// sixteen bytes read at once (and past the fifteen a string holds without storage of its
    /// own), with a character that is not ASCII at every place or none.
    @Test func stringsAreTheTextWhereverTheirCharactersFall() {
        var failures: [String] = []
        for length in 0...40 {
            for place in -1..<length {
                for other in ["é", "中", "𝄞"] {
                    let text = (0..<length).map { $0 == place ? other : "a" }.joined()
                    // As written, and with an escape before it: one that stands for ASCII, and one that does not.
                    for (written, expected) in [
                        (text, text), ("\\n" + text, "\n" + text), ("\\U00E9" + text, "é" + text),
                    ] {
                        let file = StringsFile(bytes: Array("\"\(written)\" = \"\(written)\";".utf8), path: "t")
                        guard let (key, value) = file.table.first, file.table.count == 1 else {
                            failures.append("\(written): \(file.table)")
                            continue
                        }
                        for found in [key, value.otherText] {
                            // A string marked ASCII by mistake still compares equal, but counts
                            // its UTF-16 units as bytes.
                            if found != expected || found.count != expected.count
                                || !found.unicodeScalars.elementsEqual(expected.unicodeScalars)
                                || found.utf16.count != expected.utf16.count
                                || !found.utf16.elementsEqual(expected.utf16)
                                || found.hashValue != expected.hashValue || !Set([expected]).contains(found)
                            {
                                failures.append("\(written): \(found.debugDescription)")
                            }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// An unknown escape of an ASCII character takes the continuation bytes after it as part of
    /// its character; they must still be found not to be UTF-8, as decoding first finds them.
    @Test(
        arguments: [
            [0x80], [0xBF], [0x80, 0x80], [0x80, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func continuationBytesAfterAnUnknownEscapeAreNotUTF8(bad: [UInt8]) {
        for escape in ["z", " ", "8", "x", "u"] {
            let bytes = Array("\"k\" = \"a\\\(escape)".utf8) + bad + Array("b\";".utf8)
            let read = StringsFile(bytes: bytes, path: "t.strings")
            let decoded = StringsFile(bytes: bytes, path: "t.strings", decodingFirst: true)
            #expect(read.table == decoded.table, "\(bytes)")
            #expect(read.diagnostics == decoded.diagnostics, "\(bytes)")
            #expect(read.diagnostics.contains { $0.id == .encoding }, "\(bytes)")
        }
    }
}
