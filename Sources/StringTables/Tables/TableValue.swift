/// The value of one key in one language: plain text, or text that varies with plural numbers.
public enum TableValue: Sendable, Hashable, CustomStringConvertible {
    /// Plain text, possibly with printf specifiers.
    case text(String)
    /// The whole text varies with the plural category of a number argument, as `.xcstrings`
    /// plural variations do. `argument` is 1-based; `nil` means the first number argument.
    case plural(PluralForms, argument: Int?)
    /// A format with `%#@name@` variables, each a text chosen by the plural category of its own
    /// argument, as `.stringsdict` entries and `.xcstrings` substitutions are.
    case variables(format: String, [String: PluralVariable])

    /// The text of the `other` form (or the format), for messages and lint.
    public var description: String {
        switch self {
        case .text(let text): text
        case .plural(let forms, _): forms.other
        case .variables(let format, _): format
        }
    }
}
