/// Everything a front may show of one alert, looked up and formatted for one list of languages:
/// the one value every front presents.
///
/// Resolution adds the standard "OK" when the alert has no buttons, keeps at most one default
/// button, and orders the buttons by the front's ``ButtonOrder``. An alert about an error also
/// carries the error's content (``error``, the ``ErrorContent`` the ``Alert`` carried), with its
/// causes and help text resolved in the same languages at the same time, so that every front,
/// and every path to it — an `alert(isPresented:error:)` modifier or
/// ``AlertFront/perform(retryLimit:offeringRetry:longestWait:_:)`` — shows the same thing.
public struct ResolvedAlert: Sendable, Hashable, CustomStringConvertible {
    /// The title text.
    public var title: String
    /// The message under the title, as SwiftUI shows it: for an error whose alert has no message
    /// of its own, the failure reason, the recovery suggestion and the retry advice, one per line.
    public var message: String?
    /// What to do next, for an error whose alert has no message of its own: the recovery suggestion
    /// and how long to wait before trying again, one per line, which end ``message``.
    ///
    /// A command line prints them apart, last, as a hint (and ``body`` before it); other fronts may
    /// ignore it.
    public var hint: String?
    /// The buttons in display order.
    public var buttons: [ResolvedButton]
    /// The content of the error the alert is about — the ``Alert/error`` it was resolved from:
    /// its category, codes, retry hint and overrides — or `nil` when it is not about an error.
    ///
    /// Its texts are the unresolved ``AlertText``s: the resolved ones are ``message``, ``hint``,
    /// ``causes`` and ``help``.
    public var error: ErrorContent?
    /// For an error, the errors that caused it, nearest first, each as one line.
    public var causes: [String]
    /// For an error, its help text or help reference (``ErrorContent/helpAnchor``), resolved.
    public var help: String?
    /// For an error, its links to read more whose URL is valid (``HelpLink/isValid``), labels
    /// resolved.
    public var helpLinks: [ResolvedHelpLink] = []
    /// For an error, the values of the input that are wrong, names and messages resolved.
    public var fieldErrors: [ResolvedFieldError] = []
    /// For an error, the errors reported together with it (``ErrorContent/relatedErrors``), each as
    /// one line: its title and reason.
    ///
    /// A front shows how many and the first few (``BoundedList``).
    public var relatedErrors: [String] = []
    /// The labels of the buttons made from recovery options the error itself carries
    /// (``RecoveryOption`` read from its `RecoverableError` conformance or user info), which a
    /// front for strangers leaves out. Not part of equality.
    @NotCompared package var labelsFromErrorItself: [String] = []
    /// The language the title came from, or `nil` when the title was verbatim or its key.
    public var language: LanguageTag?
    /// Problems met while resolving: missing keys, translations that did not fit their arguments.
    ///
    /// Notes about missing translations are written out when this is read, not while resolving.
    public var diagnostics: [LocalizationDiagnostic] {
        get { pendingDiagnostics.written }
        set { pendingDiagnostics = PendingDiagnostics(newValue) }
    }
    /// ``diagnostics``, not yet written out.
    var pendingDiagnostics: PendingDiagnostics
    /// Whether the alert is about an error (``error`` is set): found without copying the error,
    /// which a comparison with `nil` does (`ErrorContent` is `Equatable`).
    package var isAboutAnError: Bool {
        if case .none = error { false } else { true }
    }
    /// The languages of all its texts that come from tables or keys, the title's first: more than
    /// one when a translation was missing and a text fell back (an HTTP front names them all in
    /// `Content-Language`).
    ///
    /// Verbatim texts have no language. Not part of equality.
    public var languages: [LanguageTag] {
        get { Array(textLanguages) }
        set { textLanguages = newValue[...] }
    }
    /// ``languages``, left out of equality and hashing: the start of the languages asked for when
    /// every text came in the first of them, as most alerts do, so that no array is made for it.
    @NotCompared package var textLanguages: ArraySlice<LanguageTag> = []
    /// The languages a front words its own texts about this alert in (labels, key hints, notes):
    /// the alert's ``language``, then `frontLanguages`, so that what the front adds reads in the
    /// alert's language.
    package func languages(wording frontLanguages: [LanguageTag]) -> [LanguageTag] {
        guard let language, language != frontLanguages.first else { return frontLanguages }
        return [language] + frontLanguages
    }

    /// For each button in display order, its index among the declared buttons; `nil` for the
    /// standard "OK". Not part of equality: a front cannot see it.
    @NotCompared var declaredIndices = DeclaredIndices.same

    /// Where the buttons shown were declared, without an array for the usual cases.
    enum DeclaredIndices: Sendable {
        /// Each button is shown where it was declared.
        case same
        /// The only button is the standard "OK", which was not declared.
        case standardOK
        /// For each button in display order, its declared index.
        case arranged([Int])

