/// Texts by plural category, the `other` form always among them.
///
/// `zero` also serves as an explicit zero: it is used for the number 0 in every language, as
/// Apple's tables do, even where CLDR has no `zero` category.
///
/// ```swift
/// let files = PluralForms(other: "%lld files", [.one: "%lld file", .zero: "No files"])
/// ```
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
    package func form(for number: FormatArgument, specifier: FormatSpecifier?, language: LanguageTag) -> String {
        let operands = number.pluralOperands(precision: specifier?.precision)
        if operands.n == 0, operands.v == 0, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(for: operands, language: language)] ?? other
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
