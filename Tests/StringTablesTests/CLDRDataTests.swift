import Foundation
import StringTables
import Testing

/// The generated CLDR data against Debian's unicode-cldr-core, when it is installed
/// (`apt-get install unicode-cldr-core`; CI installs it).
@Suite(
    .enabled(
        if: CLDRSource.isInstalled,
        "CLDR data is not installed at \(CLDRSource.root); apt-get install unicode-cldr-core"))
struct CLDRDataTests {
    /// Every `@integer` and `@decimal` sample of every rule, for every locale of plurals.xml.
    @Test func everyPluralSampleOfEveryLocaleGetsItsCategory() throws {
        var checked = 0
        var failures: [String] = []
        for ruleSet in try CLDRSource.pluralRuleSets() {
            for locale in ruleSet.locales {
                // CLDR's "root" is not a tag: it is what a language without rules, such as "und", gets.
                let tag = try #require(LanguageTag(locale == "root" ? "und" : locale), "\(locale) is a tag")
                for (category, samples) in ruleSet.samples {
                    for sample in samples {
                        let operands = try #require(PluralOperands(decimal: sample), "\(sample) parses")
                        let actual = PluralRules.category(for: operands, language: tag)
                        if actual != category {
                            failures.append("\(locale) \(sample): \(actual), expected \(category)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(checked > 10_000)
    }

    @Test(.enabled(if: CLDRSource.python != nil, "python3 is needed to run Scripts/generate-cldr.py"))
    func theCommittedGeneratedFilesAreWhatTheScriptMakesFromTheInstalledData() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLDRSource.python))
        process.arguments = [package.appendingPathComponent("Scripts/generate-cldr.py").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["CLDR_OUT": output.path]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for name in ["CLDRPluralRules.swift", "CLDRLocaleData.swift"] {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            let committed = try Data(
                contentsOf: package.appendingPathComponent("Sources/StringTables/Generated/\(name)"))
            #expect(
                fresh == committed, "\(name) drifted from the installed CLDR data; run python3 Scripts/generate-cldr.py"
            )
        }
    }
}

/// Reads plurals.xml the simple way: it is regular, one rule per line.
enum CLDRSource {
    static let root = ProcessInfo.processInfo.environment["CLDR_ROOT"] ?? "/usr/share/unicode/cldr/common"
    static var isInstalled: Bool { FileManager.default.fileExists(atPath: root + "/supplemental/plurals.xml") }

    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
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
