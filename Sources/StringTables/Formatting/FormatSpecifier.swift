/// One printf-style conversion in a format string, such as `%1$@`, `%lld` or `%-8.2f`.
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// What kind of argument a conversion consumes.
    public enum ArgumentKind: String, Sendable, Hashable {
        /// `%@`: any value, shown as text.
        case object
        /// `%d`, `%i`: a signed integer.
        case signedInteger
        /// `%u`, `%x`, `%X`, `%o`: an integer shown without sign.
        case unsignedInteger
        /// `%f`, `%e`, `%g` and their upper-case forms: a floating-point number.
        case floatingPoint
        /// `%c`: one character, given as an integer code point or a one-character string.
        case character
        /// `%s`: text.
        case cString
    }

    /// The 1-based argument position from `%n$`, or `nil` for the next argument in order.
    public var position: Int?
    /// Flags among `-`, `+`, space, `#`, `0`, `'`.
    public var flags: Set<Character>
    /// The minimum field width, if given.
    public var width: Int?
    /// The precision after `.`, if given.
    public var precision: Int?
    /// The length modifier as written: `""`, `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`, `L`.
    public var length: String
    /// The conversion character: `@`, `d`, `i`, `u`, `x`, `X`, `o`, `f`, `F`, `e`, `E`, `g`, `G`, `c`, `s`.
    public var conversion: Character
    /// The specifier exactly as written, including `%`.
    public var text: String

    /// The kind of argument this conversion takes.
    public var argumentKind: ArgumentKind {
        switch conversion {
        case "@": .object
        case "d", "i": .signedInteger
        case "u", "x", "X", "o": .unsignedInteger
        case "c": .character
        case "s": .cString
        default: .floatingPoint
        }
    }

    public var description: String { text }
}
