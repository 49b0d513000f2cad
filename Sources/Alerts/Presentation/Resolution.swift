extension AlertText {
    /// Looks this text up for `languages` and formats it.
    ///
    /// Verbatim text is returned as is; text made elsewhere is looked up as ``init(lookingUp:)``
    /// says. Localized text goes through `Localizer.localize(_:table:defaultValue:arguments:languages:)`;
    /// interpolated `AlertText` arguments are resolved first, in the same languages. The
    /// package's own tables are searched after the localizer's sources, and a standard button
    /// label (OK, Cancel, Retry, Delete, Save, Don’t Save, Close, Continue…) that your
    /// `Localizable` tables lack in the preferred languages comes from the package's translations.
    public func resolved(localizer: Localizer, languages: [LanguageTag]) -> LocalizedString {
        resolved(including: localizer.includingBuiltInTables, languages: languages)
    }

    /// ``resolved(localizer:languages:)`` with a localizer that already searches the package's
    /// own tables (``Localizer/includingBuiltInTables``), so that resolving the texts of one
    /// alert, and the texts inside a text, does not add them again for each.
    package func resolved(including localizer: Localizer, languages: [LanguageTag]) -> LocalizedString {
        switch storage {
        case .verbatim(let text):
            return LocalizedString(value: text, language: nil)
        case .localized(let key, let table, let defaultValue):
            if table == nil, key.values.isEmpty,
                let standard = StandardLabels.fallback(for: key.key, localizer: localizer, languages: languages)
            {
                return standard.resolved(including: localizer, languages: languages)
            }
            // Most keys have no text among their arguments: the lookup's result is the text's.
            guard !key.texts.isEmpty else {
                return localizer.localize(
                    key.key, table: table ?? "Localizable", defaultValue: defaultValue, arguments: key.values,
                    languages: languages)
            }
            var diagnostics = PendingDiagnostics()
            var arguments = key.values
            for argument in key.texts {
                let inner = argument.text.resolved(including: localizer, languages: languages)
                diagnostics.append(diagnosticsOf: inner)
                arguments[argument.index] = .string(inner.value)
            }
            var result = localizer.localize(
                key.key, table: table ?? "Localizable", defaultValue: defaultValue, arguments: arguments,
                languages: languages)
            if !diagnostics.isEmpty {
                diagnostics.append(diagnosticsOf: result)
                result.pendingDiagnostics = diagnostics
            }
            return result
        case .lines(let lines):
            var value = ""
            var language: LanguageTag?
            var diagnostics = PendingDiagnostics()
            for (index, line) in lines.enumerated() {
                let part = line.resolved(including: localizer, languages: languages)
                if index > 0 { value += "\n" }
                value += part.value
                if language == nil { language = part.language }
                diagnostics.append(diagnosticsOf: part)
            }
            return LocalizedString(value: value, language: language, diagnostics: diagnostics)
        case .lookingUp(let text):
            return Self.resolved(lookingUp: text, including: localizer, languages: languages)
        }
    }
}

extension Alert {
    /// Looks up every text of the alert — and of its ``error``, when it is about one — and
    /// prepares its buttons for display: the one place alerts are resolved.
    ///
    /// - An alert without buttons gets the standard "OK" (key `OK` in the package's `Alerts`
    ///   table), marked default. No cancel button is ever added.
    /// - Only the first button marked default stays default; a note names the others.
    /// - The buttons are arranged by `order`.
    /// - Each button also keeps its label in the localizer's source language
    ///   (``ResolvedButton/sourceLabel``), so a script can name it in any language.
    /// - The message, the error's details and the button labels prefer the language a table gave
    ///   the title in, so one alert reads in one language: a title your tables have only in
    ///   English gets an English message and English buttons, even under a German preference.
    ///   (A title no table has — its key shown as is — decides nothing: the package's standard
    ///   labels and texts then come in the preferred language.)
    /// - For an error, its content travels on as ``ResolvedAlert/error``, its causes and help text
    ///   resolved (``ResolvedAlert/causes``, ``ResolvedAlert/help``). When the alert has no
    ///   message of its own, the message is the error's (its failure reason, recovery suggestion
    ///   and retry advice, one per line), and its recovery suggestion and retry advice are also
    ///   the ``ResolvedAlert/hint``. Empty texts count as none.
    public func resolved(
        localizer: Localizer = Localizer(sources: []), languages: [LanguageTag], order: ButtonOrder = .declared
    ) -> ResolvedAlert {
        resolved(localizer: localizer, languages: languages, order: order, buttons: true)
    }

