/// The checks behind ``TableLinter/lint()``, run on each folder's tables once all are read.
extension TableLinter {
    func check(_ group: Group, _ diagnostics: inout [LocalizationDiagnostic]) {
        let source = sourceLanguage ?? group.catalogSource ?? "en"
        let tableNames = Set(group.tables.keys).union(group.base.keys).sorted()
        for name in tableNames {
            var languages = group.tables[name] ?? [:]
            if let base = group.base[name] { languages[source, default: [:]].merge(base) { own, _ in own } }
            let sourceEntries = languages.first { $0.key.isSameLocale(as: source) }?.value
            for (language, entries) in languages.sorted(by: { $0.key < $1.key }) {
                for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    checkPlurals(entry, key: key, language: language, &diagnostics)
                    if let sourceEntries, !language.isSameLocale(as: source) {
                        if let original = sourceEntries[key] {
                            checkSpecifiers(entry, against: original, key: key, language: language, &diagnostics)
                        } else if group.listedTables.contains(name) {
                            // Only a source table that lists its keys makes a key stray; without
                            // one, keys are their own source text.
                            diagnostics.append(
                                LocalizationDiagnostic(
                                    .warning,
                                    "'\(key)' is not in the \(source) table \(name), so the \(language) text is never shown",
                                    location: entry.location, key: key, table: name, language: language))
                        }
                    }
                }
                guard let sourceEntries, !language.isSameLocale(as: source) else { continue }
                for (key, original) in sourceEntries.sorted(by: { $0.key < $1.key }) where entries[key] == nil {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .warning, "'\(key)' has no \(language) translation in table \(name)",
                            location: original.location, key: key, table: name, language: language))
                }
            }
        }
    }

    private func checkSpecifiers(
        _ entry: Entry, against original: Entry, key: String, language: LanguageTag,
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        guard let reference = try? original.value.argumentKinds() else { return }
        do {
            let translated = try entry.value.argumentKinds()
            try Localizer.check(translated, against: reference)
            // Leaving an argument out formats fine, but the text then lacks what the source shows.
            let left = reference.filter { translated[$0.key] == nil }.sorted { $0.key < $1.key }
            if !left.isEmpty {
                let list = left.map { "\($0.key) (\($0.value.word))" }.joined(separator: ", ")
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning,
                        "the \(language) text of '\(key)' leaves out argument\(left.count > 1 ? "s" : "") \(list), which the source text shows",
                        location: entry.location, key: key, language: language))
            }
        } catch {
            diagnostics.append(
                LocalizationDiagnostic(
                    .error,
                    "the \(language) text of '\(key)' \(Self.describe(error)); it would be replaced by the source text",
                    location: entry.location, key: key, language: language))
        }
    }

    private func checkPlurals(
        _ entry: Entry, key: String, language: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let needed = PluralRules.categories(for: language)
        func check(_ forms: PluralForms, _ what: String) {
            let present = Set(forms.forms.keys)
            let missing = PluralCategory.allCases.filter { needed.contains($0) && !present.contains($0) }
            let unused = PluralCategory.allCases.filter { $0 != .zero && present.contains($0) && !needed.contains($0) }
            func named(_ categories: [PluralCategory]) -> String {
                "the \(categories.map(\.rawValue).joined(separator: ", ")) form\(categories.count > 1 ? "s" : "")"
            }
            var problems: [String] = []
            if !missing.isEmpty {
                problems.append("lacks \(named(missing)) that \(language) needs; 'other' is shown instead")
            }
            if !unused.isEmpty { problems.append("has \(named(unused)), which \(language) never uses") }
            for problem in problems {
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, "\(what) of '\(key)' \(problem)", location: entry.location, key: key,
                        language: language))
            }
        }
        switch entry.value {
        case .text: break
        case .plural(let forms, _): check(forms, "the plural")
        case .variables(_, let variables):
            for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
                check(variable.forms, "the variable '\(name)'")
            }
        }
    }

    private static func describe(_ error: FormatError) -> String {
        if case .sourceMismatch(let detail) = error.reason { return "does not match the source text: \(detail)" }
        return "has a bad specifier: \(error)"
    }
}
