/// A `%#@name@` variable: which argument it reads, its type, and its forms.
public struct PluralVariable: Sendable, Hashable {
    /// The 1-based argument the variable reads, when the table names it (`.xcstrings` `argNum`).
    ///
    /// When it is `nil`, the position of `%#@name@` in the format decides.
    public var argument: Int?
    /// The printf conversion of the value without `%`, such as `d`, `lld` or `f` (one written
    /// with its `%`, as Xcode writes `%ld`, is kept without it).
    public var valueType: String
    /// The forms.
    public var forms: PluralForms
    /// Whether the forms write the value as `%arg` (`.xcstrings`) rather than as a specifier.
    package var usesArgPlaceholder: Bool

    /// The value type as a specifier (`lld` → `%lld`), or `nil` if it is not one.
    var valueSpecifier: FormatSpecifier? { try? FormatString(parsing: "%" + valueType).specifiers.first }

    /// Creates a variable whose forms write the value as a specifier, as `.stringsdict` files do.
    public init(argument: Int? = nil, valueType: String, forms: PluralForms) {
        self.init(argument: argument, valueType: valueType, forms: forms, usesArgPlaceholder: false)
    }

    /// Creates a variable whose forms may write the value as `%arg`, as `.xcstrings` files do.
    package init(argument: Int? = nil, valueType: String, forms: PluralForms, usesArgPlaceholder: Bool) {
        self.argument = argument
        self.valueType = valueType.hasPrefix("%") ? String(valueType.dropFirst()) : valueType
        self.forms = forms
        self.usesArgPlaceholder = usesArgPlaceholder
    }
}