    /// ``resolved(localizer:languages:order:)``; without `buttons`, the alert's buttons (and
    /// the standard "OK") are left out, for a report that shows none; without `standardOK`, an
    /// alert without buttons gets no standard "OK", for a front that only delivers (nobody
    /// answers it, and an HTTP response lists none).
    ///
    /// With `keysInSourceLanguage`, a title that no table has in `languages` is looked up in the
    /// tables' source language, in which its key is written; when it is shown as its key, every
    /// other text comes in that language first too, so that nothing beside the key is in another
    /// language (the HTTP front's responses, which name one `Content-Language`).
    package func resolved(
        localizer: Localizer, languages: [LanguageTag], order: ButtonOrder, buttons: Bool,
        standardOK: Bool = true, keysInSourceLanguage: Bool = false
    ) -> ResolvedAlert {
        let localizer = localizer.includingBuiltInTables
        var texts = TextResolution(localizer: localizer, languages: languages)
        var titleResult = texts.resolve(title)
        if keysInSourceLanguage, titleResult.language == nil, !title.mayShowAsGiven,
            languages.first != localizer.sourceLanguage
        {
            // The notes of the first lookup stay: they say which languages lack the title. A
            // lookup that searched the source language already would find the key no more; but
            // texts inside the title (`"Couldn’t \(AlertText("Save")) it."`) were looked up in
            // the asked languages first, and must come in the source language too.
            texts.languages = [localizer.sourceLanguage] + languages.filter { $0 != localizer.sourceLanguage }
            if !languages.contains(localizer.sourceLanguage) || title.holdsTexts { titleResult = texts.resolve(title) }
        }
        let languages = texts.languages
        // One alert, one language: the message and the buttons prefer the language a table gave
        // the title in. (Naming the most preferred language twice would change nothing.)
        let labelLanguages =
            titleResult.language.map { $0 == languages.first ? languages : [$0] + languages } ?? languages
        texts.languages = labelLanguages
        // A label as the source language writes it, for scripts (`--choose retry`); its
        // diagnostics are the shown label's already, or none. Labels looked up for the source
        // language alone are already so.
        let labelsAreSourceText = labelLanguages.count == 1 && labelLanguages[0] == localizer.sourceLanguage
        func shownButton(_ label: String, of text: AlertText, role: ButtonRole? = nil, isDefault: Bool)
            -> ResolvedButton
        {
            let sourceLabel =
                labelsAreSourceText || text.verbatim != nil
                ? nil : text.resolved(including: localizer, languages: localizer.sourceLanguageAlone).value
            return ResolvedButton(
                label, role: role, isDefault: isDefault, sourceLabel: sourceLabel,
                isStandard: text.isStandardButtonLabel)
        }

        var resolvedButtons: [ResolvedButton] = []
        var declaredIndices = ResolvedAlert.DeclaredIndices.same
        if buttons {
            if standardOK || !self.buttons.isEmpty {
                resolvedButtons.reserveCapacity(Swift.max(1, self.buttons.count))
            }
            var defaultLabel: String?
            for button in self.buttons {
                let label = texts.text(button.label)
                var isDefault = button.isDefault
                if isDefault, let first = defaultLabel {
                    isDefault = false
                    texts.diagnostics.append(
                        LocalizationDiagnostic(
                            .note, .duplicateDefaultButton,
                            "button \"\(label)\" is marked default too; only the first default button, \"\(first)\", is prominent"
                        ))
                } else if isDefault {
                    defaultLabel = label
                }
                resolvedButtons.append(shownButton(label, of: button.label, role: button.role, isDefault: isDefault))
            }
            if resolvedButtons.isEmpty, standardOK {
                // The standard "OK": key `OK` in the package's `Alerts` table, which your own
                // tables can translate or override.
                let label = texts.text(StandardLabels.ok)
                resolvedButtons.append(shownButton(label, of: StandardLabels.ok, isDefault: true))
                declaredIndices = .standardOK
            } else if !resolvedButtons.isEmpty, let arrangement = order.arrangement(of: resolvedButtons) {
                resolvedButtons = arrangement.map { resolvedButtons[$0] }
                declaredIndices = .arranged(arrangement)
            }
        }

        var message: String?
        var hint: String?
        var causes: [String] = []
        var help: String?
        var helpLinks: [ResolvedHelpLink] = []
        var fieldErrors: [ResolvedFieldError] = []
        var relatedErrors: [String] = []
        var labelsFromErrorItself: [String] = []
        // The error's content is read where it is (`error?.…`): binding it (`if let error`) copied
        // the whole value, and the resolved alert keeps a copy of its own.
        if case .some = error {
            let options = error?.recoveryOptions ?? []
            if options.contains(where: \.isFromErrorItself) {
                labelsFromErrorItself = options.filter(\.isFromErrorItself).map {
                    $0.title.resolved(including: localizer, languages: labelLanguages).value
                }
            }
            // An error's own message is its reason, suggestion and retry advice: resolved once,
            // with its causes and help, and the last two are the hint.
            let reason = texts.nonEmptyText(error?.failureReason)
            let suggestion = texts.nonEmptyText(error?.recoverySuggestion)
            let advice = texts.nonEmptyText(error?.retryAdvice)
            help = texts.nonEmptyText(error?.helpAnchor)
            causes = (error?.causes ?? []).map { cause in
                sentences([cause.title, cause.failureReason].compactMap { texts.nonEmptyText($0) })
            }
            if error?.helpLinks.isEmpty == false {
                helpLinks = (error?.helpLinks ?? []).filter(\.isValid).map { link in
                    ResolvedHelpLink(url: link.url, label: texts.nonEmptyText(link.label))
                }
            }
            if error?.fieldErrors.isEmpty == false {
                fieldErrors = (error?.fieldErrors ?? []).map { field in
                    let message = texts.text(field.message)
                    let name = texts.nonEmptyText(field.name)
                    // "Stars: Must be …" in the language's form (`星の数：…`).
                    let line = name.map { texts.text(.builtIn("\($0): \(message)")) } ?? message
                    return ResolvedFieldError(path: field.path, name: name, message: message, line: line)
                }
            }
            if error?.relatedErrors.isEmpty == false {
                relatedErrors = (error?.relatedErrors ?? []).map { related in
                    sentences([related.title, related.failureReason].compactMap { texts.nonEmptyText($0) })
                }
            }
            if let ownMessage = self.message {
                let text = texts.text(ownMessage)
                message = text.isEmpty ? nil : text
            } else {
                hint = lines(suggestion, advice)
                message = lines(reason, hint)
            }
        } else {
            message = self.message.map { texts.text($0) }
        }
        // Made in one expression by the memberwise initializer: see ResolvedAlert's extension.
        return ResolvedAlert(
            title: titleResult.value, message: message, hint: hint, buttons: resolvedButtons, error: error,
            causes: causes, help: help, helpLinks: helpLinks, fieldErrors: fieldErrors, relatedErrors: relatedErrors,
            labelsFromErrorItself: labelsFromErrorItself, language: titleResult.language,
            pendingDiagnostics: texts.diagnostics, textLanguages: texts.used, declaredIndices: declaredIndices)
    }
}

