/// An `.xcstrings` string catalog read in one pass, whose languages' values are built one
/// language at a time, when asked for.
///
/// The pass checks the whole file as strict JSON (see ``JSONReader``) and notes the catalog's
/// source language, its keys with their places, and where each key's localization in each
/// language is in the text; no value is decoded. ``languages`` then needs at most a few
/// localizations per language, and ``table(for:)`` decodes the localizations of one language.
/// ``XCStringsFile`` reads every language at once.
///
/// Read as Xcode writes catalogs: each key has `localizations` by language, each a `stringUnit`
/// (`state`, `value`), `variations` by `plural` category or by `device` (the `other` device is
/// taken), or a `stringUnit` whose `%#@name@` references `substitutions` (with `argNum`,
/// `formatSpecifier` and plural forms that write the value as `%arg`). A key without a
/// source-language unit uses the key as its source text; a key with `shouldTranslate: false`
/// has only its source text; units in the state `new` or `stale` are skipped outside the source
/// language, so those languages fall back.
///
/// Problems are reported where they are: problems of the file as a whole (not JSON, not a
/// catalog, a key or a language given twice, a localization name that is no language tag) in
/// ``diagnostics``, problems of one language's localizations with that language's table. A
/// member named twice in one object counts once, its last value, as `JSONSerialization` has it.
package struct XCStringsCatalog: Sendable {
    /// The path the file was read from, as given.
    package let path: String
    /// The catalog's source language (`en` when the file does not say).
    package internal(set) var sourceLanguage: LanguageTag = "en"
    /// Problems of the file as a whole, in the order of the text.
    package internal(set) var diagnostics: [LocalizationDiagnostic] = []
    /// The languages that have values, sorted: the source language when the catalog has a key,
    /// and each other language with a translation that is used.
    package internal(set) var languages: [LanguageTag] = []
    /// Every language the catalog has localizations for, whether or not any is used, sorted.
    package internal(set) var localizedLanguages: [LanguageTag] = []

    /// The file's text as UTF-8.
    let text: [UInt8]
    /// Every key's entry in the order of the text, with those given again later.
    var entries: [Entry] = []
    /// The entry that counts for each key: the last one given.
    var entryIndex: [String: Int] = [:]
    /// The localization names used, as written, each with the localizations given under it.
    var localizations: [Localization] = []
    /// The localization names of each language (`pt-BR` and `pt_BR` are the same language).
    var localizationsByLanguage: [LanguageTag: [Int]] = [:]

    /// One key's entry in `strings`.
    struct Entry: Sendable {
        var key: String
        var line: Int
        var column: Int
        /// The line of the key's first entry, when the key is given more than once.
        var firstLine: Int
        /// Whether the entry is an object (else it has no values at all).
        var isObject = false
        /// Whether `shouldTranslate` is not `false`.
        var translatable = true
        /// Whether `extractionState` is `stale`: Xcode no longer finds the key in the code.
        var isStale = false
        /// Whether this is the entry that counts, the key's last.
        var isUsed = true
    }

    /// One localization name (`de`) and the localizations given under it.
    struct Localization: Sendable {
        var name: String
        var language: LanguageTag?
        /// The localizations: each key's entry and the offset of its value in the text.
        var nodes: [(entry: Int, offset: Int)] = []
    }

    /// Reads the bytes of an `.xcstrings` file. Never throws: problems are in ``diagnostics``.
    ///
    /// The bytes are decoded as `.strings` files are (UTF-8, or UTF-16 with or without a mark), so
    /// lines and columns count the same in every encoding.
    package init(bytes: [UInt8], path: String) {
        let decoded = TextDecoding.decode(bytes)
        self.text = decoded.utf8
        self.path = path
        if let offset = decoded.invalidOffsets.first {
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, .encoding, "invalid \(decoded.encoding.rawValue) bytes; save the file as UTF-8",
                    location: LineIndex(text).location(of: offset, file: path)))
        }
        readOutline()
        findLanguages()
    }

    /// The keys not meant to be translated: `shouldTranslate: false`, or stale.
    package var untranslatedKeys: Set<String> {
        Set(entries.filter { $0.isUsed && (!$0.translatable || $0.isStale) }.map(\.key))
    }

    /// Every key, in the order of the file.
    package var keys: [String] { entries.filter(\.isUsed).map(\.key) }

    /// Where `key` is in the file (its last entry, the one that counts).
    package func location(ofKey key: String) -> LocalizationDiagnostic.Location {
        guard let index = entryIndex[key] else { return .init(file: path, line: 1, column: 1) }
        return location(of: entries[index])
    }

    /// Where the value of each key is in each language: the first `value` member of its
    /// localization (its unit's, or its first variation's), else the localization. The lines are
    /// indexed once for every language: a catalog of megabytes has dozens.
    package func valueLocations() -> [LanguageTag: [String: LocalizationDiagnostic.Location]] {
        let lines = LineIndex(text)
        var all: [LanguageTag: [String: LocalizationDiagnostic.Location]] = [:]
        for language in localizationsByLanguage.keys {
            var locations: [String: LocalizationDiagnostic.Location] = [:]
            for node in nodes(of: language) where entries[node.entry].isUsed {
                locations[entries[node.entry].key] = lines.location(
                    of: Self.firstValueMember(in: text, from: node.offset), file: path)
            }
            all[language] = locations
        }
        return all
    }

    /// The offset of the string after the first `"value" :` inside the JSON object or array that
    /// starts at `start`, else `start`. The text is valid JSON, so a quote inside a string is
    /// always escaped and the member name cannot be matched inside one.
    static func firstValueMember(in text: [UInt8], from start: Int) -> Int {
        let name = Array(#""value""#.utf8)
        var depth = 0
        var index = start
        var inString = false
        while index < text.count {
            let byte = text[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return start }
            case UInt8(ascii: "\""):
                if text[index...].starts(with: name) {
                    var after = index + name.count
                    while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
                    if after < text.count, text[after] == UInt8(ascii: ":") {
                        after += 1
                        while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
                        return after
                    }
                }
                inString = true
            default:
                break
            }
            index += 1
        }
        return start
    }

    func location(of entry: Entry) -> LocalizationDiagnostic.Location {
        .init(file: path, line: entry.line, column: entry.column)
    }

    /// The values of `language`, built from its localizations, and the problems found in them.
    ///
    /// The values are `nil` when the language has none (see ``languages``). The source
    /// language has a value for every key whose entry is an object: its unit, or the key.
    package func table(for language: LanguageTag) -> (
        values: [String: TableValue]?, diagnostics: [LocalizationDiagnostic]
    ) {
        let isSource = language == sourceLanguage
        var values: [String: TableValue] = [:]
        var problems: [LocalizationDiagnostic] = []
        let nodes = self.nodes(of: language)
        values.reserveCapacity(nodes.count)
        text.withUnsafeBufferPointer { buffer in
            let reader = LocalizationReader(json: ValidatedJSON(text: buffer), isSource: isSource)
            for node in nodes {
                let entry = entries[node.entry]
                guard entry.isUsed, isSource || entry.translatable else { continue }
                do throws(LocalizationReader.Problem) {
                    if let value = try reader.value(at: node.offset) { values[entry.key] = value }
                } catch {
                    problems.append(
                        LocalizationDiagnostic(
                            .error, error.id,
                            "'\(entry.key)' in \(localizations[node.localization].name): \(error.message)",
                            location: location(of: entry), key: entry.key))
                }
            }
        }
        if isSource {
            for entry in entries where entry.isUsed && entry.isObject && values[entry.key] == nil {
                values[entry.key] = .text(entry.key)
            }
        }
        return (values.isEmpty ? nil : values, problems)
    }

    /// The localizations of `language`, in the order of the text.
    private func nodes(of language: LanguageTag) -> [(entry: Int, offset: Int, localization: Int)] {
        let names = localizationsByLanguage[language] ?? []
        var nodes = names.flatMap { name in
            localizations[name].nodes.map { (entry: $0.entry, offset: $0.offset, localization: name) }
        }
        if names.count > 1 { nodes.sort { $0.offset < $1.offset } }
        return nodes
    }

    /// Finds ``languages`` and ``localizedLanguages``, and reports localization names that are
    /// not language tags.
    private mutating func findLanguages() {
        for (index, localization) in localizations.enumerated() {
            if let language = localization.language {
                localizationsByLanguage[language, default: []].append(index)
                continue
            }
            for node in localization.nodes where entries[node.entry].isUsed {
                let entry = entries[node.entry]
                diagnostics.append(
                    LocalizationDiagnostic(
                        .error, .notALanguage,
                        "'\(entry.key)' has a localization for \"\(localization.name)\", which is not a language tag",
                        location: location(of: entry), key: entry.key))
            }
        }
        localizedLanguages = localizationsByLanguage.keys.sorted()
        var found: Set<LanguageTag> = []
        if entries.contains(where: { $0.isUsed && $0.isObject }) { found.insert(sourceLanguage) }
        text.withUnsafeBufferPointer { buffer in
            let reader = LocalizationReader(json: ValidatedJSON(text: buffer), isSource: false)
            for (language, names) in localizationsByLanguage where language != sourceLanguage {
                // Usually the first localization has a value; a language only finished in
                // part, or only `new`, is read until one does.
                let hasValue = names.contains { name in
                    localizations[name].nodes.contains { node in
                        let entry = entries[node.entry]
                        guard entry.isUsed, entry.translatable else { return false }
                        return (try? reader.value(at: node.offset)) != nil
                    }
                }
                if hasValue { found.insert(language) }
            }
        }
        languages = found.sorted()
    }
}
