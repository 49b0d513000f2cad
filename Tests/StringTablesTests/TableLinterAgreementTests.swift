import Foundation
import StringTables
import Testing

/// Folders of tables, each reproducing a pattern real tables have that the linter once took
/// for a mistake.
enum LintPatterns {
    static let xcstringsSubstitution = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items in %@" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@items@ in %@" },
                  "substitutions" : {
                    "items" : { "argNum" : 1, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Element" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Elemente" } } } } }
                  }
                },
                "fr" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@items@ dans %@" },
                  "substitutions" : {
                    "items" : { "argNum" : 1, "formatSpecifier" : "f",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg élément" } },
                        "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg d’éléments" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg éléments" } } } } }
                  }
                }
              }
            },
            "%lld of %lld" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld sur %2$lld" } },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$lld von %#@total@" },
                  "substitutions" : {
                    "total" : { "argNum" : 2, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// `NSStringFormatValueTypeKey` written with its percent, as Xcode writes it.
    static let valueTypeWithPercent = """
        <plist><dict><key>%ld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>%ld</string>
        <key>one</key><string>%ld Datei</string><key>other</key><string>%ld Dateien</string>
        </dict></dict></dict></plist>
        """

    static let all: [String: [String: String]] = [
        // A source table that holds only `"" = "";`, and one that is absent.
        "empty source": [
            "en.lproj/Localizable.strings": #""" = "";"#,
            "de.lproj/Localizable.strings": #""Battery" = "Akku"; "Hello" = "Hallo";"#,
            "fr.lproj/Other.strings": #""Hello" = "Bonjour";"#,
        ],
        // A `%` in prose, in texts used without arguments, and a translation that reads an
        // argument its source text does not have.
        "percent in prose": [
            "en.lproj/Localizable.strings": """
            "Battery (%)" = "Battery (%)";
            "Save up to 70% for" = "Save up to 70% for";
            "%0 cores" = "%0 cores";
            "All $1 cards hidden" = "All $1 cards hidden";
            "%d%% done" = "%d%% done";
            """,
            "fr.lproj/Localizable.strings": """
            "Battery (%)" = "Batterie (%)";
            "Save up to 70% for" = "Jusqu’à 70 % de";
            "%0 cores" = "%0 cœurs";
            "All $1 cards hidden" = "Toutes les %@ cartes masquées";
            "%d%% done" = "%d % fait";
            """,
            "ja.lproj/Localizable.strings": """
            "Battery (%)" = "残量（%）";
            "Save up to 70% for" = "最大70%節約";
            "%0 cores" = "%0 コア";
            "All $1 cards hidden" = "$1 枚のカードを非表示";
            "%d%% done" = "%d%% 完了";
            """,
        ],
        "xcstrings substitutions": ["Localizable.xcstrings": xcstringsSubstitution],
        "value type with percent": [
            "en.lproj/Localizable.strings": #""%ld files" = "%ld files";"#,
            "de.lproj/Localizable.stringsdict": valueTypeWithPercent,
        ],
        // Keys not meant to be translated, or no longer in the code.
        "catalog keys left untranslated": [
            "Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Rectangle" : { "shouldTranslate" : false },
                "Old label" : { "extractionState" : "stale", "localizations" : {
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ancienne étiquette" } } } },
                "Save" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } } } }
              },
              "version" : "1.0"
            }
            """
        ],
        // Regional variants without their own text fall back to their parent.
        "regional variants": [
            "en.lproj/Localizable.strings": #""Color" = "Color"; "Hello" = "Hello"; "Bye" = "Bye";"#,
            "en-GB.lproj/Localizable.strings": #""Color" = "Colour";"#,
            "zh-Hant.lproj/Localizable.strings": #""Color" = "顏色"; "Hello" = "你好";"#,
            "zh-Hant-HK.lproj/Localizable.strings": #""Color" = "顏色";"#,
            "pt-BR.lproj/Localizable.strings": #""Color" = "Cor"; "Hello" = "Olá"; "Bye" = "Tchau";"#,
            "pt-PT.lproj/Localizable.strings": #""Color" = "Cor";"#,
        ],
    ]

    static func folder(_ name: String) throws -> URL {
        try StringTableDirectoryTests.folder(try #require(all[name]))
    }
}

struct TableLinterPatternTests {
    func lines(_ root: URL, _ linter: (inout TableLinter) -> Void = { _ in }) -> [String] {
        var tableLinter = TableLinter(paths: [root])
        linter(&tableLinter)
        return tableLinter.lint().diagnostics.map { String($0.oneLine.dropFirst(root.path.count + 1)) }
    }

    @Test func aSourceTableWithNoKeysOrNoneAtAllMakesNoKeyStray() throws {
        let root = try LintPatterns.folder("empty source")
        #expect(lines(root) == [])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(localizer.localize("Battery", languages: ["de"]).value == "Akku")
        #expect(localizer.localize("Hello", table: "Other", languages: ["fr"]).value == "Bonjour")
    }

    @Test func aPercentInProseIsNoSpecifierAndASpecifierWithoutArgumentsIsShownAsWritten() throws {
        let root = try LintPatterns.folder("percent in prose")
        #expect(
            lines(root) == [
                "fr.lproj/Localizable.strings:4:25: warning: the fr text of 'All $1 cards hidden' has the specifier %@, but the source text takes no arguments; it is shown as written [specifier-mismatch]",
                "fr.lproj/Localizable.strings:5:15: error: the fr text of '%d%% done' does not match the source text: it reads argument 2, which the source text does not have; it would be replaced by the source text [specifier-mismatch]",
            ])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(localizer.localize("Save up to 70% for", languages: ["fr"]).value == "Jusqu’à 70 % de")
        #expect(localizer.localize("Battery (%)", languages: ["ja"]).value == "残量（%）")
        #expect(localizer.localize("%0 cores", languages: ["ja"]).value == "%0 コア")
        #expect(localizer.localize("All $1 cards hidden", languages: ["fr"]).value == "Toutes les %@ cartes masquées")
        let replaced = localizer.localize("%d%% done", arguments: [.int(5)], languages: ["fr"])
        #expect(replaced.value == "5% done" && replaced.language == "en")
    }

    @Test func catalogSubstitutionsAreCheckedByTheirArguments() throws {
        let root = try LintPatterns.folder("xcstrings substitutions")
        // The German substitutions read their numbers as the source text does; the French one
        // reads argument 1 as a floating-point number.
        #expect(
            lines(root) == [
                "Localizable.xcstrings:16:62: error: the fr text of '%lld items in %@' does not match the source text: it shows argument 1 as a floating-point number, the source text as a signed integer; it would be replaced by the source text [specifier-mismatch]"
            ])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(
            localizer.localize("%lld items in %@", arguments: [.int(1), .string("Box")], languages: ["de"]).value
                == "1 Element in Box")
        #expect(
            localizer.localize("%lld of %lld", arguments: [.int(3), .int(5)], languages: ["de"]).value == "3 von 5")
    }

    @Test func aCatalogKeyNotToTranslateOrStaleIsMissingInNoLanguage() throws {
        let root = try LintPatterns.folder("catalog keys left untranslated")
        #expect(lines(root) == [])
        // Without the marks, both would be missing in German.
        let unmarked = try StringTableDirectoryTests.folder([
            "Localizable.xcstrings": try #require(
                LintPatterns.all["catalog keys left untranslated"]?["Localizable.xcstrings"]
            )
            .replacing(#""shouldTranslate" : false"#, with: #""comment" : "x""#)
            .replacing(#""extractionState" : "stale""#, with: #""extractionState" : "manual""#)
        ])
        #expect(
            lines(unmarked) == [
                "Localizable.xcstrings:4:5: warning: 'Rectangle' has no de translation in table Localizable [missing-translation]",
                "Localizable.xcstrings:4:5: warning: 'Rectangle' has no fr translation in table Localizable [missing-translation]",
                "Localizable.xcstrings:5:5: warning: 'Old label' has no de translation in table Localizable [missing-translation]",
            ])
    }

    @Test func aValueTypeWrittenWithItsPercentIsAccepted() throws {
        let root = try LintPatterns.folder("value type with percent")
        #expect(lines(root) == [])
        let localizer = Localizer(sources: [StringTableDirectory(roots: [root])])
        #expect(localizer.localize("%ld files", arguments: [.int(1)], languages: ["de"]).value == "1 Datei")
        #expect(localizer.localize("%ld files", arguments: [.int(4)], languages: ["de"]).value == "4 Dateien")
    }

    @Test func aRegionalVariantFallsBackToItsParentAndSaysSoOnlyWhenAsked() throws {
        let root = try LintPatterns.folder("regional variants")
        // pt-BR stands for pt, which pt-PT falls back to; zh-Hant-HK falls back to zh-Hant, en-GB
        // to the source language. Only zh-Hant lacks a text of its own, and zh-Hant-HK with it.
        #expect(
            lines(root) == [
                "en.lproj/Localizable.strings:1:39: warning: 'Bye' has no zh-Hant translation in table Localizable [missing-translation]",
                "en.lproj/Localizable.strings:1:39: warning: 'Bye' has no zh-Hant-HK translation in table Localizable [missing-translation]",
            ])
        #expect(
            lines(root) { $0.severities[.inheritedTranslation] = .note } == [
                "en.lproj/Localizable.strings:1:20: note: 'Hello' has no en-GB text of its own in table Localizable; en-GB shows the en text [inherited-translation]",
                "en.lproj/Localizable.strings:1:20: note: 'Hello' has no pt-PT text of its own in table Localizable; pt-PT shows the pt-BR text [inherited-translation]",
                "en.lproj/Localizable.strings:1:20: note: 'Hello' has no zh-Hant-HK text of its own in table Localizable; zh-Hant-HK shows the zh-Hant text [inherited-translation]",
                "en.lproj/Localizable.strings:1:39: note: 'Bye' has no en-GB text of its own in table Localizable; en-GB shows the en text [inherited-translation]",
                "en.lproj/Localizable.strings:1:39: note: 'Bye' has no pt-PT text of its own in table Localizable; pt-PT shows the pt-BR text [inherited-translation]",
                "en.lproj/Localizable.strings:1:39: warning: 'Bye' has no zh-Hant translation in table Localizable [missing-translation]",
                "en.lproj/Localizable.strings:1:39: warning: 'Bye' has no zh-Hant-HK translation in table Localizable [missing-translation]",
            ])
        #expect(lines(root) { $0.ignored = [.missingTranslation] } == [])
        #expect(
            lines(root) { $0.severities[.missingTranslation] = .error }.allSatisfy {
                $0.contains(": error: ") && $0.hasSuffix("[missing-translation]")
            })
    }
}

/// Whatever the linter says about a text being shown, replaced or missing, a lookup through
/// ``Localizer`` over the same folder does; and where it says nothing, the lookup shows the
/// translation.
struct TableLinterAgreementTests {
    /// Numbers that reach every plural category of the languages in the fixtures.
    static let numbers: [Int64] = [0, 1, 2, 3, 5, 7, 11, 21, 101, 1_000_000]

    static func arguments(_ kinds: [Int: FormatSpecifier.ArgumentKind], number: Int64) -> [FormatArgument] {
        guard let last = kinds.keys.max() else { return [] }
        return (1...last).map { position in
            switch kinds[position] {
            case .signedInteger?, .character?: .int(number)
            case .unsignedInteger?: .uint(UInt64(number))
            case .floatingPoint?: .double(Double(number))
            case .object?, .cString?, nil: .string("x")
            }
        }
    }

    /// Checks every claim of the linter about the tables under `folder`; returns how many.
    @discardableResult
    static func check(_ folder: URL, sourceLanguage: LanguageTag = "en") -> Int {
        var linter = TableLinter(paths: [folder], sourceLanguage: sourceLanguage)
        linter.severities[.inheritedTranslation] = .note
        let report = linter.lint()
        // Each folder of tables, as the linter groups them, with its tables.
        var groups: [URL: Set<String>] = [:]
        // Catalog keys not meant to be translated, or stale, which the linter never calls missing.
        var untranslated: [URL: [String: Set<String>]] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        for case let file as URL in walker ?? FileManager.DirectoryEnumerator() {
            guard let place = TableLayout.Place(file: file) else { continue }
            let root = place.root.standardizedFileURL
            groups[root, default: []].insert(place.table)
            if place.kind == .catalog, let data = FileManager.default.contents(atPath: file.path) {
                let keys = XCStringsFile(bytes: [UInt8](data), path: file.path).untranslatedKeys
                untranslated[root, default: [:]][place.table, default: []].formUnion(keys)
            }
        }
        var claims: [String: LocalizationDiagnostic] = [:]
        func claimKey(_ root: URL, _ id: String, _ table: String, _ language: LanguageTag, _ key: String) -> String {
            [root.path, id, table, language.identifier, key].joined(separator: "\u{0}")
        }
        func root(of diagnostic: LocalizationDiagnostic) -> URL? {
            guard let file = diagnostic.location?.file else { return nil }
            return TableLayout.Place(file: URL(fileURLWithPath: file))?.root.standardizedFileURL
        }
        for diagnostic in report.diagnostics {
            guard let key = diagnostic.key, let table = diagnostic.table, let language = diagnostic.language,
                let root = root(of: diagnostic)
            else { continue }
            claims[claimKey(root, diagnostic.id.rawValue, table, language, key)] = diagnostic
        }
        var checked = 0
        for (root, tables) in groups.sorted(by: { $0.key.path < $1.key.path }) {
            let directory = StringTableDirectory(roots: [root], sourceLanguage: sourceLanguage)
            let localizer = Localizer(sources: [directory], sourceLanguage: sourceLanguage)
            for table in tables.sorted() {
                let source = directory.table(named: table, language: sourceLanguage)?.entries ?? [:]
                for language in directory.languages where language.maximized != sourceLanguage.maximized {
                    guard let entries = directory.table(named: table, language: language)?.entries else { continue }
                    // Missing translations: the lookup's own note says the same.
                    for key in source.keys.sorted() where entries[key] == nil && !key.isEmpty {
                        let result = localizer.localize(key, table: table, languages: [language])
                        let noted = result.diagnostics.contains { $0.id == .missingTranslation }
                        let missing = claims[claimKey(root, "missing-translation", table, language, key)] != nil
                        let inherited = claims[claimKey(root, "inherited-translation", table, language, key)] != nil
                        // Not meant to be translated, or a text with no words (`%lld. `), which
                        // reads the same in every language: the lookup notes it, the linter not.
                        if untranslated[root]?[table]?.contains(key) ?? false
                            || source[key].map({ !TableLinter.hasWords($0) }) ?? false
                        {
                            #expect(!missing && !inherited)
                            continue
                        }
                        #expect(noted == missing, "\(root.path) \(table) \(language) '\(key)': lookup \(result)")
                        if !missing && !inherited {
                            // No claim: a table of the same locale has it (`ca` for `ca-ES`).
                            #expect(
                                result.language?.maximized == language.maximized,
                                "\(root.path) \(table) \(language) '\(key)': \(result)")
                        }
                        #expect(!(missing && inherited))
                        checked += 1
                    }
                    // Translations: replaced where the linter says so, shown where it says nothing.
                    for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                        guard let original = source[key] else {
                            // Not in the source table, stray or not: a lookup of it shows it.
                            if case .text(let text) = value {
                                let result = localizer.localize(key, table: table, languages: [language])
                                #expect(result.value == text, "\(root.path) \(table) \(language) '\(key)'")
                                checked += 1
                            }
                            // Given arguments, a lookup checks it against the key's specifiers.
                            let byKey = TableValue.text(key)
                            guard TableLinter.readsArguments(byKey), let kinds = try? byKey.argumentKinds() else {
                                continue
                            }
                            let claim =
                                claims[claimKey(root, "specifier-mismatch", table, language, key)]
                                ?? claims[claimKey(root, "bad-specifier", table, language, key)]
                            let replaced = numbers.contains { number in
                                let result = localizer.localize(
                                    key, table: table, arguments: arguments(kinds, number: number),
                                    languages: [language])
                                return result.language != language
                                    || result.diagnostics.contains { $0.id == .formatError }
                            }
                            #expect(
                                replaced == (claim?.severity == .error),
                                "\(root.path) \(table) \(language) '\(key)': \(claim?.oneLine ?? "no claim")")
                            continue
                        }
                        let claim =
                            claims[claimKey(root, "specifier-mismatch", table, language, key)]
                            ?? claims[claimKey(root, "bad-specifier", table, language, key)]
                        checked += 1
                        guard TableLinter.readsArguments(original) else {
                            // Used without arguments: shown as written, whatever the claim.
                            let result = localizer.localize(key, table: table, languages: [language])
                            if case .text(let text) = value {
                                #expect(result.value == text, "\(root.path) \(table) \(language) '\(key)'")
                            }
                            #expect(claim == nil || claim?.severity == .warning, "\(claim?.oneLine ?? "")")
                            continue
                        }
                        guard let kinds = try? original.argumentKinds() else { continue }
                        let replaced = numbers.contains { number in
                            let result = localizer.localize(
                                key, table: table, arguments: arguments(kinds, number: number), languages: [language])
                            return result.language != language
                                || result.diagnostics.contains { $0.id == .formatError }
                        }
                        #expect(
                            replaced == (claim?.severity == .error),
                            "\(root.path) \(table) \(language) '\(key)': \(claim?.oneLine ?? "no claim")")
                    }
                }
            }
        }
        return checked
    }

    @Test(arguments: LintPatterns.all.keys.sorted())
    func theLinterAgreesWithLookupsOnEachPattern(pattern: String) throws {
        #expect(Self.check(try LintPatterns.folder(pattern)) > 0)
    }

    @Test func theLinterAgreesWithLookupsOnTheFixtures() {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        #expect(Self.check(fixtures) > 0)
    }

    @Test func theLinterAgreesWithLookupsOnTheFoldersOfOtherTests() throws {
        let root = try StringTableDirectoryTests.folder([
            "en.lproj/Localizable.strings":
                "\"Save\" = \"Save\";\n\"Delete %@\" = \"Delete %@\";\n\"Only English\" = \"x\";\n\"%d files\" = \"%d files\";",
            "de.lproj/Localizable.strings":
                "\"Save\" = \"Sichern\";\n\"Delete %@\" = \"%d löschen\";\n\"Stray\" = \"y\";\n\"%d files\" = \"%d Dateien\";",
            "ru.lproj/Localizable.stringsdict": TableLinterTests.russianPlural,
            "ru.lproj/Localizable.strings": "\"Save\" = \"Сохранить\";\n\"Delete %@\" = \"Удалить %1$@ %2$@\";",
            "fr.lproj/Localizable.strings":
                "\"Save\" = \"Enregistrer\";\n\"%d files\" = \"%d fichier %s\";\n\"%d stray\" = \"%f égaré\";",
        ])
        #expect(Self.check(root) > 0)
    }
}

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusLintAgreementTests {
    @Test func theLinterAgreesWithLookupsOnTheCorpus() {
        #expect(TableLinterAgreementTests.check(Corpus.root) > 1000)
    }
}

struct DiagnosticIDTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["README.md", "Sources/StringTables/Documentation.docc/Linting.md"])
    func everyIDIsDocumented(file: String) throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
        for (id, _) in LocalizationDiagnostic.ID.all {
            #expect(text.contains("| `\(id)` |"), "\(file) lacks \(id)")
        }
    }

    @Test func idsAreUniqueAndKnownByName() {
        let names = LocalizationDiagnostic.ID.all.map(\.id.rawValue)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { LocalizationDiagnostic.ID(known: $0)?.rawValue == $0 })
        #expect(LocalizationDiagnostic.ID(known: "no-such-id") == nil)
        #expect(LocalizationDiagnostic.ID.offByDefault.isSubset(of: Set(LocalizationDiagnostic.ID.all.map(\.id))))
    }
}
