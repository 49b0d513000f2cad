import Foundation
import StringTables
import Testing

/// Every `.strings` file of the shared corpus of real apps' tables.
@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusStringsTests {
    static let files = Corpus.files(["strings"])

    @Test func theCorpusHasItsStringsFiles() {
        #expect(Self.files.count == 64)
    }

    @Test(arguments: files)
    func matchesPropertyListSerializationWhereItReadsTheFile(path: String) throws {
        let bytes = try Corpus.bytes(path)
        let parsed = StringsFile(bytes: bytes, path: path)
        let expected = StringsFileTests.foundation(bytes)
        if !parsed.hasErrors {
            #expect(parsed.dictionary == expected ?? [:])
        } else {
            // On a broken file Foundation stops early and silently returns what it read so far
            // (or nothing); we report the problem and must still hold everything it returned.
            let ours = parsed.dictionary
            let lost = (expected ?? [:]).filter { ours[$0.key] != $0.value }
            #expect(lost.isEmpty, "Foundation read entries we lost: \(lost.keys.sorted())")
            #expect(ours.count > (expected ?? [:]).count, "we should read past the problem")
        }
    }

    @Test(arguments: files)
    func entryCountsMatchSOURCES(path: String) throws {
        let listed = try #require(Corpus.listedCounts[path], "SOURCES.md lists \(path)")
        let parsed = StringsFile(bytes: try Corpus.bytes(path), path: path)
        if let listed {
            #expect(parsed.entries.count == listed)
            #expect(!parsed.hasErrors, "\(parsed.diagnostics.filter { $0.severity == .error })")
        } else {
            #expect(parsed.hasErrors, "SOURCES.md marks \(path) malformed")
        }
    }

    /// SOURCES.md names the line of each malformed file's mistake; we must point at the same line.
    @Test(arguments: [
        ("sparkle-project__Sparkle/_history/d348f19b0700/Sparkle/he.lproj/Sparkle.strings", 161),
        ("sparkle-project__Sparkle/_history/b3d413668e06/Sparkle/en.lproj/Sparkle.strings", 5),
        ("sparkle-project__Sparkle/_history/57d9a780b8a0/Sparkle/tr.lproj/Sparkle.strings", 7),
        ("coteditor__CotEditor/_history/79513feb0517/CotEditor/pt.lproj/Localizable.strings", 286),
        ("coteditor__CotEditor/_history/6a9a443810bf/CotEditor/it.lproj/Localizable.strings", 861),
    ])
    func malformedFilesArePinnedToTheirLine(path: String, line: Int) throws {
        let parsed = StringsFile(bytes: try Corpus.bytes(path), path: path)
        let first = try #require(
            parsed.diagnostics.first { $0.severity >= .warning && $0.message.contains("duplicate") == false })
        #expect(first.location?.line == line, "\(first)")
        // Everything else in the file still loads.
        #expect(parsed.entries.count > 30)
    }
}
