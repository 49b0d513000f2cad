import TestSupport
import Testing

@testable import StringTables

/// UTF-8 validation: of catalogs and `.stringsdict` files before they are parsed, and of
/// `.strings` files as they are (the parser checks its strings' multi-byte characters with
/// ``TextDecoding/skipSequences(from:end:)``, and makes them without checking them again).
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

    /// Runs of characters of one width (read several at a time) and of two widths in turn, with
    /// an invalid sequence at every place in them, then ASCII, more of the run, or nothing.
    @Test func theFirstInvalidSequenceIsFoundWhereverItFallsInARun() {
        let units: [[UInt8]] = [
            Array("ж".utf8), [0xC2, 0x80], Array("中".utf8), [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            Array("𝄞".utf8), [0xF4, 0x8F, 0xBF, 0xBF], Array("жй".utf8), Array("ж中".utf8),
        ]
        var failures: [String] = []
        for unit in units {
            for count in 0...10 {
                let run = Array([[UInt8]](repeating: unit, count: count).joined())
                for suffix in [[], Array("z".utf8), [UInt8](repeating: UInt8(ascii: "z"), count: 9), run] {
                    if let found = TextDecoding.firstInvalidUTF8(run + suffix) {
                        failures.append("\(run + suffix): \(found)")
                    }
                    for sequence in Self.invalid
                    where TextDecoding.firstInvalidUTF8(run + sequence + suffix) != run.count {
                        failures.append("\(run + sequence + suffix): not \(run.count)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// Where the standard library's decoder finds the first invalid sequence, by the lengths of
    /// the valid scalars before it.
    static func standardFirstInvalid(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Four bytes from lead and continuation values at the edges of every rule, after runs of
    /// two- and three-byte characters of every length up to a word and before more of them:
    /// the first invalid sequence is where the standard library finds it.
    @Test func theFirstInvalidSequenceIsWhereTheStandardLibraryFindsIt() {
        let leads: [UInt8] = [
            0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8,
            0xFF,
        ]
        let seconds: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF,
        ]
        let thirds: [UInt8] = [0x41, 0x80, 0x9F, 0xA0, 0xBF, 0xC0]
        let fourths: [UInt8] = [0x41, 0x80, 0xBF]
        let contexts: [(before: [UInt8], after: [UInt8])] =
            (0...4).map { (Array(String(repeating: "ж", count: $0).utf8), Array("中中中".utf8)) }
            + (0...3).map { (Array(String(repeating: "中", count: $0).utf8), Array("жжжжж".utf8)) }
            + [([], []), (Array("ascii".utf8), Array("ascii text".utf8))]
        var failures: [String] = []
        for lead in leads {
            for second in seconds {
                for third in thirds {
                    for fourth in fourths {
                        for (before, after) in contexts {
                            let bytes = before + [lead, second, third, fourth] + after
                            let expected = Self.standardFirstInvalid(bytes)
                            if TextDecoding.firstInvalidUTF8(bytes) != expected {
                                failures.append("\(bytes): not \(expected as Any)")
                            }
                        }
                    }
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
