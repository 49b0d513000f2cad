extension AlertText {
    /// The standard "OK" of an alert declared without buttons: key `OK` in the package's
    /// `Alerts` table, so your own tables can translate or override it.
    package static let standardOK = AlertText(
        "OK", table: "Alerts", comment: "The only button of an alert declared without buttons")

    /// Looks this text up for `languages` and formats it.
    ///
    /// Verbatim text is returned as is. Localized text goes through ``Localizer/localize(_:table:defaultValue:arguments:languages:)``;
    /// interpolated `AlertText` arguments are resolved first, in the same languages. The
    /// package's own tables are searched after the localizer's sources, and a standard button
    /// label (OK, Cancel, Retry, Delete, Save, Don’t Save, Close, Continue…) that your
    /// `Localizable` tables lack in the preferred languages comes from the package's translations.
    public func resolved(localizer: Localizer, languages: [LanguageTag]) -> LocalizedString {
        let localizer = localizer.includingBuiltInTables
        switch storage {
        case .verbatim(let text):
            return LocalizedString(value: text, language: nil)
        case .localized(let key, let table, let defaultValue):
            if table == nil, key.arguments.isEmpty,
                let standard = StandardLabels.fallback(for: key.key, localizer: localizer, languages: languages)
            {
                return standard.resolved(localizer: localizer, languages: languages)
            }
            var diagnostics: [LocalizationDiagnostic] = []
            let arguments = key.arguments.map { argument -> FormatArgument in
                switch argument {
                case .string(let value): return .string(value)
                case .int(let value): return .int(value)
                case .uint(let value): return .uint(value)
                case .double(let value): return .double(value)
                case .text(let text):
                    let inner = text.resolved(localizer: localizer, languages: languages)
                    diagnostics += inner.diagnostics
                    return .string(inner.value)
                }
            }
            var result = localizer.localize(
                key.key, table: table ?? "Localizable", defaultValue: defaultValue, arguments: arguments,
                languages: languages)
            result.diagnostics = diagnostics + result.diagnostics
            return result
        case .lines(let lines):
            let parts = lines.map { $0.resolved(localizer: localizer, languages: languages) }
            return LocalizedString(
                value: parts.map(\.value).joined(separator: "\n"),
                language: parts.lazy.compactMap(\.language).first,
                diagnostics: parts.flatMap(\.diagnostics))
        }
    }
}

