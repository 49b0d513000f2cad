import Foundation
import Testing

@testable import FrontSupport

/// The generated display-width table: its shape, and against Debian's unicode-data when it is
/// installed (`apt-get install unicode-data`; CI installs it).
struct DisplayWidthTableTests {
    @Test func runsStartAtZeroAscendAndEachDiffersFromTheOneBefore() throws {
        let runs = DisplayWidthTable.runs
        #expect(runs.first == 0)
        for (before, after) in zip(runs, runs.dropFirst()) {
            #expect(before >> 8 < after >> 8, "runs out of order at U+\(String(after >> 8, radix: 16))")
            #expect(before & 0xFF != after & 0xFF, "equal runs not merged at U+\(String(after >> 8, radix: 16))")
        }
        #expect(try #require(runs.last) >> 8 <= 0x10FFFF)
    }

    @Test func lookupsFindTheRunAScalarIsIn() {
        #expect(DisplayWidthTable.properties(of: "a") == [])
        #expect(DisplayWidthTable.properties(of: "#") == [.emoji])
        #expect(DisplayWidthTable.properties(of: "\u{1100}") == [.eastAsianWide])
        #expect(DisplayWidthTable.properties(of: "\u{115F}") == [.eastAsianWide])
        #expect(DisplayWidthTable.properties(of: "\u{1160}") == [.hangulJamoVowelOrFinal])
        #expect(DisplayWidthTable.properties(of: "\u{1F1E6}").contains(.regionalIndicator))
        #expect(DisplayWidthTable.properties(of: "\u{1F3FD}").contains(.emojiModifier))
        #expect(DisplayWidthTable.properties(of: "\u{10FFFF}") == [])
    }

    @Test(.enabled(if: UnicodeSource.isInstalled, UnicodeSource.missing))
    func everyScalarHasTheEastAsianWidthAndEmojiPresentationOfTheData() throws {
        var checked = 0
        var failures: [String] = []
        for (scalars, value) in try UnicodeSource.ranges(in: "EastAsianWidth.txt") {
            let wide = value == "W" || value == "F"
            for scalar in scalars where DisplayWidthTable.properties(of: scalar).contains(.eastAsianWide) != wide {
                failures.append("U+\(String(scalar.value, radix: 16, uppercase: true)) is East_Asian_Width \(value)")
            }
            checked += scalars.count
        }
        for (scalars, property) in try UnicodeSource.ranges(in: "emoji/emoji-data.txt") {
            let expected: DisplayWidthTable.Properties? =
                switch property {
                case "Emoji_Presentation": .emojiPresentation
                case "Extended_Pictographic": .extendedPictographic
                default: nil
                }
            guard let expected else { continue }
            for scalar in scalars where !DisplayWidthTable.properties(of: scalar).contains(expected) {
                failures.append("U+\(String(scalar.value, radix: 16, uppercase: true)) is \(property)")
            }
            checked += scalars.count
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(checked > 100_000)
    }

    @Test(
        .enabled(if: UnicodeSource.isInstalled, UnicodeSource.missing),
        .enabled(if: UnicodeSource.python != nil, "python3 is needed to run Scripts/generate-width-table.py"))
    func theCommittedTableIsWhatTheScriptMakesFromTheInstalledData() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("width-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(UnicodeSource.python))
        process.arguments = [package.appendingPathComponent("Scripts/generate-width-table.py").path, output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fresh = try Data(contentsOf: output)
        let committed = try Data(
            contentsOf: package.appendingPathComponent("Sources/FrontSupport/Generated/DisplayWidthTable.swift"))
        #expect(
            fresh == committed,
            "DisplayWidthTable.swift drifted from the installed Unicode data; run python3 Scripts/generate-width-table.py"
        )
    }
}

/// Reads the Unicode Character Database's files the simple way: `first..last ; value # comment`.
enum UnicodeSource {
    static let root = ProcessInfo.processInfo.environment["UNICODE_ROOT"] ?? "/usr/share/unicode"
    static var isInstalled: Bool { FileManager.default.fileExists(atPath: root + "/EastAsianWidth.txt") }
    static var missing: Comment { "Unicode data is not installed at \(root); apt-get install unicode-data" }

    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The scalars (surrogate code points left out) and the value of every data line of `file`.
    static func ranges(in file: String) throws -> [([Unicode.Scalar], String)] {
        try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n").compactMap { line in
            let fields = line.prefix { $0 != "#" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { return nil }
            let ends = fields[0].split(separator: ".").compactMap { UInt32($0, radix: 16) }
            guard let first = ends.first, let last = ends.last else { return nil }
            return ((first...last).compactMap(Unicode.Scalar.init), fields[1])
        }
    }
}
