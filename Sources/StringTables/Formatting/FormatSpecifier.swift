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
    /// The flags `-`, `+`, space, `#`, `0` and `'`, as bits: formatting tests them for every
    /// argument.
    package struct Flags: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `-`: pad on the right.
        package static let leftAligned = Flags(rawValue: 1 << 0)
        /// `+`: show the sign of a positive number.
        package static let plusSign = Flags(rawValue: 1 << 1)
        /// Space: a space where a positive number's sign would be.
        package static let spaceSign = Flags(rawValue: 1 << 2)
        /// `#`: the alternate form (`0x`, a leading `0` in octal).
        package static let alternate = Flags(rawValue: 1 << 3)
        /// `0`: pad numbers with zeros.
        package static let zeroPadded = Flags(rawValue: 1 << 4)
        /// `'`: group digits.
        package static let grouped = Flags(rawValue: 1 << 5)

        /// The flag written `character`, or `nil` when it is none.
        package init?(_ character: Unicode.Scalar) {
            switch character {
            case "-": self = .leftAligned
            case "+": self = .plusSign
            case " ": self = .spaceSign
            case "#": self = .alternate
            case "0": self = .zeroPadded
            case "'": self = .grouped
            default: return nil
            }
        }

        /// The flags C's `printf` knows (all but `'`), written in a fixed order.
        package var printfText: String {
            var text = ""
            if contains(.leftAligned) { text += "-" }
            if contains(.plusSign) { text += "+" }
            if contains(.spaceSign) { text += " " }
            if contains(.alternate) { text += "#" }
            if contains(.zeroPadded) { text += "0" }
            return text
        }
    }

    /// Flags among `-`, `+`, space, `#`, `0`, `'`.
    package var flags: Flags
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
