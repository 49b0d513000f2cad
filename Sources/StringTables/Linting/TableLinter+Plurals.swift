extension TableLinter {
    /// Plural forms a number the value can take needs but lacks, and forms the language never
    /// uses. What a number reaches is CLDR's rules' (see ``PluralRules/integerCategories(for:)``):
    /// for an integer (`%d`, `%lld`, `%u`, …) only the categories integers reach are needed, so
    /// Russian `one`, `few` and `many` without `other` lack nothing; a category only exact
    /// millions and compact numbers reach (French `many`) is a note, as are one only fractions
    /// reach (Czech `many`, Russian `other`, for an integer) and an unused form.
    func checkPlurals(
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
            let written = present.subtracting([.zero])
            if !written.isEmpty, written.isDisjoint(with: needed) {
                // No form the language ever chooses (a Japanese plural with only `one`): every
                // number but an explicit zero shows what a lookup falls back to.
                let name = LegacyLanguageNames.name(of: language).map { "\($0) (\(language))" } ?? "\(language)"
                let uses = PluralCategory.allCases.filter(needed.contains).map { "`\($0.rawValue)`" }
                let usesText = uses.count == 1 ? "only \(uses[0])" : uses.joined(separator: ", ")
                let zero = present.contains(.zero) ? " but 0, which takes the zero form" : ""
                problems.append(
                    (
                        .warning, .missingPluralForm,
                        "has only \(named(PluralCategory.allCases.filter(written.contains))), which \(name) never uses: \(name) uses \(usesText); the source language's text is shown instead for every number\(zero)"
                    ))
            } else if !missing.isEmpty, present.subtracting([.zero]) == [.other] {
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
            if !rare.isEmpty, !written.isDisjoint(with: needed) {
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "lacks \(named(rare)) that \(language) uses only for exact millions and compact numbers; \(instead) for them"
                    ))
            }
            if !fractional.isEmpty, present.subtracting([.zero]) != [.other], !written.isDisjoint(with: needed) {
                problems.append(
                    (
                        .note, .missingPluralForm,
                        "lacks \(named(fractional)) that \(language) uses only for fractions, which an integer never is; nothing is shown wrongly"
                    ))
            }
            if !unused.isEmpty, !written.isDisjoint(with: needed) {
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
}
