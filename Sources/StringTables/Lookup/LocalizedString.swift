/// The outcome of a lookup: the text to show, where it came from, and what went wrong on the way.
///
/// Two results are equal when their texts, languages and diagnostics are.
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
        get { notes.written }
        set { notes = Notes(missing: nil, others: PendingDiagnostics(newValue)) }
    }

    /// ``diagnostics`` as they are kept: equal when written out they are.
    var notes: Notes
    /// The note about a missing translation, first of the diagnostics, not yet written out.
    var missing: MissingTranslation? { notes.missing }
    /// The diagnostics after `missing`.
    var others: PendingDiagnostics { notes.others }

    /// A lookup's diagnostics: the note about a missing translation, kept as its parts, then the
    /// others. Equal, and hashed, as the diagnostics they write out.
    struct Notes: Sendable, Hashable {
        var missing: MissingTranslation?
        var others: PendingDiagnostics

        /// The diagnostics, written out.
        var written: [LocalizationDiagnostic] {
            guard let missing else { return others.written }
            return [missing.diagnostic] + others.written
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.written == rhs.written }

        func hash(into hasher: inout Hasher) { hasher.combine(written) }
    }

    /// The diagnostics, with the note about a missing translation not yet written out.
    package var pendingDiagnostics: PendingDiagnostics {
        get {
            var all = PendingDiagnostics()
            all.append(diagnosticsOf: self)
            return all
        }
        set { notes = Notes(missing: nil, others: newValue) }
    }

    /// The formatted text, ``value``.
    public var description: String { value }
}

// The initializers are in an extension, so that the struct keeps its memberwise one, which they
// call: a value of more than a few fields assigned field by field is returned as a copy, every
// field retained and released once more (Benchmarks/README.md).
extension LocalizedString {
    /// Creates a result.
    package init(value: String, language: LanguageTag?, diagnostics: [LocalizationDiagnostic] = []) {
        self.init(value: value, language: language, notes: Notes(missing: nil, others: PendingDiagnostics(diagnostics)))
    }

    /// A result whose diagnostics are `missing`, if any, then `diagnostics`.
    init(value: String, language: LanguageTag?, missing: MissingTranslation?, diagnostics: [LocalizationDiagnostic]) {
        self.init(
            value: value, language: language, notes: Notes(missing: missing, others: PendingDiagnostics(diagnostics)))
    }

    /// A result whose diagnostics are `missing`, if any, and nothing else.
    init(value: String, language: LanguageTag?, missing: MissingTranslation?) {
        self.init(value: value, language: language, notes: Notes(missing: missing, others: PendingDiagnostics()))
    }

    /// A result whose diagnostics are `diagnostics`, written out only when read.
    package init(value: String, language: LanguageTag?, diagnostics: PendingDiagnostics) {
        self.init(value: value, language: language, notes: Notes(missing: nil, others: diagnostics))
    }
}

/// The note that the most preferred language has no text for a key, kept as its parts: a
/// lookup along a fallback chain makes one every time, and it is seldom read.
///
/// It is small, as a lookup copies it with its result: the lookup's plan (which knows the table
/// name, the most preferred language and the language of each table), the key, and what was
/// shown. It keeps the plan, and so the plan's tables, alive for as long as it lives.
struct MissingTranslation: Sendable {
    /// What was shown instead.
    enum Shown: Sendable, Hashable {
        /// The text of the plan's table at this index, further down the chain.
        case translation(Int)
        /// The default value given with the key.
        case defaultValue
        /// The key itself.
        case key
    }

    /// The lookup's plan, made for preferences: its first preference is the language missing.
    var plan: LookupPlan
    var key: String
    var shown: Shown

    var diagnostic: LocalizationDiagnostic {
        let shown =
            switch self.shown {
            case .translation(let index): "the \(plan.tables[index].language) text"
            case .defaultValue: "the default value"
            case .key: "the key"
            }
        // A note is made for plans made for preferences only, which have a first preference.
        let language = plan.firstPreference
        return LocalizationDiagnostic(
            .note, .missingTranslation,
            "no \(language.map(\.identifier) ?? "preferred") text for '\(key)' in table \(plan.table); showing \(shown)",
            key: key, table: plan.table, language: language)
    }
}
