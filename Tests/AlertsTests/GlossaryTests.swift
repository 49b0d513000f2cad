import Foundation
import StringTables
import Testing

/// The package's own texts say what the glossary, `Localization/Glossary.tsv`, says each language's
/// users know: a button's or an HTTP status's word, exactly; a label built on a term, with its
/// word; and never a word the glossary tells a language to avoid.
struct GlossaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The package's tables by name: `Alerts` in `Localization/`, the alerts tool's `Localizable`.
    static let folders = [
        "Alerts": root.appendingPathComponent("Localization"),
        "Localizable": root.appendingPathComponent("Sources/AlertsTool/Localization"),
    ]
    static let tables = folders.mapValues { StringTableDirectory(roots: [$0]) }

    @Test func theGlossaryHasAColumnForEachLanguageOfThePackageAndTheTermsFrontsShow() throws {
        let glossary = try Glossary.read()
        for (name, folder) in Self.folders {
            let lproj = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
            #expect(Set(lproj) == Set(glossary.languages.map(\.identifier)), "\(name)")
        }
        #expect(glossary.languages.count == 11)
        let required = ["OK", "Cancel", "Retry", "Delete", "Remove", "Not Found", "Internal Server Error"]
        #expect(required.allSatisfy { glossary.words[$0] != nil })
        #expect(glossary.uses.count >= 1 && glossary.avoided.count >= 1)
    }

    @Test(arguments: try Glossary.read().languages)
    func eachTermIsTranslatedWithTheGlossarysWord(language: LanguageTag) throws {
        let glossary = try Glossary.read()
        let table = try #require(Self.tables["Alerts"]?.table(named: "Alerts", language: language))
        for (term, words) in glossary.words.sorted(by: { $0.key < $1.key }) {
            let word = try #require(words[language])
            guard case .text(let text) = table.entries[term] else {
                Issue.record("\(language): the Alerts table has no text for “\(term)”; the glossary says “\(word)”.")
                continue
            }
            #expect(text == word, "\(language): “\(term)” is “\(text)”; the glossary says “\(word)”.")
        }
    }

    @Test(arguments: try Glossary.read().languages)
    func labelsBuiltOnATermUseItsWord(language: LanguageTag) throws {
        let glossary = try Glossary.read()
        for use in glossary.uses {
            let word = try #require(glossary.words[use.term]?[language], "no term “\(use.term)”")
            let table = try #require(Self.tables[use.table]?.table(named: use.table, language: language))
            guard case .text(let text) = table.entries[use.key] else {
                Issue.record("\(language): the \(use.table) table has no text for “\(use.key)”.")
                continue
            }
            #expect(
                text.localizedCaseInsensitiveContains(word),
                "\(language): “\(use.key)” is “\(text)”, without the glossary's “\(word)” for “\(use.term)”.")
        }
    }

    @Test(arguments: try Glossary.read().languages)
    func noTextUsesAWordTheGlossaryAvoids(language: LanguageTag) throws {
        let glossary = try Glossary.read()
        for avoided in glossary.avoided where avoided.language == language {
            let instead = try #require(glossary.words[avoided.term]?[language], "no term “\(avoided.term)”")
            for (name, tables) in Self.tables.sorted(by: { $0.key < $1.key }) {
                let table = try #require(tables.table(named: name, language: language))
                for (key, value) in table.entries.sorted(by: { $0.key < $1.key }) {
                    let text = String(reflecting: value)  // every form of a plural too
                    guard text.localizedCaseInsensitiveContains(avoided.word) else { continue }
                    Issue.record(
                        Comment(
                            rawValue: "\(language): \(name) “\(key)” says “\(avoided.word)”: \(text); "
                                + "the glossary's word is “\(instead)”."))
                }
            }
        }
    }

    @Test func aTableThatDriftsFromTheGlossaryIsFound() throws {
        let glossary = try Glossary.read(
            from: """
                # a comment
                term\ten\tja
                Remove\tRemove\t削除
                @uses\tLocalizable\tDelete %@\tDelete
                @avoid\tja\t取り除く\tRemove
                """)
        #expect(glossary.languages == ["en", "ja"])
        #expect(glossary.words == ["Remove": ["en": "Remove", "ja": "削除"]])
        #expect(glossary.uses == [.init(table: "Localizable", key: "Delete %@", term: "Delete")])
        #expect(glossary.avoided == [.init(language: "ja", word: "取り除く", term: "Remove")])
        #expect(throws: Glossary.Malformed.self) { try Glossary.read(from: "term\ten\tja\nRemove\tRemove\n") }
    }
}

/// `Localization/Glossary.tsv`, read: see its header for the format.
struct Glossary {
    struct Use: Hashable { var table: String, key: String, term: String }
    struct Avoided: Hashable { var language: LanguageTag, word: String, term: String }
    struct Malformed: Error, CustomStringConvertible {
        var line: Int, reason: String
        var description: String { "Localization/Glossary.tsv:\(line): \(reason)" }
    }

    var languages: [LanguageTag] = []
    /// Each term's required text, by language.
    var words: [String: [LanguageTag: String]] = [:]
    var uses: [Use] = []
    var avoided: [Avoided] = []

    static func read() throws -> Glossary {
        let url = GlossaryTests.root.appendingPathComponent("Localization/Glossary.tsv")
        return try read(from: String(contentsOf: url, encoding: .utf8))
    }

    static func read(from text: String) throws -> Glossary {
        var glossary = Glossary()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let first = cells.first, !first.isEmpty, !first.hasPrefix("#") else { continue }
            func malformed(_ reason: String) -> Malformed { Malformed(line: index + 1, reason: reason) }
            switch first {
            case "term":
                glossary.languages = try cells.dropFirst().map { cell in
                    guard let language = LanguageTag(cell) else { throw malformed("“\(cell)” is no language tag") }
                    return language
                }
            case "@uses":
                guard cells.count == 4 else { throw malformed("@uses takes a table, a key and a term") }
                glossary.uses.append(Use(table: cells[1], key: cells[2], term: cells[3]))
            case "@avoid":
                guard cells.count == 4, let language = LanguageTag(cells[1]) else {
                    throw malformed("@avoid takes a language, a word and a term")
                }
                glossary.avoided.append(Avoided(language: language, word: cells[2], term: cells[3]))
            default:
                guard cells.count == glossary.languages.count + 1, !cells.contains(where: \.isEmpty) else {
                    throw malformed("“\(first)” needs a word for each of \(glossary.languages.count) languages")
                }
                glossary.words[first] = Dictionary(uniqueKeysWithValues: zip(glossary.languages, cells.dropFirst()))
            }
        }
        return glossary
    }
}
