import Foundation

/// The checks behind ``TableLinter/lint()``, run on each folder's tables once all are read.
///
/// What the linter says about a text being shown, replaced or never shown is what a lookup
/// does: a missing translation is asked of ``Localizer`` over the same tables, and a
/// translation is checked by the rule lookups use (``Localizer/usableFormat(_:_:)``).
extension TableLinter {
    /// The source-language entries of each table of `group`, chosen as ``check(_:_:)`` chooses them.
    func sourceTables(of group: Group) -> [SourceTable] {
        let source = sourceLanguage ?? group.catalogSource ?? "en"
        return Set(group.tables.keys).union(group.base.keys).sorted().compactMap { name in
            var languages = group.tables[name] ?? [:]
            if let base = group.base[name] { languages[source, default: [:]].merge(base) { own, _ in own } }
            guard let language = Self.sourceTable(among: languages.keys, for: source),
                let entries = languages[language]
            else { return nil }
            return SourceTable(
                name: name, language: language,
                entries: entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value, $0.value.keyLocation) })
        }
    }

    func check(_ group: Group, root: String, _ diagnostics: inout [LocalizationDiagnostic]) {
        let source = sourceLanguage ?? group.catalogSource ?? "en"
        let tableNames = Set(group.tables.keys).union(group.base.keys).sorted()
        // The app's languages: those any table of the folder has. A language lacking one of the
        // tables lacks each of its keys, as a language lacking keys in a table it has does.
        let appLanguages = Set(group.tables.values.flatMap(\.keys))
        // What each translation lacks, gathered over the folder's tables before it is reported:
        // a language that is only a stub is one note (see ``reportLacking(_:source:_:)``).
        var lacks: [LanguageTag: Lacking] = [:]
        for name in tableNames {
            var languages = group.tables[name] ?? [:]
            if let base = group.base[name] { languages[source, default: [:]].merge(base) { own, _ in own } }
            let sourceTable = Self.sourceTable(among: languages.keys, for: source)
            let sourceEntries = sourceTable.flatMap { languages[$0] }
            // Keys not meant to be translated, and those whose source text has no words: a text of
            // specifiers, digits and punctuation (`%lld. `, `%@`) reads the same in every language.
            let wordless = (sourceEntries ?? [:]).filter { !Self.hasWords($0.value.value) }.keys
            let untranslated = (group.untranslatedKeys[name] ?? []).union(wordless)
            // Only a source table that lists a key makes a key stray: one that is absent or
            // holds nothing but `"" = "";` lists none, and keys are then their own source text.
            // A `.stringsdict` lists only the keys with plurals, so it does not count.
            let listsKeys =
                group.catalogListedTables.contains(name)
                || (sourceTable == source && group.baseListedTables.contains(name))
                || sourceTable.map { group.listingLanguages[name]?.contains($0) ?? false } ?? false
            let lookups = Localizer(
                sources: [InMemoryStringTables(values: [name: languages.mapValues { $0.mapValues(\.value) }])],
                sourceLanguage: source)
            // A language whose folder holds the interface file the table is named after
            // (`fr.lproj/Alert.xib` for `Alert.strings`) is translated in that file.
            let localizedInterfaces = appLanguages.subtracting(languages.keys).filter { language in
                (group.languageFolders[language] ?? []).contains { folder in
                    ["xib", "storyboard", "nib"].contains {
                        FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).\($0)").path)
                    }
                }
            }
            // A table in the source language only, where the folder has others: kept untranslated
            // by design, or not yet translated. One note says so, not one per key and language.
            let lacking = appLanguages.subtracting(localizedInterfaces).filter { !$0.isSameLocale(as: source) }
            let singleLanguage =
                localizedInterfaces.isEmpty && !languages.isEmpty
                && languages.keys.allSatisfy { $0.isSameLocale(as: source) } && !lacking.isEmpty
            if singleLanguage, let sourceEntries,
                let first = sourceEntries.filter({ !$0.key.isEmpty && !untranslated.contains($0.key) }).values
                    .map(\.keyLocation).min()
            {
                let names = lacking.sorted().map(\.description)
                let listed =
                    names.count > 4
                    ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
                    : names.joined(separator: ", ")
                diagnostics.append(
                    LocalizationDiagnostic(
                        .note, .missingTranslation,
                        "table \(name) is in \(source) only, though the folder has tables in \(listed): its \(source) texts are shown in every language; nothing is needed if that is by design, else translate the table",
                        location: LocalizationDiagnostic.Location(file: first.file, line: 1, column: 1), table: name,
                        language: source))
            }
            // The strings a settings bundle's `Root.plist` (or a child pane's) shows are its keys:
            // a translation may have titles the development language leaves as they are.
            let askedByPlist = Self.plistStrings(inFolder: root, table: name)
            for language in Set(languages.keys).union(appLanguages).subtracting(localizedInterfaces).sorted() {
                let entries = languages[language] ?? [:]
                for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    checkPlurals(entry, key: key, table: name, language: language, &diagnostics)
                    guard !language.isSameLocale(as: source) else {
                        checkSourceFormat(entry, key: key, table: name, language: language, &diagnostics)
                        continue
                    }
                    if let original = sourceEntries?[key] {
                        checkSpecifiers(
                            entry, against: original, in: sourceTable, key: key, table: name, language: language,
                            &diagnostics)
                        continue
                    }
                    if askedByPlist.contains(key) {
                        // Asked for by the property list beside the table: not stray.
                    } else if listsKeys, Self.namesInterfaceObjectProperty(key) {
                        // An interface file asks for its objects' keys in every language, whatever
                        // the source table lists: only the file says whether the object is gone.
                        diagnostics.append(
                            LocalizationDiagnostic(
                                .note, .strayKey,
                                "'\(key)' is not in the \(source) table \(name), but names an interface file's object and property, which the file asks for; it is stray only if the object is gone",
                                location: entry.keyLocation, key: key, table: name, language: language))
                    } else if listsKeys {
                        diagnostics.append(
                            LocalizationDiagnostic(
                                .note, .strayKey,
                                "'\(key)' is not in the \(source) table \(name), so the app likely never asks for it; the \(language) text is shown only if it does",
                                location: entry.keyLocation, key: key, table: name, language: language))
                    }
                    // With no source text, a lookup given arguments checks the translation
                    // against the key's own specifiers (an identifier such as "save.failed",
                    // which has none, is no reference) and shows the key in its place.
                    let byKey = Entry(value: .text(key), location: entry.location, keyLocation: entry.keyLocation)
                    if Self.readsArguments(byKey.value) {
                        checkSpecifiers(
                            entry, against: byKey, in: nil, named: "the key", key: key, table: name, language: language,
                            &diagnostics)
                    }
                }
                guard let sourceEntries, !language.isSameLocale(as: source), !singleLanguage else { continue }
                lacks[language, default: Lacking()].tables.insert(name)
                if let first = entries.values.map(\.keyLocation).min() {
                    lacks[language]?.files.append(first)
                } else if let file = Self.emptyTableFile(name, of: group.languageFolders[language] ?? []) {
                    lacks[language]?.files.append(LocalizationDiagnostic.Location(file: file, line: 1, column: 1))
                }
                for (key, original) in sourceEntries.sorted(by: { $0.key < $1.key })
                where !key.isEmpty && !untranslated.contains(key) {
                    lacks[language]?.needed += 1
                    guard entries[key] == nil else { continue }
                    switch lookups.coverage(of: key, table: name, language: language) {
                    case .own:
                        break
                    case .missing:
                        // Another table of the folder has the language; this one does not at all.
                        let whole = languages[language] == nil ? ", which has no \(language) file" : ""
                        lacks[language]?.missing.append(
                            LocalizationDiagnostic(
                                .warning, .missingTranslation,
                                "'\(key)' has no \(language) translation in table \(name)\(whole)",
                                location: original.keyLocation, key: key, table: name, language: language))
                    case .inherited(let parent):
                        diagnostics.append(inherited(key, name, language, from: parent, original.keyLocation))
                    case .source:
                        diagnostics.append(inherited(key, name, language, from: source, original.keyLocation))
                    }
                }
            }
        }
        reportLacking(lacks, source: source, &diagnostics)
    }

    /// The fewest source texts a folder's tables must have for a translation lacking nearly all
    /// of them to be a stub: below it, a tenth is no measure (a table of one text, untranslated,
    /// is a missing translation).
    static var stubMinimum: Int { 10 }

    /// What one translation lacks over a folder's tables.
    struct Lacking {
        /// The source texts it should translate: every key of the source tables but those not
        /// meant to be translated.
        var needed = 0
        /// A `missing-translation` warning for each it neither has nor inherits.
        var missing: [LocalizationDiagnostic] = []
        /// The tables it was checked against, and where each of its files starts.
        var tables: Set<String> = []
        var files: [LocalizationDiagnostic.Location] = []
    }

    /// Reports what each translation lacks: a warning per missing text, unless the language is a
    /// stub, translating less than a tenth of the folder's source texts (of ten or more) (an empty file Xcode
    /// makes when a language is added, two keys of a language someone started): its readers
    /// see the source language's texts nearly everywhere, which one note at its file says. A
    /// regional variant that overrides a few texts of its parent (`pt-BR` beside `pt`, `en-GB`)
    /// inherits the rest, lacks none, and is no stub.
    func reportLacking(
        _ lacking: [LanguageTag: Lacking], source: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        for (language, lack) in lacking.sorted(by: { $0.key < $1.key }) where !lack.missing.isEmpty {
            let translated = lack.needed - lack.missing.count
            guard lack.needed >= Self.stubMinimum, translated * 10 < lack.needed,
                let place = lack.files.min() ?? lack.missing.first?.location
            else {
                diagnostics += lack.missing
                continue
            }
            let tables = lack.tables.sorted().joined(separator: ", ")
            let what = translated == 0 ? "none" : "only \(translated)"
            diagnostics.append(
                LocalizationDiagnostic(
                    .note, .missingTranslation,
                    "\(language) translates \(what) of the \(lack.needed) \(source) texts of \(tables) here: a stub, whose readers see the \(source) text for the other \(lack.missing.count); nothing is needed if it is a placeholder, else translate it or remove its files",
                    location: LocalizationDiagnostic.Location(file: place.file, line: 1, column: 1),
                    table: lack.tables.count == 1 ? lack.tables.first : nil, language: language))
        }
    }

    /// The first `.strings` or `.stringsdict` file of `table` in one of `folders`, sorted: where a
    /// translation without keys is reported.
    static func emptyTableFile(_ table: String, of folders: Set<URL>) -> String? {
        for folder in folders.sorted(by: { $0.path < $1.path }) {
            for kind in ["strings", "stringsdict"] {
                let path = folder.appendingPathComponent("\(table).\(kind)").path
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Every string in the property list `<table>.plist` in `folder` (a settings bundle's
    /// `Root.plist`), which shows them through the table: empty when there is none, or it cannot
    /// be read.
    static func plistStrings(inFolder folder: String, table: String) -> Set<String> {
        let path = URL(fileURLWithPath: folder).appendingPathComponent("\(table).plist").path
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
        else { return [] }
        var strings: Set<String> = []
        var pending: [Any] = [list]
        while let next = pending.popLast() {
            if let text = next as? String {
                strings.insert(text)
            } else if let array = next as? [Any] {
                pending += array
            } else if let dictionary = next as? [String: Any] {
                pending += Array(dictionary.values)
            }
        }
        return strings
    }

    /// Whether `key` is written as Interface Builder writes the keys of an interface file's
    /// strings: an object's identifier (`41`, or `aXa-aM-Jaq` as Xcode makes them), a dot and
    /// a property (`title`, `placeholderString`, `ibShadowedToolTip`).
    static func namesInterfaceObjectProperty(_ key: String) -> Bool {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return false }
        let object = key[..<dot]
        let property = key[key.index(after: dot)...]
        func alphanumeric(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber)
        }
        guard let first = property.first, first.isASCII, first.isLetter,
            property.allSatisfy({ alphanumeric($0) || "._[]".contains($0) })
        else { return false }
        if object.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let parts = object.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy(alphanumeric) }
    }

    /// Whether the source text `value` has words, a letter of any script (`isLetter`) outside its
    /// specifiers: one made only of specifiers, digits, punctuation and spaces (`%lld. `, `%@`,
    /// `%1$@ – %2$@`) reads the same in every language, so no translation of it is missing. A
    /// text is read as ``sourceFormat(of:)`` reads it: prose (`100% f`) keeps its `%` and
    /// letters as written. A plural has words when one of its forms or its format does.
    package static func hasWords(_ value: TableValue) -> Bool {
        func words(_ text: String) -> Bool {
            guard readsArguments(.text(text)), let format = try? FormatString.parsed(text) else {
                return text.contains(where: \.isLetter)
            }
            return format.pieces.contains {
                if case .literal(let literal) = $0 { literal.contains(where: \.isLetter) } else { false }
            }
        }
        switch value {
        case .text(let text):
            return words(text)
        case .plural(let forms, _):
            return forms.forms.values.contains(where: words)
        case .variables(let format, let variables):
            // The format without its `%#@name@` references, which the variables' forms replace.
            let rest = variables.keys.reduce(format) { $0.replacingOccurrences(of: "%#@\($1)@", with: "") }
            return words(rest) || variables.values.contains { $0.forms.forms.values.contains(where: words) }
        }
    }

    /// The table of the source language `source` among the tables of `languages`: that
    /// language's own (`en`), else its most general form (`en` before `en-US`), else the first
    /// in identifier order among the tags for the same locale. Dictionary order never decides.
    static func sourceTable(among languages: some Collection<LanguageTag>, for source: LanguageTag) -> LanguageTag? {
        languages.filter { $0.isSameLocale(as: source) }.min { a, b in
            if (a == source) != (b == source) { return a == source }
            if a.subtags.count != b.subtags.count { return a.subtags.count < b.subtags.count }
            return a < b
        }
    }

    private func inherited(
        _ key: String, _ table: String, _ language: LanguageTag, from parent: LanguageTag,
        _ location: LocalizationDiagnostic.Location
    ) -> LocalizationDiagnostic {
        LocalizationDiagnostic(
            .note, .inheritedTranslation,
            "'\(key)' has no \(language) text of its own in table \(table); \(language) shows the \(parent) text",
            location: location, key: key, table: table, language: language)
    }

    /// Whether the source text `value` is taken to be formatted, that is given arguments: a
    /// lookup without arguments shows a text as written, so a `%` in prose (`up to 70% for`,
    /// `残量（%）`, `%0 cores`) is no specifier. A plural always reads its number; plain text is
    /// formatted when its specifiers parse and not all of them have the rare space flag (`% f`,
    /// `%0 c`), which is how prose around a `%` reads. One plain specifier (`%@ is 70% full`)
    /// says the text is given arguments: its `% f` then reads one too.
    package static func readsArguments(_ value: TableValue) -> Bool {
        guard case .text(let text) = value else { return true }
        guard let format = try? FormatString.parsed(text) else { return false }
        return format.specifiers.contains { !$0.flags.contains(.spaceSign) }
    }

    /// How a source-language value is used, judged from its text as ``sourceFormat(of:)`` judges it.
    package enum SourceFormat: Sendable, Hashable {
        /// Prose shown as written: a lookup without arguments does not format it.
        case prose
        /// A format given arguments, which it reads as these kinds, by 1-based position.
        case formatted([Int: FormatSpecifier.ArgumentKind])
        /// A format given arguments that cannot be formatted: a lookup given arguments shows a
        /// translation unchecked, or else the key.
        case broken(FormatError)
    }

    /// Whether the source-language value `value` is prose, a format, or a format that cannot be
    /// formatted. A plural always reads its number. Plain text is a format when it reads an
    /// argument as ``readsArguments(_:)`` says; when it does not parse, it is a broken format if
    /// it holds a conversion printf reads an argument for (``FormatString/holdsConversion(_:)``:
    /// `%@ and %1$@`, `%d of %`, `%n`, `%*d`), and prose otherwise (`100%`, `100%. Next`):
    /// a lookup given no arguments shows it as written.
    package static func sourceFormat(of value: TableValue) -> SourceFormat {
        guard case .text(let text) = value else {
            do throws(FormatError) {
                return .formatted(try value.rememberedArgumentKinds())
            } catch {
                return .broken(error)
            }
        }
        do throws(FormatError) {
            let format = try FormatString.parsed(text)
            return format.specifiers.contains { !$0.flags.contains(.spaceSign) }
                ? .formatted(format.argumentKinds) : .prose
        } catch {
            return FormatString.holdsConversion(text) ? .broken(error) : .prose
        }
    }
}

extension FormatSpecifier.ArgumentKind {
    /// Whether the kind is a signed or unsigned integer.
    var isInteger: Bool { self == .signedInteger || self == .unsignedInteger }
}