        /// The declared index of the button shown at `index`; `nil` for the standard "OK".
        subscript(index: Int) -> Int? {
            switch self {
            case .same: index
            case .standardOK: nil
            case .arranged(let indices): indices[index]
            }
        }
    }

    /// The message without the ``hint`` it ends with, for a front that shows the hint apart;
    /// the whole message when it does not end with the hint.
    public var body: String? {
        guard let message, let hint, !hint.isEmpty else { return message }
        if message == hint { return nil }
        guard message.hasSuffix("\n" + hint) else { return message }
        return String(message.dropLast(hint.count + 1))
    }

    /// The default (prominent) button's index, if there is one.
    package var defaultIndex: Int? { buttons.firstIndex(where: \.isDefault) }

    /// The first cancel button's index, if there is one.
    package var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }

    /// The button a front chooses when nobody can answer: the cancel button, else a default button
    /// that destroys nothing, else a lone button that destroys nothing, else none.
    ///
    /// A destructive button is never chosen for the user.
    public var automaticChoice: Int? {
        if let cancelIndex { return cancelIndex }
        if let index = defaultIndex, buttons[index].role != .destructive { return index }
        if buttons.count == 1, buttons[0].role != .destructive { return 0 }
        return nil
    }

    /// Title, message, hint and buttons on separate lines, for test failures and logs.
    public var description: String {
        var lines = ["title: \(quoted(title))"]
        if let message { lines.append("message: \(quoted(message))") }
        if let hint { lines.append("hint: \(quoted(hint))") }
        lines += buttons.map { "button: \($0)" }
        if let error { lines.append("error: \(error)") }
        if !causes.isEmpty { lines.append("caused by: " + causes.map(quoted).joined(separator: " <- ")) }
        if let help { lines.append("help: \(quoted(help))") }
        lines += helpLinks.map { "link: \($0)" }
        lines += fieldErrors.map { "field: \($0)" }
        lines += relatedErrors.map { "related: \(quoted($0))" }
        return lines.joined(separator: "\n")
    }
}

// The initializer is in an extension, so that the struct keeps the memberwise one resolution
// builds it with: a value this size made in one expression is made in place, where an
// initializer of its own fills a copy in memory and returns it with every field retained and
// released once more (Benchmarks/README.md).
extension ResolvedAlert {
    /// A resolved alert from its parts, as the package's tests make one.
    package init(
        title: String, message: String? = nil, hint: String? = nil, buttons: [ResolvedButton],
        error: ErrorContent? = nil, causes: [String] = [], help: String? = nil, language: LanguageTag? = nil,
        diagnostics: [LocalizationDiagnostic] = []
    ) {
        self.init(
            title: title, message: message, hint: hint, buttons: buttons, error: error, causes: causes, help: help,
            language: language, pendingDiagnostics: PendingDiagnostics(diagnostics))
    }
}

/// A link to read more about an error (``HelpLink``), its label resolved.
public struct ResolvedHelpLink: Sendable, Hashable, CustomStringConvertible {
    /// The link's target, an absolute URI.
    public var url: String
    /// What the link is, resolved; `nil` when it has no label.
    public var label: String?

    /// A link from its parts.
    public init(url: String, label: String? = nil) {
        self.url = url
        self.label = label
    }

    /// The label, then the URL in angle brackets; the URL alone when there is no label.
    public var description: String { label.map { "\($0) <\(url)>" } ?? url }
}

/// A wrong value of an input (``FieldError``), its name and message resolved.
public struct ResolvedFieldError: Sendable, Hashable, CustomStringConvertible {
    /// Where the value is (``FieldError/path``).
    public var path: String
    /// The value's name for people, resolved; `nil` when it has none.
    public var name: String?
    /// What is wrong with it, resolved.
    public var message: String
    /// The name and the message as one line, in the language's form (`Stars: Must be from 1 to
    /// 5.`, `星の数：…`); the message alone when there is no name.
    public var line: String

    /// A wrong value from its parts.
    public init(path: String, name: String? = nil, message: String, line: String? = nil) {
        self.path = path
        self.name = name
        self.message = message
        self.line = line ?? name.map { "\($0): \(message)" } ?? message
    }

    /// The path, then the line.
    public var description: String { "\(path) \(line)" }
}

/// How many items of a list a front shows — related errors, wrong values — and how many it leaves
/// for "and 7 more": the first `limit`, unless only one would be left, which is then shown too (a
/// line "and 1 more" takes the room of the item itself).
public struct BoundedList: Sendable, Hashable {
    /// How many items are shown.
    public var shown: Int
    /// How many are left out.
    public var more: Int

    /// What a front showing at most `limit` of `count` items shows.
    public init(count: Int, limit: Int) {
        shown = count <= limit + 1 ? count : max(0, limit)
        more = count - shown
    }

    /// The text "and 7 more" for ``more`` items, with the language's plural form; `nil` when
    /// none are left out.
    public var moreText: AlertText? { more > 0 ? .builtIn("and \(more) more") : nil }
}
