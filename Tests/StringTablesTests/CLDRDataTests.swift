import Foundation
import StringTables
import Testing

/// The generated plural rules against the numbers of Fixtures/CLDRPluralSamples.txt, each with the
/// category that Babel's own evaluator of CLDR 47's rules gives it (Scripts/generate-cldr.py
/// writes the file: Babel keeps no CLDR samples).
struct CLDRPluralSampleTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CLDRPluralSamples.txt")

    @Test func everySampleOfEveryRuleSetGetsTheCategoryBabelGives() throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        var checked = 0
        var locales = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: "|")
            try #require(halves.count == 2)
            for locale in halves[0].split(separator: " ") {
                // CLDR's "root" is not a tag: it is what a language without rules, such as "und", gets.
                let tag = try #require(LanguageTag(locale == "root" ? "und" : String(locale)), "\(locale)")
                locales += 1
                for pair in halves[1].split(separator: " ") {
                    let parts = pair.split(separator: "=")
                    let operands = try #require(PluralOperands(decimal: String(parts[0])), "\(pair)")
                    let expected = try #require(PluralCategory(rawValue: String(parts[1])), "\(pair)")
                    let actual = PluralRules.category(for: operands, language: tag)
                    if actual != expected { failures.append("\(locale) \(parts[0]): \(actual), expected \(expected)") }
                    checked += 1
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(locales > 250 && checked > 40_000)
    }

    /// Rules that changed since CLDR 41 (Debian's unicode-cldr-core), each pinned.
    @Test func theRulesChangedSinceCLDR41() throws {
        func category(_ number: String, _ language: LanguageTag) throws -> PluralCategory {
            PluralRules.category(for: try #require(PluralOperands(decimal: number)), language: language)
        }
        // Romanian (and Moldavian, its old code): 101 and every n % 100 = 1..19 but 1 is `few`
        // (CLDR 41: `other`).
        for language: LanguageTag in ["ro", "mo", "ro-MD"] {
            #expect(try category("101", language) == .few)
            #expect(try category("1001", language) == .few)
            #expect(try category("1", language) == .one && (try category("120", language)) == .other)
        }
        // Maltese: 2 is `two` (CLDR 41: `few`, and so was 102, now `other`); 3 to 10 still `few`.
        #expect(try category("2", "mt") == .two && (try category("102", "mt")) == .other)
        #expect(try category("103", "mt") == .few)
        #expect(try category("3", "mt") == .few && (try category("11", "mt")) == .many)
        #expect(PluralRules.categories(for: "mt") == [.one, .two, .few, .many, .other])
        // Hebrew: no `many` any more (20 was `many`); 0.5 is `one`.
        #expect(try category("20", "he") == .other && (try category("0.5", "he")) == .one)
        #expect(PluralRules.categories(for: "he") == [.one, .two, .other])
        // Catalan and Sicilian: a million is `many`, as in French, Spanish and Italian.
        #expect(try category("1000000", "ca") == .many && (try category("1000000", "scn")) == .many)
        // Icelandic: a fraction ending in 1 is `one` (0.1), but not one ending in 11 (0.11).
        #expect(try category("0.1", "is") == .one && (try category("0.11", "is")) == .other)
    }
}

/// The generated CLDR data against CLDR 41's samples (Debian's unicode-cldr-core), when it is
/// installed (`apt-get install unicode-cldr-core`; CI installs it), and against what the script
/// makes from Babel, when Babel 2.18.0 is (CI installs it).
@Suite(
    .enabled(
        if: CLDRSource.isInstalled,
        "CLDR data is not installed at \(CLDRSource.root); apt-get install unicode-cldr-core"))
struct CLDRDataTests {
    /// The locales whose rules changed between CLDR 41 and the CLDR generated from (47), so
    /// whose CLDR 41 samples no longer hold: see CLDRPluralSampleTests.
    static let changedSinceCLDR41: Set<String> = ["ca", "he", "is", "iw", "mo", "mt", "ro", "scn"]

    /// Every `@integer` and `@decimal` sample of CLDR 41, for every locale of plurals.xml whose
    /// rules did not change since.
    @Test func everyPluralSampleOfEveryUnchangedLocaleGetsItsCategory() throws {
        var checked = 0
        var failures: [String] = []
        var changed: Set<String> = []
        for ruleSet in try CLDRSource.pluralRuleSets() {
            for locale in ruleSet.locales {
                // CLDR's "root" is not a tag: it is what a language without rules, such as "und", gets.
                let tag = try #require(LanguageTag(locale == "root" ? "und" : locale), "\(locale) is a tag")
                for (category, samples) in ruleSet.samples {
                    for sample in samples {
                        let operands = try #require(PluralOperands(decimal: sample), "\(sample) parses")
                        let actual = PluralRules.category(for: operands, language: tag)
                        if actual != category {
                            if Self.changedSinceCLDR41.contains(locale) {
                                changed.insert(locale)
                            } else {
                                failures.append("\(locale) \(sample): \(actual), expected \(category)")
                            }
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        // Only locales said to have changed disagree with CLDR 41's samples (Romanian's samples
        // hold no number that changed category).
        #expect(changed.isSubset(of: Self.changedSinceCLDR41) && changed.contains("mt"))
        #expect(checked > 10_000)
    }

    @Test(.enabled(if: CLDRSource.babelIsInstalled, "Babel 2.18.0 is needed: python3 -m pip install babel==2.18.0"))
    func theCommittedGeneratedFilesAreWhatTheScriptMakesFromBabel() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLDRSource.python))
        process.arguments = [package.appendingPathComponent("Scripts/generate-cldr.py").path]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "CLDR_OUT": output.path, "CLDR_SAMPLES_OUT": output.appendingPathComponent("CLDRPluralSamples.txt").path,
        ]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for (name, committed) in [
            ("CLDRPluralRules.swift", "Sources/StringTables/Generated/CLDRPluralRules.swift"),
            ("CLDRLocaleData.swift", "Sources/StringTables/Generated/CLDRLocaleData.swift"),
            ("CLDRPluralSamples.txt", "Tests/StringTablesTests/Fixtures/CLDRPluralSamples.txt"),
        ] {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            let kept = try Data(contentsOf: package.appendingPathComponent(committed))
            #expect(fresh == kept, "\(name) drifted from Babel's CLDR data; run python3 Scripts/generate-cldr.py")
        }
    }
}

/// Reads plurals.xml the simple way: it is regular, one rule per line.
enum CLDRSource {
    static let root = ProcessInfo.processInfo.environment["CLDR_ROOT"] ?? "/usr/share/unicode/cldr/common"
    static var isInstalled: Bool { FileManager.default.fileExists(atPath: root + "/supplemental/plurals.xml") }

    /// The python3 that `PATH` finds, as `.ci/run`'s `python3 -m pip install` installs into.
    static var python: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return folders.map { $0 + "/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether python3 has Babel 2.18.0, the source of the generated data.
    static let babelIsInstalled: Bool = (try? babel("print('ok')")) == "ok\n"

    /// What `code` prints, run by python3 after `import babel` and a check of its version.
    static func babel(_ code: String) throws -> String {
        guard let python else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import sys, babel, babel.core, babel.localedata\nif babel.__version__ != '2.18.0': sys.exit(1)\n" + code,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: data, as: UTF8.self)
    }

    struct RuleSet {
        var locales: [String]
        var rules: [(count: String, text: String)]

        /// Samples by category, ranges expanded (`0~15`, `0.0~1.5`), `…` dropped.
        var samples: [(PluralCategory, [String])] {
            rules.compactMap { rule in
                guard let category = PluralCategory(rawValue: rule.count) else { return nil }
                let parts = rule.text.components(separatedBy: "@").dropFirst()
                let values = parts.flatMap { part -> [String] in
                    part.split(separator: " ", maxSplits: 1).dropFirst().first.map {
                        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    } ?? []
                }
                return (category, values.filter { $0 != "…" && !$0.isEmpty }.flatMap(Self.expand))
            }
        }

        static func expand(_ sample: String) -> [String] {
            let ends = sample.split(separator: "~").map(String.init)
            guard ends.count == 2 else { return [sample] }
            let decimals = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scale = pow(10, Double(decimals))
            guard let low = Double(ends[0]), let high = Double(ends[1]) else { return [sample] }
            let first = Int((low * scale).rounded())
            let last = Int((high * scale).rounded())
            return (first...last).map { step in
                decimals == 0 ? String(step) : String(format: "%.\(decimals)f", Double(step) / scale)
            }
        }
    }

    static func pluralRuleSets() throws -> [RuleSet] {
        let text = try String(contentsOfFile: root + "/supplemental/plurals.xml", encoding: .utf8)
        let cardinal = text.components(separatedBy: "<plurals type=\"cardinal\">").dropFirst().first ?? ""
        var sets: [RuleSet] = []
        for line in cardinal.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<pluralRules locales=\""),
                let locales = trimmed.split(separator: "\"").dropFirst().first
            {
                sets.append(RuleSet(locales: locales.split(separator: " ").map(String.init), rules: []))
            } else if trimmed.hasPrefix("<pluralRule count=\""),
                let count = trimmed.split(separator: "\"").dropFirst().first,
                let open = trimmed.firstIndex(of: ">"), let close = trimmed.range(of: "</pluralRule>")
            {
                let rule = trimmed[trimmed.index(after: open)..<close.lowerBound].split(whereSeparator: \.isWhitespace)
                    .joined(separator: " ")
                sets[sets.count - 1].rules.append((String(count), rule))
            } else if trimmed.hasPrefix("</plurals>") {
                break
            }
        }
        return sets
    }
}