extension AlertText {
    /// Whether resolving this text looks other texts up: lines, or texts among its arguments.
    fileprivate var holdsTexts: Bool {
        switch storage {
        case .verbatim, .lookingUp: false
        case .localized(let key, _, _): !key.texts.isEmpty
        case .lines: true
        }
    }
}

/// The texts of one alert, looked up one after another in the same languages, and what the
/// lookups found on the way.
struct TextResolution {
    let localizer: Localizer
    /// The languages to look up in.
    var languages: [LanguageTag]
    /// Written out only if read: most are notes about missing translations.
    var diagnostics = PendingDiagnostics()
    /// The language of each text: its table's, the source language for a key shown as is.
    var used: ArraySlice<LanguageTag> = []
    /// The languages first asked for. When every text comes in the first of them, as most alerts
    /// do, ``used`` is the start of this same array: no array is made.
    private let requested: [LanguageTag]

    init(localizer: Localizer, languages: [LanguageTag]) {
        self.localizer = localizer
        self.languages = languages
        self.requested = languages
    }

    /// Notes that a text came in `language`.
    private mutating func use(_ language: LanguageTag) {
        if used.contains(language) { return }
        if used.isEmpty {
            if requested.first == language {
                used = requested.prefix(1)
                return
            }
            used.reserveCapacity(2)  // this language, and rarely one more: one allocation
        }
        used.append(language)
    }

    /// `text` looked up, its diagnostics and language noted.
    mutating func resolve(_ text: AlertText) -> LocalizedString {
        let result = text.resolved(including: localizer, languages: languages)
        diagnostics.append(diagnosticsOf: result)
        if let language = result.language ?? (text.mayShowAsGiven ? nil : localizer.sourceLanguage) {
            use(language)
        }
        return result
    }

    /// The text `text` shows.
    mutating func text(_ text: AlertText) -> String { resolve(text).value }

    /// The text `text` shows; `nil` for no text or an empty one.
    mutating func nonEmptyText(_ text: AlertText?) -> String? {
        guard let text else { return nil }
        let value = self.text(text)
        return value.isEmpty ? nil : value
    }
}

/// The texts given, one per line; `nil` when there are none.
private func lines(_ first: String?, _ second: String?) -> String? {
    guard let first else { return second }
    guard let second else { return first }
    var joined = first
    joined.reserveCapacity(first.utf8.count + 1 + second.utf8.count)
    joined += "\n"
    joined += second
    return joined
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
