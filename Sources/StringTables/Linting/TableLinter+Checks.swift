import Foundation

/// The checks behind ``TableLinter/lint()``, run on each folder's tables once all are read.
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
                entries: entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value, $0.value.location) })
        }
    }

    func check(_ group: Group, _ diagnostics: inout [LocalizationDiagnostic]) {
        let source = sourceLanguage ?? group.catalogSource ?? "en"
        let tableNames = Set(group.tables.keys).union(group.base.keys).sorted()
        // The app's languages: those any table of the folder has. A language lacking one of the
        // tables lacks each of its keys, as a language lacking keys in a table it has does.
        let appLanguages = Set(group.tables.values.flatMap(\.keys))
        for name in tableNames {
            var languages = group.tables[name] ?? [:]
            if let base = group.base[name] { languages[source, default: [:]].merge(base) { own, _ in own } }
            let sourceTable = Self.sourceTable(among: languages.keys, for: source)
            let sourceEntries = sourceTable.flatMap { languages[$0] }
            // Only a source table that lists a key makes a key stray: one that is absent or
            // holds nothing but `"" = "";` lists none, and keys are then their own source text.
            // A `.stringsdict` lists only the keys with plurals, so it does not count.
            let untranslated = group.untranslatedKeys[name] ?? []
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
                    if listsKeys, Self.namesInterfaceObjectProperty(key) {
                        // An interface file asks for its objects' keys in every language, whatever
                        // the source table lists: only the file says whether the object is gone.
                        diagnostics.append(
                            LocalizationDiagnostic(
                                .note, .strayKey,
                                "'\(key)' is not in the \(source) table \(name), but names an interface file's object and property, which the file asks for; it is stray only if the object is gone",
                                location: entry.location, key: key, table: name, language: language))
                    } else if listsKeys {
                        diagnostics.append(
                            LocalizationDiagnostic(
                                .warning, .strayKey,
                                "'\(key)' is not in the \(source) table \(name), so the app likely never asks for it; the \(language) text is shown only if it does",
                                location: entry.location, key: key, table: name, language: language))
                    }
                    // With no source text, a lookup given arguments checks the translation
                    // against the key's own specifiers (an identifier such as "save.failed",
                    // which has none, is no reference) and shows the key in its place.
                    let byKey = Entry(value: .text(key), location: entry.location)
                    if Self.readsArguments(byKey.value) {
                        checkSpecifiers(
                            entry, against: byKey, in: nil, named: "the key", key: key, table: name, language: language,
                            &diagnostics)
                    }
                }
                guard let sourceEntries, !language.isSameLocale(as: source) else { continue }
                for (key, original) in sourceEntries.sorted(by: { $0.key < $1.key })
                where entries[key] == nil && !key.isEmpty && !untranslated.contains(key) {
                    switch lookups.coverage(of: key, table: name, language: language) {
                    case .own:
                        break
                    case .missing:
                        // Another table of the folder has the language; this one does not at all.
                        let whole = languages[language] == nil ? ", which has no \(language) file" : ""
                        diagnostics.append(
                            LocalizationDiagnostic(
                                .warning, .missingTranslation,
                                "'\(key)' has no \(language) translation in table \(name)\(whole)",
                                location: original.location, key: key, table: name, language: language))
                    case .inherited(let parent):
                        diagnostics.append(inherited(key, name, language, from: parent, original.location))
                    case .source:
                        diagnostics.append(inherited(key, name, language, from: source, original.location))
                    }
                }
            }
        }
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

    /// A source text that is a format but cannot be formatted, or reads an argument Swift cannot
    /// give Foundation's `String(format:)` (`%Lf`, a long double): a warning at the entry.
    private func checkSourceFormat(
        _ entry: Entry, key: String, table: String, language: LanguageTag,
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let problem: String
        switch Self.sourceFormat(of: entry.value) {
        case .prose:
            return
        case .broken(let error):
            problem =
                "cannot be formatted: \(error); given arguments, a lookup shows a translation unchecked, or else the key"
        case .formatted:
            let formats = (try? entry.value.variantFormats(language: language)) ?? []
            let longDoubles = formats.flatMap { format in
                ((try? FormatString.parsed(format))?.specifiers ?? []).filter { $0.length == "L" }
            }
            guard let first = longDoubles.first else { return }
            problem =
                "has \(first.text), which reads a long double: Swift cannot pass one to Foundation's String(format:), which then shows garbage; write %\(first.conversion)"
        }
        diagnostics.append(
            LocalizationDiagnostic(
                .warning, .badSpecifier, "the \(language) text of '\(key)' \(problem)", location: entry.location,
                key: key, table: table, language: language))
    }

    /// Checks the translation `entry` against `original`, the text of `sourceLanguage` (nil for
    /// the key), as lookups check it.
    private func checkSpecifiers(
        _ entry: Entry, against original: Entry, in sourceLanguage: LanguageTag?,
        named referenceName: String = "the source text", key: String,
        table: String, language: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        // The reference is what lookups check a translation against.
        let reference: [Int: FormatSpecifier.ArgumentKind]
        switch Self.sourceFormat(of: original.value) {
        case .formatted(let kinds):
            reference = kinds
        case .broken:
            // Reported at the source text; lookups check no translation against it.
            return
        case .prose:
            // A source text given no arguments is shown as written, and so is its translation: a
            // specifier there is printed as is.
            if Self.readsArguments(entry.value), case .text(let text) = entry.value,
                let first = try? FormatString.parsed(text).specifiers.first
            {
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .specifierMismatch,
                        "the \(language) text of '\(key)' has the specifier \(first.text), but the source text takes no arguments; it is shown as written",
                        location: entry.location, key: key, table: table, language: language))
            }
            return
        }
        do throws(FormatError) {
            var objects: Set<Int> = []
            for format in try entry.value.variantFormats(language: language) {
                let parsed = try Localizer.usableFormat(format, reference)
                for (position, specifier) in parsed.positionedSpecifiers
                where specifier.argumentKind == .object && reference[position].map({ $0 != .object }) ?? false {
                    objects.insert(position)
                }
            }
            // Lookups here show any argument with `%@`, but Foundation's `String(format:)` takes
            // what `%@` reads for an object: given the number the source text's `%lld` reads, a
            // translation's `%@` crashes or prints garbage wherever Foundation formats the table.
            if !objects.isEmpty {
                let positions = objects.sorted()
                func listed(_ words: [String]) -> String {
                    guard let last = words.last, words.count > 1 else { return words.joined() }
                    return words.dropLast().joined(separator: ", ") + " and " + last
                }
                let arguments = "argument\(positions.count > 1 ? "s" : "") \(listed(positions.map(String.init)))"
                let kinds = listed(positions.compactMap { reference[$0]?.word })
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .specifierMismatch,
                        "the \(language) text of '\(key)' shows \(arguments) with %@, which \(referenceName) gives as \(kinds); this package shows it, but Foundation's String(format:) reads an object there and crashes",
                        location: entry.location, key: key, table: table, language: language))
            }
            let translated = try entry.value.argumentKinds()
            // Leaving an argument out formats fine, but the text then lacks what the source shows.
            // An argument the source text only chooses plural forms by (`this list`, `these
            // lists`) shows nothing: a language with one form for every number (Chinese,
            // Japanese) leaves it out rightly, and any other shows one text for every number.
            var left = reference.filter { translated[$0.key] == nil }.sorted { $0.key < $1.key }
            if let sourceLanguage {
                let shown = Set(
                    ((try? original.value.variantFormats(language: sourceLanguage)) ?? []).flatMap {
                        (try? FormatString.parsed($0))?.positions ?? []
                    })
                let choosing = left.filter { !shown.contains($0.key) }
                left.removeAll { !shown.contains($0.key) }
                if !choosing.isEmpty, PluralRules.categories(for: language) != [.other] {
                    let list = choosing.map { String($0.key) }.joined(separator: ", ")
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .note, .missingArgument,
                            "the \(language) text of '\(key)' leaves out argument\(choosing.count > 1 ? "s" : "") \(list), which \(referenceName) uses only to choose a plural form; it is the same for every number",
                            location: entry.location, key: key, table: table, language: language))
                }
            }
            if !left.isEmpty {
                let list = left.map { "\($0.key) (\($0.value.word))" }.joined(separator: ", ")
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .missingArgument,
                        "the \(language) text of '\(key)' leaves out argument\(left.count > 1 ? "s" : "") \(list), which \(referenceName) shows",
                        location: entry.location, key: key, table: table, language: language))
            }
        } catch {
            let id: LocalizationDiagnostic.ID
            if case .sourceMismatch = error.reason { id = .specifierMismatch } else { id = .badSpecifier }
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, id,
                    "the \(language) text of '\(key)' \(Self.describe(error, referenceName)); it would be replaced by \(referenceName)",
                    location: entry.location, key: key, table: table, language: language))
        }
    }

    /// Plural forms a number the value can take needs but lacks, and forms the language never
    /// uses. What a number reaches is CLDR's rules' (see ``PluralRules/integerCategories(for:)``):
    /// for an integer (`%d`, `%lld`, `%u`, …) only the categories integers reach are needed, so
    /// Russian `one`, `few` and `many` without `other` lack nothing; a category only exact
    /// millions and compact numbers reach (French `many`) is a note, as are one only fractions
    /// reach (Czech `many`, Russian `other`, for an integer) and an unused form.
    private func checkPlurals(
        _ entry: Entry, key: String, table: String, language: LanguageTag,
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let needed = PluralRules.categories(for: language)
        let millions = PluralRules.millionCategories(for: language)
        func check(_ forms: PluralForms, integer: Bool, _ what: String) {
            let present = Set(forms.forms.keys)
            let reached = integer ? PluralRules.integerCategories(for: language) : needed.subtracting(millions)
            let instead =
                present.contains(.other) ? "'other' is shown instead" : "the source language's text is shown instead"
            let missing = PluralCategory.allCases.filter { reached.contains($0) && !present.contains($0) }
            let rare = PluralCategory.allCases.filter { millions.contains($0) && !present.contains($0) }
            // Categories only fractions (and compact exponents) reach: Czech `many`, Russian `other`.
            let fractional = PluralCategory.allCases.filter {
                integer && needed.contains($0) && !reached.contains($0) && !millions.contains($0)
                    && !present.contains($0)
            }
            let unused = PluralCategory.allCases.filter { $0 != .zero && present.contains($0) && !needed.contains($0) }
            func named(_ categories: [PluralCategory]) -> String {
                "the \(categories.map(\.rawValue).joined(separator: ", ")) form\(categories.count > 1 ? "s" : "")"
            }
            let numbers = integer ? "integers" : "numbers"
            var problems: [(LocalizationDiagnostic.Severity, LocalizationDiagnostic.ID, String)] = []
            // An `other` form no number of this kind reaches otherwise is shown for exactly one
            // missing category, so it is the text written for those numbers (Russian `one`,
            // `few` and `other` for an integer: `other` is written as `many` would be). A note.
            if !missing.isEmpty, present.subtracting([.zero]) == [.other] {
                // Only `other`: one text chosen for every number (`%lld found`, German `Byte`),
                // not a form forgotten.
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "has only the other form, which is shown for every number, though \(language) has \(named(missing)) for \(numbers)"
                    ))
            } else if missing.count == 1, present.contains(.other), !reached.contains(.other) {
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "lacks \(named(missing)) that \(language) needs for \(numbers); 'other', which they never reach otherwise, is shown for them"
                    ))
            } else if !missing.isEmpty {
                problems.append(
                    (
                        .warning, .missingPluralForm,
                        "lacks \(named(missing)) that \(language) needs for \(numbers); \(instead)"
                    ))
            }
            if !rare.isEmpty {
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "lacks \(named(rare)) that \(language) uses only for exact millions and compact numbers; \(instead) for them"
                    ))
            }
            if !fractional.isEmpty, present.subtracting([.zero]) != [.other] {
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "lacks \(named(fractional)) that \(language) uses only for fractions, which an integer never is; nothing is shown wrongly"
                    ))
            }
            if !unused.isEmpty {
                problems.append((.note, .unusedPluralForm, "has \(named(unused)), which \(language) never uses"))
            }
            for (severity, id, problem) in problems {
                diagnostics.append(
                    LocalizationDiagnostic(
                        severity, id, "\(what) of '\(key)' \(problem)", location: entry.location, key: key,
                        table: table, language: language))
            }
        }
        switch entry.value {
        case .text: break
        case .plural(let forms, let argument):
            check(forms, integer: Self.formsShowIntegers(forms, argument: argument), "the plural")
        case .variables(_, let variables):
            for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
                check(
                    variable.forms, integer: variable.valueSpecifier?.argumentKind.isInteger ?? false,
                    "the variable '\(name)'")
            }
        }
    }

    /// Whether every form of a plural shows its number (argument `argument`, or the first that is
    /// a number) with an integer specifier, and at least one shows it.
    private static func formsShowIntegers(_ forms: PluralForms, argument: Int?) -> Bool {
        var kinds: [FormatSpecifier.ArgumentKind] = []
        for form in forms.forms.values {
            guard let parsed = try? FormatString.parsed(form) else { return false }
            let ordered = parsed.orderedArgumentKinds
            let chosen = argument.flatMap { position in ordered.first { $0.position == position } } ?? ordered.first
            if let chosen { kinds.append(chosen.kind) }
        }
        return !kinds.isEmpty && kinds.allSatisfy(\.isInteger)
    }

    private static func describe(_ error: FormatError, _ reference: String) -> String {
        if case .sourceMismatch(let detail) = error.reason { return "does not match \(reference): \(detail)" }
        return "has a bad specifier: \(error)"
    }
}

extension FormatSpecifier.ArgumentKind {
    /// Whether the kind is a signed or unsigned integer.
    var isInteger: Bool { self == .signedInteger || self == .unsignedInteger }
}
