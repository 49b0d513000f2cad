internal import Alerts
internal import FrontSupport

/// What a command line prints for one resolved alert: its parts in the order they are printed,
/// with the front's own labels in the alert's languages, ready for ``text(width:color:unicode:)``
/// or ``json()``. Nothing of the alert or its error is looked up again here.
struct CLIReport: Sendable {
    /// The labels a report prints around the alert's texts, in one language, each looked up when
    /// a report prints it: a report of an error with a hint and nothing else needs three of ten.
    struct Labels: Sendable {
        /// The tables, the package's own included.
        private let localizer: Localizer
        private let languages: [LanguageTag]
        private let capitalizesSeverity: Bool

        /// The labels' texts, from the package's `Alerts` table, severities aside.
        static let texts: [AlertText] = [
            .builtIn("Caused by:"), .Alerts.hint, .Alerts.code, .Alerts.help, .Alerts.details, .builtIn("%@:"),
        ]

        /// The labels in `languages`, from `localizer`'s tables and the package's own; the severity
        /// with a capital letter if `capitalizesSeverity` (``CLIFront/Options/capitalizesSeverity``).
        init(localizer: Localizer, languages: [LanguageTag], capitalizesSeverity: Bool = false) {
            self.localizer = localizer.includingBuiltInTables
            self.languages = languages
            self.capitalizesSeverity = capitalizesSeverity
        }

        private func text(_ label: AlertText) -> String {
            assert(Self.texts.contains(label), "a label's text is listed in texts")
            return resolved(label)
        }

        private func resolved(_ text: AlertText) -> String {
            text.resolved(including: localizer, languages: languages).value
        }

        /// The severity label: `error`, `Fehler`, `错误`…
        func severity(_ severity: AlertSeverity) -> String {
            let label = resolved(severity.label)
            return capitalizesSeverity ? label.prefix(1).uppercased() + label.dropFirst() : label
        }
        /// "Caused by:".
        var causedBy: String { text(.builtIn("Caused by:")) }
        /// The label of the hint.
        var hint: String { text(.Alerts.hint) }
        /// The label of the code.
        var code: String { text(.Alerts.code) }
        /// The label of the help reference.
        var help: String { text(.Alerts.help) }
        /// The label of the verbose details.
        var details: String { text(.Alerts.details) }
        /// The note under a text cut to ``CLIReport/bound``: how many characters were left out,
        /// and how to see them.
        func omitted(characters: Int) -> String {
            resolved(.builtIn("Not shown: \(characters) characters. ALERTS_VERBOSE=1 shows the whole text."))
        }
        /// How a label goes before its text: `%@:`, `%@ :` in French, `%@：` in Chinese.
        var format: String { text(.builtIn("%@:")) }
        /// The header over the related errors: "3 errors:", with the language's plural form.
        func errors(_ count: Int) -> String { resolved(.builtIn("\(count) errors:")) }
        /// The line under a list shown in part: "and 7 more", with the language's plural form;
        /// `nil` when the list is shown whole.
        func more(_ list: BoundedList) -> String? { list.moreText.map(resolved) }
        /// A wrong value as one line of the report: `Stars (--stars): Must be from 1 to 5.` — its
        /// name and path, or either, then its message, in the language's form (`星の数 (--stars)：…`);
        /// the message alone when it has neither.
        func fieldError(_ field: ResolvedFieldError) -> String {
            let name = field.name.flatMap { $0.isEmpty ? nil : $0 }
            let lead: String? =
                field.path.isEmpty ? name : name.map { "\($0) (\(field.path))" } ?? field.path
            return lead.map { resolved(.builtIn("\($0): \(field.message)")) } ?? field.message
        }

        /// `label` put in `format` (``format``) in place of each `%@`.
        static func labelled(_ label: String, format: String) -> String {
            format.replacing("%@", with: label)
        }
    }

    /// The most of one text — the title, the message, a cause, the hint — a report that is not
    /// verbose shows: 20 lines and 2,000 bytes of UTF-8 (some 2,000 letters of English, 660 of
    /// Chinese). A longer text is cut after its last whole character that fits, with `…` and a
    /// note saying how many characters were left out; verbose reports and the JSON show it whole.
    static let bound = TextBound.commandLine
    /// The most of one item of a list — a wrong value, a related error, a link's label — a report
    /// that is not verbose shows: 3 lines and 500 bytes, cut as ``bound`` cuts.
    static let itemBound = TextBound(bytes: 500, lines: 3)
    /// The most links (``ResolvedAlert/helpLinks``) a report lists, then "and 2 more".
    static let linkLimit = 5
    /// The most wrong values (``ResolvedAlert/fieldErrors``) a report lists, then "and 7 more";
    /// the JSON lists every one.
    static let fieldErrorLimit = 10
    /// The most related errors (``ResolvedAlert/relatedErrors``) a report lists under their
    /// count, then "and 7 more"; the JSON lists every one.
    static let relatedErrorLimit = 5

    var alert: ResolvedAlert
    var labels: Labels
    /// Whether to add what only developers need: the error's domain code and its diagnostic.
    var verbose: Bool
    /// The status the front ends a program with for the alert's error (the JSON's `exitCode`).
    var exitStatus: ExitStatus?
    /// Whether to list the buttons; a plain error report has none to show.
    var showsButtons = true
    /// The index in the alert's buttons of the button chosen, by the user or automatically.
    var chosen: Int?
    /// Why and how a button was chosen without asking, and which option chooses another.
    var choiceNote: CLIFront.ChoiceNote?

    /// The severity label, for an alert about an error; other alerts have none.
    var severityLabel: String? { alert.error.map { labels.severity($0.severity) } }

    /// The error's code users can quote, and in verbose reports its domain code too.
    var codes: String? {
        switch (alert.error?.errorCode, verbose ? alert.error?.domainCode : nil) {
        case (let code?, let domainCode?): code + " · " + domainCode
        case (let code, let domainCode): code ?? domainCode
        }
    }
}

extension AlertSeverity {
    /// The localizable label a command line puts before an error's title: `error`, `warning`…
    var label: AlertText {
        switch self {
        case .note: .Alerts.note
        case .warning: .Alerts.warning
        case .error: .Alerts.error
        case .critical: .Alerts.critical
        }
    }

    /// The SGR colour of the severity label.
    var colorCode: String {
        switch self {
        case .note: "1;36"
        case .warning: "1;33"
        case .error: "1;31"
        case .critical: "1;35"
        }
    }
}
