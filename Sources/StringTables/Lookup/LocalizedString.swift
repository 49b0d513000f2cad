/// The outcome of a lookup: the text to show, where it came from, and what went wrong on the way.
public struct LocalizedString: Sendable, Hashable, CustomStringConvertible {
    /// The formatted text.
    public var value: String
    /// The language of the table entry or default value used; `nil` when the key itself was shown.
    public var language: LanguageTag?
    /// Problems met on the way, such as a translation that did not fit its arguments.
    public var diagnostics: [LocalizationDiagnostic]

    /// Creates a result.
    public init(value: String, language: LanguageTag?, diagnostics: [LocalizationDiagnostic] = []) {
        self.value = value
        self.language = language
        self.diagnostics = diagnostics
    }

    /// The formatted text, ``value``.
    public var description: String { value }
}
