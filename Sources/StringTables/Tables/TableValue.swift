/// The value of one key in one language: plain text, or text that varies with plural numbers.
public enum TableValue: Sendable, Hashable {
    /// Plain text, possibly with printf specifiers.
    case text(String)
    /// Text that varies as a whole with the plural category of a number argument.
    ///
    /// `.xcstrings` plural variations read this way. `argument` is 1-based; `nil` means the
    /// first number argument.
    case plural(PluralForms, argument: Int?)
    /// A format with `%#@name@` variables, each chosen by the plural category of its own argument.
    ///
    /// `.stringsdict` entries and `.xcstrings` substitutions read this way.
    case variables(format: String, [String: PluralVariable])

    /// The text of the `other` form (or the format), for messages and lint.
    package var otherText: String {
        switch self {
        case .text(let text): text
        case .plural(let forms, _): forms.other
        case .variables(let format, _): format
        }
    }
}
