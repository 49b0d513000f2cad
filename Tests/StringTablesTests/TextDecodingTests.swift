import TestSupport
import Testing

@testable import StringTables

/// UTF-8 validation, which every `.strings` file goes through before parsing (the parser then
/// makes its strings without checking them again).
struct TextDecodingTests {
    /// Valid sequences of each width and invalid ones of every kind RFC 3629 rules out.
    static let valid: [[UInt8]] = [
        [0x41], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
        [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF3, 0xBF, 0xBF, 0xBF],
    ]
    static let invalid: [[UInt8]] = [
        [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x9F, 0xBF], [0xE1, 0x80],
        [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0x41], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xF1, 0x80, 0x80], [0xFE], [0xFF],
    ]

    /// Each sequence after every length of ASCII from 0 to 17, so that it falls at every place
    /// in the eight-byte words the ASCII runs are read in, with ASCII after it or not.
    @Test func theFirstInvalidSequenceIsFoundWhereverItFalls() {
        var failures: [String] = []
        for prefix in 0...17 {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: prefix)
            for suffix in [[], [UInt8](repeating: UInt8(ascii: "z"), count: 9)] {
                for sequence in Self.valid {
                    let bytes = ascii + sequence + suffix + sequence
                    if let found = TextDecoding.firstInvalidUTF8(bytes) { failures.append("\(bytes): \(found)") }
                }
                for sequence in Self.invalid {
                    let bytes = ascii + Self.valid[prefix % Self.valid.count] + sequence + suffix
                    let expected = prefix + Self.valid[prefix % Self.valid.count].count
                    if TextDecoding.firstInvalidUTF8(bytes) != expected { failures.append("\(bytes): not \(expected)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// Random bytes, mostly text-like: whether they are valid agrees with the standard library.
    @Test func validityAgreesWithTheStandardLibrary() {
        var generator = SplitMix(seed: 14)
        let pieces = Self.valid + Self.invalid + [Array("plain ASCII text ".utf8), Array("中文 العربية".utf8)]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let standard = String(validating: bytes, as: UTF8.self) != nil
            #expect((TextDecoding.firstInvalidUTF8(bytes) == nil) == standard, "\(bytes)")
        }
    }
}

/// A UTF-8 file with one bad byte is UTF-8 with one U+FFFD, never UTF-16 garbage.
struct TextDecodingFallbackTests {
    @Test func aUTF8FileWithOneBadByteIsNotReadAsUTF16() {
        // An even number of bytes, one of them invalid: every pair is also a valid UTF-16 unit.
        var bytes =
            Array("\"plain\" = \"value\";\n\"ascii\" = \"only ascii\";\n\"k\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        if bytes.count % 2 == 1 { bytes.insert(UInt8(ascii: " "), at: 0) }
        let decoded = TextDecoding.decode(bytes)
        #expect(decoded.encoding == .utf8)
        #expect(decoded.invalidOffsets.count == 1)
        let file = StringsFile(bytes: bytes, path: "t.strings")
        #expect(file.dictionary == ["plain": "value", "ascii": "only ascii", "k": "\u{FFFD}"])
    }

    @Test func flawlessUTF16WithoutAMarkAndWithLittleASCIIIsStillRead() {
        let text = "\"中文键\"=\"中文值中文值中文值\";"
        for littleEndian in [true, false] {
            let bytes = text.utf16.flatMap {
                littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)]
            }
            #expect(StringsFile(bytes: bytes, path: "t.strings").dictionary == ["中文键": "中文值中文值中文值"])
        }
    }
}
