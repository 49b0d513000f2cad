/// What ``Localizer/localize(_:table:defaultValue:arguments:languages:)`` decided for a key in
/// one ``LookupPlan``, remembered by the plan so that the same text asked for again is one memo
/// probe and, with arguments, one formatting.
///
/// A decision depends only on the plan's tables (which never change), the key, the default
/// value, and whether arguments are given and of which kinds — never on their values — so it
/// is remembered only when it is so:
/// - without arguments, the text shown as is;
/// - with arguments, the first candidate's parsed format, when it is plain text (a plural
///   variant depends on the values) and was used without a warning: a candidate refused for an
///   argument's value (`%u` given a negative number) is not remembered, and a later value that
///   the format refuses is looked up afresh.
///
/// The note about a missing translation is remembered as what was shown, and both it and its
/// event are made again on each call, as the first call made them.
final class LookupDecision: Sendable {
    /// What a decision is for: the key and default value by their exact UTF-8 (canonically
    /// equivalent keys are different keys to a table, as the memo of formats treats them), and
    /// the kinds of the arguments.
    struct Key: Hashable, Sendable {
        var key: ExactText
        var defaultValue: ExactText?
        /// The arguments' kinds, three bits each, with a leading 1 bit: `1` for none.
        var kinds: UInt64

        /// The key for a lookup, or `nil` when it has too many arguments to encode (never for
        /// text people write).
        init?(_ key: String, defaultValue: String?, arguments: [FormatArgument]) {
            guard arguments.count <= 20 else { return nil }
            var kinds: UInt64 = 1
            for argument in arguments {
                let kind: UInt64 =
                    switch argument {
                    case .string: 0
                    case .int: 1
                    case .uint: 2
                    case .double: 3
                    }
                kinds = kinds << 3 | kind
            }
            self.key = ExactText(key)
            self.defaultValue = defaultValue.map(ExactText.init)
            self.kinds = kinds
        }
    }

    enum Outcome: Sendable {
        /// Without arguments: the text, shown as is, and its language.
        case shown(String, language: LanguageTag?)
        /// With arguments: the format to fill, its language, and the numbers of that language.
        case formatted(FormatString, language: LanguageTag?, numbers: NumberSymbols)
    }

    let outcome: Outcome
    /// What was shown in place of the most preferred language's text, when a note says so.
    let missing: MissingTranslation.Shown?

    init(_ outcome: Outcome, missing: MissingTranslation.Shown?) {
        self.outcome = outcome
        self.missing = missing
    }
}
