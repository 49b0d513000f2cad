extension AlertText {
    /// The standard "OK" of an alert declared without buttons: key `OK` in the package's
    /// `Alerts` table, so your own tables can translate or override it.
    public static let standardOK = AlertText(
        "OK", table: "Alerts", comment: "The only button of an alert declared without buttons")

    /// Looks this text up for `languages` and formats it.
    ///
    /// Verbatim text is returned as is. Localized text goes through ``Localizer/localize(_:table:defaultValue:arguments:languages:)``;
    /// interpolated `AlertText` arguments are resolved first, in the same languages. The
    /// package's own tables (``BuiltInStringTables``) are searched after the localizer's sources.
    public func resolved(localizer: Localizer, languages: [LanguageTag]) -> LocalizedString {
        let localizer = localizer.includingBuiltInTables
        switch storage {
        case .verbatim(let text):
            return LocalizedString(value: text, language: nil)
        case .localized(let key, let table, let defaultValue):
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
    /// Looks up every text of the alert and prepares its buttons for display.
    ///
    /// - An alert without buttons gets the standard "OK" (``AlertText/standardOK``), marked
    ///   default. No cancel button is ever added.
    /// - Only the first button marked default stays default; a note names the others.
    /// - The buttons are arranged by `order`.
    public func resolved(
        localizer: Localizer = Localizer(sources: []), languages: [LanguageTag], order: ButtonOrder = .declared
    ) -> ResolvedAlert<Action> {
        var diagnostics: [LocalizationDiagnostic] = []
        func text(_ text: AlertText) -> String {
            let result = text.resolved(localizer: localizer, languages: languages)
            diagnostics += result.diagnostics
            return result.value
        }
        let titleResult = title.resolved(localizer: localizer, languages: languages)
        diagnostics += titleResult.diagnostics
        let messageText = message.map(text)

        var resolvedButtons: [ResolvedButton<Action>] = []
        var defaultLabel: String?
        for (index, button) in buttons.enumerated() {
            let label = text(button.label)
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
            resolvedButtons.append(
                ResolvedButton(
                    label: label, role: button.role, isDefault: isDefault, action: button.action, declaredIndex: index))
        }
        if resolvedButtons.isEmpty {
            resolvedButtons = [ResolvedButton(label: text(.standardOK), isDefault: true, declaredIndex: nil)]
        }
        return ResolvedAlert(
            title: titleResult.value, message: messageText, buttons: order.arrange(resolvedButtons),
            language: titleResult.language, diagnostics: diagnostics)
    }
}
