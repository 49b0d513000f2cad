/// Texts by plural category.
///
/// Forms made in code and read from `.xcstrings` always have `other`. A `.stringsdict` rule may
/// leave it out, as Russian, Polish or Ukrainian rules with only `one`, `few` and `many` do
/// (those cover every integer): the forms present are used, as on Apple's platforms, and a
/// number whose category has no form takes `other`, or, without one, the source language's text.
///
/// `zero` also serves as an explicit zero: it is used for the number 0 in every language, as
/// Apple's tables do, even where CLDR has no `zero` category.
///
/// ```swift
/// let files = PluralForms(other: "%lld files", [.one: "%lld file", .zero: "No files"])
/// ```
public struct PluralForms: Sendable, Hashable {
    /// The texts by category; `other` is present unless a `.stringsdict` rule left it out.
    public var forms: [PluralCategory: String]

    /// Forms from a dictionary that must contain `other`; `nil` otherwise.
    package init?(_ forms: [PluralCategory: String]) {
        guard forms[.other] != nil else { return nil }
        self.forms = forms
    }

    /// Forms with `other` given apart, so they always have it.
    public init(other: String, _ forms: [PluralCategory: String] = [:]) {
        self.forms = forms.merging([.other: other]) { _, required in required }
    }

    /// The forms present, which need not include `other`; `nil` when there are none.
    package init?(present forms: [PluralCategory: String]) {
        guard !forms.isEmpty else { return nil }
        self.forms = forms
    }

    /// The `other` form (empty when a `.stringsdict` rule left it out).
    package var other: String { forms[.other] ?? "" }

    /// The form for `number` in `language`: its category's, else `other`; `nil` when neither is
    /// present, with the category that had no form.
    package func form(for number: FormatArgument, specifier: FormatSpecifier?, language: LanguageTag) -> (
        text: String?, category: PluralCategory
    ) {
        let operands = number.pluralOperands(precision: specifier?.precision)
        if operands.n == 0, operands.v == 0, let zero = forms[.zero] { return (zero, .zero) }
        let category = PluralRules.category(for: operands, language: language)
        return (forms[category] ?? forms[.other], category)
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