extension Alert {
    /// Looks up every text of the alert — and of `error`, when the alert is about one — and
    /// prepares its buttons for display: the one place alerts are resolved.
    ///
    /// - An alert without buttons gets the standard "OK" (``AlertText/standardOK``), marked
    ///   default. No cancel button is ever added.
    /// - Only the first button marked default stays default; a note names the others.
    /// - The buttons are arranged by `order`.
    /// - Each button also keeps its label in the localizer's source language
    ///   (``ResolvedButton/sourceLabel``), so a script can name it in any language.
    /// - The message, the error's details and the button labels prefer the language a table gave
    ///   the title in, so one alert reads in one language: a title your tables have only in
    ///   English gets an English message and English buttons, even under a German preference.
    ///   (A title no table has — its key shown as is — decides nothing: the package's standard
    ///   labels and texts then come in the preferred language.)
    /// - For an error, its details are resolved into ``ResolvedAlert/error``. When the alert's
    ///   message is the error's own (``ErrorAlert/message``), its recovery suggestion and retry
    ///   advice are also the ``ResolvedAlert/hint``. Empty texts count as none.
    public func resolved(
        for error: ErrorAlert? = nil, localizer: Localizer = Localizer(sources: []), languages: [LanguageTag],
        order: ButtonOrder = .declared
    ) -> ResolvedAlert {
        var diagnostics: [LocalizationDiagnostic] = []
        // The language of each text: its table's, the source language for a key shown as is.
        var used: [LanguageTag] = []
        func note(_ text: AlertText, _ result: LocalizedString) {
            diagnostics += result.diagnostics
            if let language = result.language ?? (text.verbatim == nil ? localizer.sourceLanguage : nil),
                !used.contains(language)
            {
                used.append(language)
            }
        }
        func text(_ text: AlertText, in languages: [LanguageTag] = languages) -> String {
            let result = text.resolved(localizer: localizer, languages: languages)
            note(text, result)
            return result.value
        }
        let titleResult = title.resolved(localizer: localizer, languages: languages)
        note(title, titleResult)
        // A label as the source language writes it, for scripts (`--choose retry`); its
        // diagnostics are the shown label's already, or none.
        func sourceLabel(of label: AlertText) -> String? {
            guard label.verbatim == nil else { return nil }
            return label.resolved(localizer: localizer, languages: [localizer.sourceLanguage]).value
        }
        // One alert, one language: the message and the buttons prefer the language a table gave
        // the title in.
        let labelLanguages = titleResult.language.map { [$0] + languages } ?? languages

        var buttons: [(button: ResolvedButton, declaredIndex: Int?)] = []
        var defaultLabel: String?
        for (index, button) in self.buttons.enumerated() {
            let label = text(button.label, in: labelLanguages)
            var isDefault = button.isDefault
            if isDefault, let first = defaultLabel {
                isDefault = false
                diagnostics.append(
                    LocalizationDiagnostic(
                        .note,
                        "button \"\(label)\" is marked default too; only the first default button, \"\(first)\", is prominent"
                    ))
            } else if isDefault {
                defaultLabel = label
            }
            buttons.append(
                (
                    ResolvedButton(
                        label, role: button.role, isDefault: isDefault, sourceLabel: sourceLabel(of: button.label)),
                    index
                ))
        }
        if buttons.isEmpty {
            let label = text(.standardOK, in: labelLanguages)
            buttons = [(ResolvedButton(label, isDefault: true, sourceLabel: sourceLabel(of: .standardOK)), nil)]
        }
        let arranged = order.arrange(buttons, by: \.button)

        // An error's own message is its reason, suggestion and retry advice: resolved once, with
        // the details, and the last two are the hint.
        var details = error.map { $0.resolved { text($0, in: labelLanguages) } }
        details?.underlying = error?.error
        details?.labelsFromErrorItself = (error?.recoveryOptions ?? []).filter(\.isFromErrorItself).map {
            $0.title.resolved(localizer: localizer, languages: labelLanguages).value
        }
        var message: String?
        var hint: String?
        if let error, let details, self.message == error.message {
            let advice = [details.recoverySuggestion, details.retryAdvice].compactMap { $0 }
            hint = advice.isEmpty ? nil : advice.joined(separator: "\n")
            let lines = ([details.failureReason] + advice).compactMap { $0 }
            message = lines.isEmpty ? nil : lines.joined(separator: "\n")
        } else {
            message = self.message.map { text($0, in: labelLanguages) }
        }
        var resolved = ResolvedAlert(
            title: titleResult.value, message: message, hint: hint, buttons: arranged.map(\.button), error: details,
            language: titleResult.language, diagnostics: diagnostics)
        resolved.declaredIndices = arranged.map(\.declaredIndex)
        resolved.languages = used
        return resolved
    }
}

extension ErrorAlert {
    /// The details a front shows besides the alert's texts, each text resolved by `text`; an
    /// empty text counts as none.
    func resolved(_ text: (AlertText) -> String) -> ResolvedError {
        func nonEmpty(_ value: AlertText?) -> String? { value.map(text).flatMap { $0.isEmpty ? nil : $0 } }
        return ResolvedError(
            severity: severity, category: category, overrides: overrides, failureReason: nonEmpty(failureReason),
            recoverySuggestion: nonEmpty(recoverySuggestion), retryAdvice: nonEmpty(retryAdvice),
            help: nonEmpty(helpAnchor),
            causes: causes.map { cause in sentences([cause.title, cause.failureReason].compactMap(nonEmpty)) },
            code: errorCode, domainCode: domainCode, retry: retry, isCancellation: isCancellation, groupID: groupID,
            diagnostic: diagnostic, source: source)
    }
}

/// Sentences joined into one paragraph: with a space, except after a sentence that ends in
/// full-width punctuation (`。`, `！`, `）`), as Chinese and Japanese write them.
package func sentences(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
        if let last = result.unicodeScalars.last {
            let fullWidth = (0x3000...0x303F).contains(last.value) || (0xFF00...0xFFEF).contains(last.value)
            if !fullWidth { result += " " }
        }
        result += part
    }
    return result
}
