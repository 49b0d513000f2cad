extension Localizer {
    /// The first candidate that formats: the translation found, checked against its source
    /// text; then the source-language value, the default value and the key.
    func formatted(
        _ key: String, table: String, defaultValue: String?, arguments: [FormatArgument],
        found: (value: TableValue, language: LanguageTag)?, foundIsSource: Bool,
        source: (value: TableValue, language: LanguageTag)?, missing: MissingTranslation?, pseudo: PseudoLanguage?,
        outcome: inout LookupDecision.Outcome?
    ) -> LocalizedString {
        var diagnostics: [LocalizationDiagnostic] = []
        /// `text`, remembering how it was made when it is plain text formatted without a warning.
        func shown(_ text: Formatted, from value: TableValue, language: LanguageTag?) -> LocalizedString {
            let language = pseudo?.tag ?? language
            if diagnostics.isEmpty, case .text = value {
                outcome = .formatted(text.format, language: language, numbers: text.numbers)
            }
            return LocalizedString(value: text.value, language: language, missing: missing, diagnostics: diagnostics)
        }
        let source = foundIsSource ? nil : source
        // The candidates in order of preference: the text found, the source-language value,
        // the default value, the key. A translation is checked against the candidate after it,
        // its source text — unless that is the key and holds no specifiers, as an identifier
        // such as "save.failed" is no reference.
        if let found {
            var reference: [Int: FormatSpecifier.ArgumentKind]?
            if !foundIsSource {
                if let source {
                    reference = try? source.value.rememberedArgumentKinds()
                } else if let defaultValue {
                    reference = try? FormatString.parsed(defaultValue).argumentKinds
                } else if let parsedKey = try? FormatString.parsed(key), !parsedKey.specifiers.isEmpty {
                    reference = parsedKey.argumentKinds
                }
            }
            if let text = attempt(
                found.value, language: found.language, checkedAgainst: reference, pseudo, key, table, arguments,
                &diagnostics)
            {
                return shown(text, from: found.value, language: found.language)
            }
        }
        if let source,
            let text = attempt(source.value, language: source.language, pseudo, key, table, arguments, &diagnostics)
        {
            return shown(text, from: source.value, language: source.language)
        }
        if let defaultValue,
            let text = attempt(
                .text(defaultValue), language: sourceLanguage, pseudo, key, table, arguments, &diagnostics)
        {
            return shown(text, from: .text(defaultValue), language: sourceLanguage)
        }
        if let text = attempt(.text(key), language: nil, pseudo, key, table, arguments, &diagnostics) {
            return shown(text, from: .text(key), language: nil)
        }
        // Every candidate failed, the key included: show the key's text without formatting
        // rather than guess at arguments.
        return LocalizedString(
            value: pseudo.map { $0.transformed(text: key) } ?? key, language: pseudo?.tag, missing: missing,
            diagnostics: diagnostics)
    }

    /// `value` formatted with `arguments` in `language` (the source language for the key,
    /// `nil`), or `nil` with a warning added to `diagnostics` when it cannot be: it does not fit
    /// the arguments, or reads them otherwise than `reference`, its source text, does. For a
    /// `pseudo`-language, its literal text is transformed once it is known to fit.
    private func attempt(
        _ value: TableValue, language: LanguageTag?,
        checkedAgainst reference: [Int: FormatSpecifier.ArgumentKind]? = nil, _ pseudo: PseudoLanguage?,
        _ key: String, _ table: String, _ arguments: [FormatArgument], _ diagnostics: inout [LocalizationDiagnostic]
    ) -> Formatted? {
        let formatLanguage = language ?? sourceLanguage
        do throws(FormatError) {
            var template = try Self.usableFormat(value.format(for: arguments, language: formatLanguage), reference)
            if let pseudo { template = pseudo.transformed(template) }
            let numbers = NumberSymbols(language: formatLanguage)
            let text = try StringFormatter.format(template, arguments, numbers: numbers)
            return Formatted(value: text, format: template, numbers: numbers)
        } catch {
            let origin = language.map { "the \($0) text" } ?? "the key"
            let fallback = LocalizationDiagnostic(
                .warning, .formatError, "\(origin) of '\(key)' in table \(table) was not used: \(error)",
                key: key, table: table, language: language)
            diagnostics.append(fallback)
            DiagnosticsSystem.emit { DiagnosticEvent(.formatting, fallback) }
            return nil
        }
    }

    /// A text formatted, with the format and numbers that made it.
    private struct Formatted {
        var value: String
        var format: FormatString
        var numbers: NumberSymbols
    }

    /// `text` parsed as a format, when a translation may be formatted in place of its source
    /// text, whose arguments are `reference` (`nil`: no source text to check against): it parses,
    /// and reads no argument otherwise than the source text does. The rule by which lookups
    /// replace a translation and the linter says they will.
    package static func usableFormat(
        _ text: String, _ reference: [Int: FormatSpecifier.ArgumentKind]?
    ) throws(FormatError) -> FormatString {
        let template = try FormatString.parsed(text)
        if let reference { try check(template.orderedArgumentKinds, against: reference) }
        return template
    }

    /// Throws when a translation reads an argument the source text does not, or reads one as
    /// another type. A translation may show any argument with `%@`, which shows every value, but
    /// may not narrow the source's `%@` to a typed specifier such as `%d`.
    static func check(
        _ translated: [Int: FormatSpecifier.ArgumentKind], against original: [Int: FormatSpecifier.ArgumentKind]
    ) throws(FormatError) {
        try check(translated.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, against: original)
    }

    /// ``check(_:against:)`` for a translation's kinds in order of position.
    static func check(
        _ translated: [(position: Int, kind: FormatSpecifier.ArgumentKind)],
        against original: [Int: FormatSpecifier.ArgumentKind]
    ) throws(FormatError) {
        for (position, kind) in translated {
            guard let expected = original[position] else {
                throw FormatError(.sourceMismatch("it reads argument \(position), which the source text does not have"))
            }
            if kind != expected && kind != .object {
                throw FormatError(
                    .sourceMismatch(
                        "it shows argument \(position) as \(kind.word), the source text as \(expected.word)"))
            }
        }
    }
}

extension FormatSpecifier.ArgumentKind {
    var word: String {
        switch self {
        case .object: "an object (%@)"
        case .signedInteger: "a signed integer"
        case .unsignedInteger: "an unsigned integer"
        case .floatingPoint: "a floating-point number"
        case .character: "a character"
        case .cString: "a C string"
        }
    }
}
