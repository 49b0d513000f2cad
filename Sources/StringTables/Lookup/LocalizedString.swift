/// The outcome of a lookup: the text to show, where it came from, and what went wrong on the way.
public struct LocalizedString: Sendable, Hashable, CustomStringConvertible {
    /// The formatted text.
    public var value: String
    /// The language of the table entry or default value used; `nil` when the key itself was shown.
    public var language: LanguageTag?

    /// Problems met on the way, such as a translation that did not fit its arguments.
    ///
    /// The note about a missing translation, which most lookups along a fallback chain carry,
    /// is kept as its parts and written out only when this is read.
    public var diagnostics: [LocalizationDiagnostic] {
        get { missing.map { [$0.diagnostic] + others } ?? others }
        set {
            missing = nil
            others = newValue
        }
    }

    /// The note about a missing translation, first of the diagnostics, not yet written out.
    private var missing: MissingTranslation?
    /// The diagnostics after `missing`.
    private var others: [LocalizationDiagnostic]

    /// Creates a result.
    public init(value: String, language: LanguageTag?, diagnostics: [LocalizationDiagnostic] = []) {
        self.value = value
        self.language = language
        self.missing = nil
        self.others = diagnostics
    }

    /// A result whose diagnostics are `missing`, if any, then `diagnostics`.
    init(
        value: String, language: LanguageTag?, missing: MissingTranslation?, diagnostics: [LocalizationDiagnostic] = []
    ) {
        self.value = value
        self.language = language
        self.missing = missing
        self.others = diagnostics
    }

    /// The formatted text, ``value``.
    public var description: String { value }

    /// Equal when the text, the language and the diagnostics are.
    public static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
        guard lhs.value == rhs.value, lhs.language == rhs.language else { return false }
        if lhs.missing == rhs.missing { return lhs.others == rhs.others }
        return lhs.diagnostics == rhs.diagnostics
    }

    /// Hashes the text, the language and the diagnostics.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(language)
        hasher.combine(diagnostics)
    }
}

/// The note that the most preferred language has no text for a key, kept as its parts: a
/// lookup along a fallback chain makes one every time, and it is seldom read.
struct MissingTranslation: Sendable, Hashable {
    /// What was shown instead.
    enum Shown: Sendable, Hashable {
        /// The text of a language further down the chain.
        case translation(LanguageTag)
        /// The default value given with the key.
        case defaultValue
        /// The key itself.
        case key
    }

    var language: LanguageTag
    var key: String
    var table: String
    var shown: Shown

    var diagnostic: LocalizationDiagnostic {
        let shown =
            switch self.shown {
            case .translation(let language): "the \(language) text"
            case .defaultValue: "the default value"
            case .key: "the key"
            }
        return LocalizationDiagnostic(
            .note, "no \(language) text for '\(key)' in table \(table); showing \(shown)",
            key: key, table: table, language: language)
    }
}
