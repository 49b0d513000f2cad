import TestSupport
import Testing

@testable import StringTables

/// The `.strings` parser checks UTF-8 as it reads, in 16-byte blocks, and falls back to decoding
/// the file first when it meets bytes that are not UTF-8. Generated files, made of every kind of
/// token with bytes that are not UTF-8 (and valid characters of every width) at every distance
/// from the blocks' edges, must read as decoding them first reads them.
struct StringsUTF8FuzzTests {
    static let invalid: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
        [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x80], [0xBF], [0xC3], [0xE4, 0xB8],
        [0xF0, 0x9F, 0x98], [0xC3, 0xC3], [0xE4, 0x41, 0x80],
    ]
    static let valid = [
        "é", "中", "𝄞", "ж", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "\u{2028}", "\u{FEFF}",
    ]
    static let escapes = [
        "\\n", "\\\"", "\\'", "\\\\", "\\U00E9", "\\UD83D\\UDE00", "\\UD83D", "\\101", "\\377", "\\z", "\\é", "\\\n",
        "\\\r\n", "\\U", "\\8",
    ]
    static let between = [" ", "\n", "\r\n", "\r", "\t", "/* c */", "// c\n", "/* é */", "// 中\n", "\u{0}", ""]

    static func piece(_ random: inout SplitMix, badChance: Int) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: return Array(String(repeating: "a", count: Int.random(in: 0...20, using: &random)).utf8)
        case 4, 5: return Array((valid.randomElement(using: &random) ?? "é").utf8)
        case 3, 6: return Array((escapes.randomElement(using: &random) ?? "\\n").utf8)
        case 7:
            return Int.random(in: 0..<badChance, using: &random) == 0
                ? invalid.randomElement(using: &random) ?? [0xFF] : [0x20]
        case 8:
            return Array(
                ["\n", "\r", "\u{0}", "\t", "%", "'"].randomElement(using: &random).map { Array($0.utf8) } ?? [])
        default: return Array(String(repeating: "b", count: Int.random(in: 14...18, using: &random)).utf8)
        }
    }

    static func quoted(_ random: inout SplitMix, badChance: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x22]
        for _ in 0..<Int.random(in: 0...6, using: &random) { bytes += piece(&random, badChance: badChance) }
        // Now and then a string with no closing quote.
        if Int.random(in: 0..<40, using: &random) != 0 { bytes.append(0x22) }
        return bytes
    }

    static func file(_ random: inout SplitMix, badChance: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            bytes += Array((between.randomElement(using: &random) ?? " ").utf8)
            if Int.random(in: 0..<20, using: &random) == 0 { bytes += invalid.randomElement(using: &random) ?? [] }
            bytes += quoted(&random, badChance: badChance)
            bytes += Array(([" = ", "=", " =\n", ";", " = "].randomElement(using: &random) ?? " = ").utf8)
            bytes +=
                Int.random(in: 0..<8, using: &random) == 0
                ? Array("unquoted.value".utf8) : quoted(&random, badChance: badChance)
            bytes += Array(([";", "", " ;", ";\n"].randomElement(using: &random) ?? ";").utf8)
        }
        return bytes
    }

    @Test(arguments: [3, 30, 1_000_000])
    func generatedFilesReadAsDecodingThemFirstReads(badChance: Int) {
        var random = SplitMix(seed: UInt64(badChance))
        var failures: [[UInt8]] = []
        var invalidCount = 0
        for _ in 0..<6000 {
            let bytes = Self.file(&random, badChance: badChance)
            let read = StringsFile(bytes: bytes, path: "t.strings")
            let decoded = StringsFile(bytes: bytes, path: "t.strings", decodingFirst: true)
            if decoded.diagnostics.contains(where: { $0.id == LocalizationDiagnostic.ID.encoding }) {
                invalidCount += 1
            }
            let sameTable = read.table == decoded.table
            let sameDiagnostics = read.diagnostics == decoded.diagnostics
            let sameEntries = read.entries == decoded.entries
            if !sameTable || !sameDiagnostics || !sameEntries || read.encoding != decoded.encoding {
                failures.append(bytes)
            }
            for (key, value) in read.table {
                for text in [key, value.otherText]
                where text.utf16.count != text.unicodeScalars.reduce(0, { $0 + $1.utf16.count }) {
                    failures.append(bytes)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) files differ, first: \(failures.prefix(3))")
        if badChance < 100 { #expect(invalidCount > 100) }
    }
}
