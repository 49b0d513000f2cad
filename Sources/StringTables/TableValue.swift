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

/// Texts by plural category. `zero` also serves as an explicit zero: it is used for the number
/// 0 in every language, as Apple's tables do, even where CLDR has no `zero` category.
public struct PluralForms: Sendable, Hashable {
    /// The texts by category; `other` is always present.
    public var forms: [PluralCategory: String]

    /// Forms from a dictionary that must contain `other`; `nil` otherwise.
    public init?(_ forms: [PluralCategory: String]) {
        guard forms[.other] != nil else { return nil }
        self.forms = forms
    }

    /// Forms with `other` given apart, so they always have it.
    public init(other: String, _ forms: [PluralCategory: String] = [:]) {
        self.forms = forms.merging([.other: other]) { _, required in required }
    }

    /// The `other` form.
    public var other: String { forms[.other] ?? "" }

    /// The form for `number` in `language`.
    public func form(for number: FormatArgument, specifier: FormatSpecifier?, language: LanguageTag) -> String {
        let operands = number.pluralOperands(precision: specifier?.precision)
        if operands.n == 0, operands.v == 0, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(for: operands, language: language)] ?? other
    }
}

/// A `%#@name@` variable: which argument it reads, its type, and its forms.
public struct PluralVariable: Sendable, Hashable {
    /// The 1-based argument, when the table names it (`.xcstrings` `argNum`); otherwise the
    /// position of `%#@name@` in the format decides.
    public var argument: Int?
    /// The printf conversion of the value without `%`, such as `d`, `lld` or `f`.
    public var valueType: String
    /// The forms.
    public var forms: PluralForms
    /// Whether the forms write the value as `%arg` (`.xcstrings`) rather than as a specifier.
    public var usesArgPlaceholder: Bool

    /// The value type as a specifier (`lld` → `%lld`), or `nil` if it is not one.
    var valueSpecifier: FormatSpecifier? { try? FormatString(parsing: "%" + valueType).specifiers.first }

    /// Creates a variable.
    public init(argument: Int? = nil, valueType: String, forms: PluralForms, usesArgPlaceholder: Bool = false) {
        self.argument = argument
        self.valueType = valueType
        self.forms = forms
        self.usesArgPlaceholder = usesArgPlaceholder
    }
}

extension FormatArgument {
    /// The plural operands of this argument, shown with `precision` fraction digits if given.
    func pluralOperands(precision: Int?) -> PluralOperands {
        switch self {
        case .int(let value): PluralOperands(value)
        case .uint(let value): PluralOperands(decimal: String(value)) ?? PluralOperands(Int64(0))
        case .double(let value): PluralOperands(value, fractionDigits: precision)
        case .string(let text): PluralOperands(decimal: text) ?? PluralOperands(Int64(0))
        }
    }
}
