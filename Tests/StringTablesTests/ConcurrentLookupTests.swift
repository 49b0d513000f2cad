import Foundation
import Synchronization
import Testing

@testable import StringTables

/// The memos added for issue 14 must answer exactly what computing afresh answers.
struct ConcurrentLookupTests {
    /// `"Caf\u{E9}"` and `"Cafe\u{301}"` are equal Strings (canonically equivalent) but different
    /// text: a format remembered for one must not be given for the other.
    @Test func canonicallyEquivalentFormatsKeepTheirOwnText() {
        let composed = "Caf\u{E9} %@"
        let decomposed = "Cafe\u{301} %@"
        let localizer = Localizer(sources: [
            InMemoryStringTables(["Localizable": ["de": ["composed": composed, "decomposed": decomposed]]])
        ])
        for _ in 0..<2 {
            let first = localizer.localize("composed", arguments: [.string("x")], languages: ["de"]).value
            let second = localizer.localize("decomposed", arguments: [.string("x")], languages: ["de"]).value
            #expect(Array(first.utf8) == Array("Caf\u{E9} x".utf8))
            #expect(Array(second.utf8) == Array("Cafe\u{301} x".utf8))
        }
    }

    /// Table files that count how often each file and folder is read, and read slowly, so that
    /// threads asking for a table while it loads are sure to ask before it is stored.
    private final class CountingFiles: TableFiles {
        let disk = DiskTableFiles()
        let reads = Locked<[String: Int]>([:])

        func contentsOfFolder(atPath path: String) -> [String]? {
            reads.withLock { $0[path, default: 0] += 1 }
            return disk.contentsOfFolder(atPath: path)
        }

        func contentsOfFile(atPath path: String) throws -> TableLoader.File? {
            reads.withLock { $0[path, default: 0] += 1 }
            usleep(20_000)
            return try disk.contentsOfFile(atPath: path)
        }
    }

    /// Many tasks look up in many languages while the tables load lazily: every answer is right,
    /// every file and folder is read once, and the problems of each are reported once (issue 15,
    /// point 8; `.ci/run` runs this under `--sanitize=thread` too, which sees races).
    @Test func concurrentLookupsWhileTablesLoadLazily() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let languages = ["en", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ru", "nl", "sv", "pl"]
        for language in languages {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var text = ""
            for index in 0..<50 { text += "\"key\(index)\" = \"\(language) %@ \(index)\";\n" }
            try text.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
            try "\"other\" = \"\(language) other\";".write(
                to: folder.appendingPathComponent("Other.strings"), atomically: true, encoding: .utf8)
            // A key given twice: a warning, which must be reported once however many load it.
            try "\"twice\" = \"1\";\n\"twice\" = \"2\";\n".write(
                to: folder.appendingPathComponent("Twice.strings"), atomically: true, encoding: .utf8)
        }
        // A catalog, which discovery reads for its languages.
        try
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"c": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Katalog"}}}}}}"#
            .write(to: root.appendingPathComponent("Catalog.xcstrings"), atomically: true, encoding: .utf8)
        let files = CountingFiles()
        let directory = StringTableDirectory(
            files: files, rootPaths: [root.path], roots: [root], sourceLanguage: "en")
        let localizer = Localizer(sources: [directory])
        let warnings = Locked<[String]>([])
        let observer = DiagnosticsSystem.observe { event in
            if event.metadata["file"]?.contains(root.path) == true { warnings.withLock { $0.append(event.message) } }
        }
        defer { DiagnosticsSystem.endObserving(observer) }
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<16 {
                group.addTask {
                    var failures: [String] = []
                    // Copies share the cache; a copy with its sources set again starts a new one.
                    var mine = localizer
                    if task % 4 == 3 { mine.sources = [directory] }
                    for round in 0..<200 {
                        let language = languages[(task + round) % languages.count]
                        let index = (task * 7 + round) % 50
                        let table = ["Other", "Localizable", "Twice", "Localizable", "Catalog"][round % 5]
                        let key = ["Other": "other", "Twice": "twice", "Catalog": "c"][table] ?? "key\(index)"
                        let result = mine.localize(
                            key, table: table, arguments: table == "Localizable" ? [.string("v")] : [],
                            languages: [LanguageTag(language)!, "de"])
                        let expected =
                            switch table {
                            case "Other": "\(language) other"
                            case "Twice": "2"
                            case "Catalog": language == "en" ? "c" : "Katalog"
                            default: "\(language) v \(index)"
                            }
                        if result.value != expected { failures.append("\(language) \(key): \(result.value)") }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Every file and folder read once, whatever the languages, copies and threads.
        let reads = files.reads.withLock { $0 }
        // Four tables in each language (a catalog's table is looked for in the folders too).
        #expect(reads.keys.filter { $0.hasSuffix(".strings") }.count == languages.count * 4)
        #expect(reads.keys.contains { $0.hasSuffix("Catalog.xcstrings") })
        #expect(reads.filter { $0.value != 1 }.isEmpty, "read more than once: \(reads.filter { $0.value != 1 })")
        #expect(warnings.withLock { $0.count } == languages.count, "\(warnings.withLock { $0 })")
        for language in languages {
            let result = localizer.localize("other", table: "Other", languages: [LanguageTag(language)!])
            #expect(result.value == "\(language) other")
        }
        #expect(files.reads.withLock { $0 } == reads, "a table stored is never read again")
        #expect(directory.diagnostics.count == languages.count, "\(directory.diagnostics)")
    }
}
