/// A value to put into a format string, typed so formatting can check it against the specifier.
public enum FormatArgument: Sendable, Hashable {
    /// Text, for `%@` (and `%s`).
    case string(String)
    /// A signed integer, for `%d`, `%i`, `%ld`, `%lld`, and `%@`.
    case int(Int64)
    /// An unsigned integer, for `%u`, `%lu`, `%llu`, `%x`, `%o`, and `%@`.
    case uint(UInt64)
    /// A floating-point number, for `%f`, `%lf`, `%e`, `%g`, and `%@`.
    case double(Double)

    /// The value as plain text, with no locale's separators: `3`, `1.5`, `notes.txt` — what `%@`
    /// shows.
    package var plainText: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        }
    }

    /// The kind of value, as a word for diagnostics.
    var kindName: String {
        switch self {
        case .string: "text"
        case .int: "a signed integer"
        case .uint: "an unsigned integer"
        case .double: "a floating-point number"
        }
    }
}
