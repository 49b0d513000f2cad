import Foundation
import Synchronization
import Testing

@testable import StringTables

/// The memos added for issue 14 must answer exactly what computing afresh answers.
struct ReviewCacheTests {
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

    /// Table files that count how often each file is read.
    private final class CountingFiles: TableFiles {
        let disk = DiskTableFiles()
        let reads = Mutex<[String: Int]>([:])

        func contentsOfFolder(atPath path: String) -> [String]? { disk.contentsOfFolder(atPath: path) }

        func contentsOfFile(atPath path: String) throws -> TableLoader.File? {
            reads.withLock { $0[path, default: 0] += 1 }
            return try disk.contentsOfFile(atPath: path)
        }
    }

    /// Many tasks look up in many languages while the tables load lazily: every answer is right,
    /// and a table once stored is never read again (run under `--sanitize=thread` to see races).
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
        }
        let files = CountingFiles()
        let directory = StringTableDirectory(
            files: files, rootPaths: [root.path], roots: [root], sourceLanguage: "en")
        let localizer = Localizer(sources: [directory])
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
                        let table = round % 5 == 0 ? "Other" : "Localizable"
                        let key = table == "Other" ? "other" : "key\(index)"
                        let result = mine.localize(
                            key, table: table, arguments: table == "Other" ? [] : [.string("v")],
                            languages: [LanguageTag(language)!, "de"])
                        let expected = table == "Other" ? "\(language) other" : "\(language) v \(index)"
                        if result.value != expected { failures.append("\(language) \(key): \(result.value)") }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Two threads may both read a table the first time (TableCache loads outside its lock, by
        // design); once stored, nothing is read again, whatever the languages and copies.
        let reads = files.reads.withLock { $0 }
        #expect(Set(reads.keys.filter { $0.hasSuffix(".strings") }).count == languages.count * 2)
        for language in languages {
            let result = localizer.localize("other", table: "Other", languages: [LanguageTag(language)!])
            #expect(result.value == "\(language) other")
        }
        #expect(files.reads.withLock { $0 } == reads, "a table stored is never read again")
        #expect(directory.diagnostics.isEmpty, "\(directory.diagnostics)")
    }
}
