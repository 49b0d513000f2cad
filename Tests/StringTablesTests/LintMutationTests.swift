import Foundation
import StringTables
import Testing

/// Real translations from the shared corpus, broken one entry at a time as a translator breaks
/// them: the linter names each break, with its id, in the broken file, at the broken entry.
///
/// The break is found among what the linter reports on the broken tables and not on the intact
/// ones. `Benchmarks/README.md` lists the hit rate this test measures.
struct LintMutationTests {
    /// One way of breaking a translation, and the id that names it.
    struct Mutation: Sendable, CustomStringConvertible {
        var name: String
        var expected: Set<LocalizationDiagnostic.ID>
        /// The broken line, or nil when the mutation does not apply to `line`.
        var apply: @Sendable (_ line: String) -> String?
        var description: String { name }
    }

    /// The first specifier of `text` that reads an argument (`%@`, `%1$@`, `%d`, `%lld`), if any.
    static func firstSpecifier(in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            var end = text.index(after: percent)
            while end < text.endIndex, text[end].isNumber || text[end] == "$" { end = text.index(after: end) }
            while end < text.endIndex, text[end] == "l" { end = text.index(after: end) }
            if end < text.endIndex, "@dui".contains(text[end]) { return percent..<text.index(after: end) }
            index = end < text.endIndex ? text.index(after: end) : end
        }
        return nil
    }

    /// The value of a `.strings` line written `"key" = "value";`, as a range of the line.
    static func stringsValue(of line: String) -> Range<String.Index>? {
        guard line.hasPrefix("\""), line.hasSuffix("\";"), let equals = line.range(of: "\" = \"") else { return nil }
        return equals.upperBound..<line.index(line.endIndex, offsetBy: -2)
    }

    /// The text of a `.stringsdict` line written `<string>text</string>`, as a range of the line.
    static func plistString(of line: String) -> Range<String.Index>? {
        guard let open = line.range(of: "<string>"), let close = line.range(of: "</string>") else { return nil }
        return open.upperBound..<close.lowerBound
    }

    static func replacingFirstSpecifier(
        _ line: String, in value: Range<String.Index>?, with make: (Substring) -> String
    )
        -> String?
    {
        guard let value, let specifier = firstSpecifier(in: line[value]) else { return nil }
        var line = line
        line.replaceSubrange(specifier, with: make(line[specifier]))
        return line
    }

    static let stringsMutations: [Mutation] = [
        Mutation(name: "drop a placeholder", expected: [.missingArgument]) { line in
            replacingFirstSpecifier(line, in: stringsValue(of: line)) { _ in "" }
        },
        Mutation(name: "change a placeholder to one the source lacks", expected: [.specifierMismatch]) { line in
            guard let value = stringsValue(of: line), line[value].contains("$") else { return nil }
            return replacingFirstSpecifier(line, in: value) { _ in "%9$@" }
        },
        Mutation(name: "change a specifier's type", expected: [.specifierMismatch]) { line in
            replacingFirstSpecifier(line, in: stringsValue(of: line)) { specifier in
                specifier.hasSuffix("@")
                    ? specifier.dropLast() + "d" : specifier.prefix { $0 != "l" && !"dui".contains($0) } + "@"
            }
        },
        Mutation(name: "add an unknown specifier", expected: [.badSpecifier]) { line in
            guard let value = stringsValue(of: line), firstSpecifier(in: line[value]) != nil else { return nil }
            var line = line
            line.insert(contentsOf: " %y", at: value.upperBound)
            return line
        },
        Mutation(name: "break an escape", expected: [.badEscape]) { line in
            guard let value = stringsValue(of: line) else { return nil }
            var line = line
            line.insert(contentsOf: "\\q", at: value.upperBound)
            return line
        },
    ]

    /// Mutations of a plural's `other` form (the line after `<key>other</key>`); "remove other"
    /// empties both lines.
    static let pluralMutations: [Mutation] = [
        Mutation(name: "drop the number from a plural form", expected: [.missingArgument]) { line in
            replacingFirstSpecifier(line, in: plistString(of: line)) { _ in "" }
        },
        Mutation(name: "change a plural form's specifier type", expected: [.specifierMismatch]) { line in
            replacingFirstSpecifier(line, in: plistString(of: line)) { specifier in
                specifier.hasSuffix("@")
                    ? specifier.dropLast() + "d" : specifier.prefix { $0 != "l" && !"dui".contains($0) } + "@"
            }
        },
        Mutation(name: "add an unknown specifier to a plural form", expected: [.badSpecifier]) { line in
            guard let value = plistString(of: line) else { return nil }
            var line = line
            line.insert(contentsOf: " %y", at: value.upperBound)
            return line
        },
        // Where `other` was the only form, the variable has none left: an invalid entry.
        Mutation(name: "remove other", expected: [.missingPluralForm, .invalidEntry]) { line in
            plistString(of: line) == nil ? nil : ""
        },
    ]

    /// A case: the corpus files copied (source first), the one to break, and the mutations.
    struct Case: Sendable, CustomStringConvertible {
        var files: [String]
        var broken: String
        var plural: Bool
        var description: String { broken }
    }

    static let cases = [
        Case(
            files: ["sparkle-project__Sparkle/Sparkle/Base.lproj/Sparkle.strings"],
            broken: "sparkle-project__Sparkle/Sparkle/de.lproj/Sparkle.strings", plural: false),
        Case(
            files: ["sparkle-project__Sparkle/Sparkle/Base.lproj/Sparkle.strings"],
            broken: "sparkle-project__Sparkle/Sparkle/ja.lproj/Sparkle.strings", plural: false),
        Case(
            files: ["wikimedia__wikipedia-ios/Wikipedia/iOS Native Localizations/en.lproj/Localizable.stringsdict"],
            broken: "wikimedia__wikipedia-ios/Wikipedia/iOS Native Localizations/de.lproj/Localizable.stringsdict",
            plural: true),
        Case(
            files: ["coteditor__CotEditor/_history/0600a73f4523/CotEditor/en.lproj/Localizable.stringsdict"],
            broken: "coteditor__CotEditor/_history/0600a73f4523/CotEditor/de.lproj/Localizable.stringsdict",
            plural: true),
    ]

    /// Up to this many entries of each file are broken by each mutation.
    static let sitesPerMutation = 8

    /// Copies `files` and `broken` (with `brokenText`) into a fresh folder, each under its
    /// language folder, and lints it.
    static func lint(_ files: [String], broken: String, brokenText: String) throws -> (URL, [LocalizationDiagnostic]) {
        var contents: [String: String] = [:]
        for file in files {
            let url = URL(fileURLWithPath: file)
            let path = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            contents[path] = String(decoding: try Corpus.bytes(file), as: UTF8.self)
        }
        let url = URL(fileURLWithPath: broken)
        contents[url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent] = brokenText
        let root = try StringTableDirectoryTests.folder(contents)
        defer { try? FileManager.default.removeItem(at: root) }
        return (root, TableLinter(paths: [root]).lint().diagnostics)
    }

    @Test(.enabled(if: Corpus.isAvailable, Corpus.skipReason), arguments: cases)
    func everyBreakOfARealTranslationIsNamedAtItsEntry(_ test: Case) throws {
        let text = String(decoding: try Corpus.bytes(test.broken), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (_, intact) = try Self.lint(test.files, broken: test.broken, brokenText: text)
        let known = Set(intact.map { "\($0.id) \($0.location?.line ?? 0) \($0.message)" })
        var tried = 0
        var named = 0
        for mutation in test.plural ? Self.pluralMutations : Self.stringsMutations {
            var sites = 0
            for (index, line) in lines.enumerated() where sites < Self.sitesPerMutation {
                // A plural's `other` form is the line after `<key>other</key>`.
                if test.plural, index == 0 || !lines[index - 1].contains("<key>other</key>") { continue }
                guard let brokenLine = mutation.apply(line), brokenLine != line else { continue }
                var brokenLines = lines
                brokenLines[index] = brokenLine
                if mutation.name == "remove other" { brokenLines[index - 1] = "" }
                // The entry starts at its key: the `.strings` line, or the `.stringsdict` key
                // (indented once) above the form.
                let entryLine =
                    test.plural
                    ? (lines[..<index].lastIndex { $0.hasPrefix("\t<key>") } ?? 0) + 1 : index + 1
                let (_, diagnostics) = try Self.lint(
                    test.files, broken: test.broken, brokenText: brokenLines.joined(separator: "\n"))
                let new = diagnostics.filter { !known.contains("\($0.id) \($0.location?.line ?? 0) \($0.message)") }
                let hit = new.contains { diagnostic in
                    guard mutation.expected.contains(diagnostic.id), let location = diagnostic.location,
                        location.file.hasSuffix(URL(fileURLWithPath: test.broken).lastPathComponent)
                    else { return false }
                    return (entryLine...(index + 1)).contains(location.line)
                }
                sites += 1
                tried += 1
                if hit { named += 1 }
                #expect(hit, "\(mutation.name) at \(test.broken):\(index + 1) is not named: \(new.map(\.oneLine))")
            }
            #expect(sites > 0, "\(mutation.name) found no entry to break in \(test.broken)")
        }
        print("lint mutation hit rate, \(test.broken): \(named) of \(tried)")
    }

    // MARK: String catalogs

    /// The text of a catalog line written `"value" : "text"` (as Xcode writes catalogs), as a
    /// range of the line.
    static func catalogValue(of line: String) -> Range<String.Index>? {
        guard let start = line.range(of: #""value" : ""#), line.hasSuffix("\""), start.upperBound < line.endIndex
        else { return nil }
        return start.upperBound..<line.index(before: line.endIndex)
    }

    /// Mutations of a catalog's texts in one language: a unit's text, or a plural's `other` form;
    /// "remove other" renames the `other` form to `two`, a category German and Japanese never use.
    static let catalogMutations: [(mutation: Mutation, plural: Bool)] = [
        (
            Mutation(name: "drop a placeholder", expected: [.missingArgument]) { line in
                replacingFirstSpecifier(line, in: catalogValue(of: line)) { _ in "" }
            }, false
        ),
        (
            Mutation(name: "change a specifier's type", expected: [.specifierMismatch]) { line in
                replacingFirstSpecifier(line, in: catalogValue(of: line)) { specifier in
                    specifier.hasSuffix("@")
                        ? specifier.dropLast() + "d" : specifier.prefix { $0 != "l" && !"dui".contains($0) } + "@"
                }
            }, false
        ),
        (
            Mutation(name: "add an unknown specifier", expected: [.badSpecifier]) { line in
                guard let value = catalogValue(of: line), firstSpecifier(in: line[value]) != nil else { return nil }
                var line = line
                line.insert(contentsOf: " %y", at: value.upperBound)
                return line
            }, false
        ),
        (
            // `\q` is no JSON escape: the catalog cannot be read, which is an error at the text.
            Mutation(name: "break an escape", expected: [.syntax]) { line in
                guard let value = catalogValue(of: line) else { return nil }
                var line = line
                line.insert(contentsOf: "\\q", at: value.upperBound)
                return line
            }, false
        ),
        (
            Mutation(name: "drop the number from a plural form", expected: [.missingArgument]) { line in
                replacingFirstSpecifier(line, in: catalogValue(of: line)) { _ in "" }
            }, true
        ),
        (
            Mutation(name: "change a plural form's specifier type", expected: [.specifierMismatch]) { line in
                replacingFirstSpecifier(line, in: catalogValue(of: line)) { specifier in
                    specifier.hasSuffix("@")
                        ? specifier.dropLast() + "d" : specifier.prefix { $0 != "l" && !"dui".contains($0) } + "@"
                }
            }, true
        ),
        (
            // Where the `other` form was a substitution's, the substitution is unusable: an
            // invalid entry, as a `.stringsdict` variable left without forms is.
            Mutation(name: "remove other", expected: [.missingPluralForm, .invalidEntry]) { line in
                line.contains(#""other" : {"#)
                    ? line.replacingOccurrences(of: #""other" : {"#, with: #""two" : {"#) : nil
            }, true
        ),
    ]

    /// A catalog of the corpus, and the language whose texts are broken.
    struct CatalogCase: Sendable, CustomStringConvertible {
        var file: String
        var language: String
        var description: String { "\(file) (\(language))" }
    }

    static let catalogCases = [
        CatalogCase(
            file: "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings", language: "de"),
        CatalogCase(
            file: "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings", language: "ja"),
    ]

    /// For each line of a catalog as Xcode writes it, the line (0-based) of the localization it is
    /// in (`"de" : {`, indented eight spaces) and of the plural form it is in, if any.
    static func catalogPlaces(_ lines: [String]) -> [(localization: Int?, form: Int?, language: String?)] {
        var localization: Int?
        var language: String?
        var form: Int?
        var places: [(localization: Int?, form: Int?, language: String?)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("        \""), !line.hasPrefix("         "), line.hasSuffix("\" : {") {
                localization = index
                language = String(line.dropFirst(9).prefix { $0 != "\"" })
                form = nil
            } else if line.hasPrefix("    \""), !line.hasPrefix("     ") {
                localization = nil
                language = nil
                form = nil
            } else if ["zero", "one", "two", "few", "many", "other"].contains(where: {
                line.trimmingCharacters(in: .whitespaces) == "\"\($0)\" : {"
            }) {
                form = index
            }
            places.append((localization, form, language))
        }
        return places
    }

    @Test(.enabled(if: Corpus.isAvailable, Corpus.skipReason), arguments: catalogCases)
    func everyBreakOfARealCatalogTranslationIsNamedAtItsText(_ test: CatalogCase) throws {
        let text = String(decoding: try Corpus.bytes(test.file), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let places = Self.catalogPlaces(lines)
        func lint(_ text: String) throws -> [LocalizationDiagnostic] {
            let root = try StringTableDirectoryTests.folder(["Document.xcstrings": text])
            defer { try? FileManager.default.removeItem(at: root) }
            return TableLinter(paths: [root]).lint().diagnostics
        }
        let known = Set(try lint(text).map { "\($0.id) \($0.location?.line ?? 0) \($0.message)" })
        var tried = 0
        var named = 0
        for (mutation, plural) in Self.catalogMutations {
            var sites = 0
            for (index, line) in lines.enumerated() where sites < Self.sitesPerMutation {
                let place = places[index]
                guard place.language == test.language, let localization = place.localization else { continue }
                if plural {
                    // The `other` form's line, or its text two lines down.
                    let other = mutation.name == "remove other" ? index : place.form
                    guard let other, lines[other].trimmingCharacters(in: .whitespaces) == #""other" : {"# else {
                        continue
                    }
                } else if place.form != nil {
                    continue
                }
                guard let brokenLine = mutation.apply(line), brokenLine != line else { continue }
                var brokenLines = lines
                brokenLines[index] = brokenLine
                let new = try lint(brokenLines.joined(separator: "\n")).filter {
                    !known.contains("\($0.id) \($0.location?.line ?? 0) \($0.message)")
                }
                // A text's problem is reported at the localization's first text, or at the renamed
                // form's own text a few lines down; a substitution's at its key; the file's
                // syntax error where the file stops being JSON. All are within the entry, which
                // starts at its key (indented four spaces).
                let key = lines[..<localization].lastIndex { $0.hasPrefix("    \"") && !$0.hasPrefix("     ") } ?? 0
                let hit = new.contains { diagnostic in
                    guard mutation.expected.contains(diagnostic.id), let location = diagnostic.location else {
                        return false
                    }
                    let last = mutation.name == "remove other" ? index + 5 : index + 1
                    return (key + 1...last).contains(location.line)
                }
                sites += 1
                tried += 1
                if hit { named += 1 }
                #expect(
                    hit,
                    "\(mutation.name) at \(test.file):\(index + 1) (\(test.language)) is not named: \(new.map(\.oneLine))"
                )
            }
            #expect(sites > 0, "\(mutation.name) found no text to break in \(test)")
        }
        print("lint mutation hit rate, \(test): \(named) of \(tried)")
    }
}
