/// One printf-style conversion in a format string, such as `%1$@`, `%lld` or `%-8.2f`.
package struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// What kind of argument a conversion consumes.
    package enum ArgumentKind: String, Sendable, Hashable {
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
    package var position: Int?
    /// Flags among `-`, `+`, space, `#`, `0`, `'`.
    package var flags: Set<Character>
    /// The minimum field width, if given.
    package var width: Int?
    /// The precision after `.`, if given.
    package var precision: Int?
    /// The length modifier as written: `""`, `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`, `L`.
    package var length: String
    /// The conversion character: `@`, `d`, `i`, `u`, `x`, `X`, `o`, `f`, `F`, `e`, `E`, `g`, `G`, `c`, `s`.
    package var conversion: Character
    /// The specifier exactly as written, including `%`.
    package var text: String

    /// The kind of argument this conversion takes.
    package var argumentKind: ArgumentKind {
        switch conversion {
        case "@": .object
        case "d", "i": .signedInteger
        case "u", "x", "X", "o": .unsignedInteger
        case "c": .character
        case "s": .cString
        default: .floatingPoint
        }
    }

    package var description: String { text }
}
