extension AlertText {
    /// A localization key and its arguments, built from a literal the way SwiftUI's
    /// `LocalizedStringKey` builds one.
    ///
    /// Each interpolation becomes a specifier in the key and a value among its arguments:
    ///
    /// | interpolated type | specifier |
    /// |---|---|
    /// | `String`, any `StringProtocol`, `AlertText` | `%@` |
    /// | `Int`, `Int64` | `%lld` |
    /// | `Int32` / `Int16` / `Int8` | `%d` / `%hd` / `%hhd` |
    /// | `UInt`, `UInt64` | `%llu` |
    /// | `UInt32` / `UInt16` / `UInt8` | `%u` / `%hu` / `%hhu` |
    /// | `Double` | `%lf` |
    /// | `Float` | `%f` |
    ///
    /// A `%` written in the literal part of an interpolated key is doubled (`%%`), so
    /// `"\(percent)% done"` has the key `"%lld%% done"`. A literal with no interpolation is kept
    /// exactly and never formatted.
    public struct Key: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The key as it appears in string tables.
        public let key: String

        /// The values for the key's specifiers, in order, each ``AlertText`` argument as itself.
        package var arguments: [Argument] {
            var arguments = values.map(Argument.init)
            for text in texts { arguments[text.index] = .text(text.text) }
            return arguments
        }

        /// The arguments as formatting takes them, kept so that a text is formatted without
        /// converting them: an ``AlertText`` argument's place holds empty text, and the text
        /// itself is in ``texts``, to be resolved in the languages of the text around it.
        @usableFromInline let values: [FormatArgument]
        /// The ``AlertText`` arguments, with their places in ``values``; most keys have none.
        @usableFromInline let texts: [TextArgument]

        /// An ``AlertText`` argument and its place among the arguments.
        @usableFromInline struct TextArgument: Sendable {
            @usableFromInline let index: Int
            @usableFromInline let text: AlertText

            @inlinable init(index: Int, text: AlertText) {
                self.index = index
                self.text = text
            }
        }

        /// A key held in a variable, with optional arguments for its specifiers.
        ///
        /// To insert localizable text, resolved in the language of the text around it, interpolate
        /// an ``AlertText`` into a literal key instead.
        public init(_ key: String, arguments: [FormatArgument] = []) {
            self.init(key: key, values: arguments, texts: [])
        }

        /// A key with arguments for its specifiers, some of which may be localizable text: the key
        /// an interpolated literal makes.
        package init(_ key: String, mixing arguments: [Argument]) {
            self.key = key
            var texts: [TextArgument] = []
            self.values = arguments.enumerated().map { index, argument in
                switch argument {
                case .string(let value): return .string(value)
                case .int(let value): return .int(value)
                case .uint(let value): return .uint(value)
                case .double(let value): return .double(value)
                case .text(let text):
                    texts.append(TextArgument(index: index, text: text))
                    return .string("")
                }
            }
            self.texts = texts
        }

        @usableFromInline init(key: String, values: [FormatArgument], texts: [TextArgument]) {
            self.key = key
            self.values = values
            self.texts = texts
        }

        /// A key written as a literal without interpolations: kept exactly, never formatted.
        public init(stringLiteral value: String) {
            self.init(key: value, values: [], texts: [])
        }

        /// A key written as an interpolated literal: each interpolation a specifier in the key and a
        /// value among its arguments.
        @inlinable public init(stringInterpolation: StringInterpolation) {
            self.init(
                key: stringInterpolation.key, values: stringInterpolation.values, texts: stringInterpolation.texts)
        }

        /// Equal when the keys and the arguments are.
        public static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.key == rhs.key && lhs.values.count == rhs.values.count && lhs.arguments == rhs.arguments
        }

        /// Hashes the key and the arguments.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(arguments)
        }

        /// Builds a key and its arguments from an interpolated literal.
        ///
        /// Its methods are inlinable, so an interpolation in your code is specialized for the
        /// type of the value interpolated: building a key does no generic work at run time.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            @usableFromInline var key = ""
            @usableFromInline var values: [FormatArgument] = []
            @usableFromInline var texts: [TextArgument] = []
            /// The key's length to reserve before its second piece is added; 0 once reserved.
            @usableFromInline var capacity: Int

            /// An empty key with room for the literal's text and its specifiers.
            @inlinable public init(literalCapacity: Int, interpolationCount: Int) {
                capacity = literalCapacity + 4 * interpolationCount
            }

            /// Adds `piece` to the key. The first piece (a literal, or a specifier) becomes the
            /// key as it is, with no copy; the key's whole length is reserved before the second.
            @inlinable mutating func appendToKey(_ piece: String) {
                if key.isEmpty {
                    key = piece
                    return
                }
                reserveKey()
                key += piece
            }

            @inlinable mutating func reserveKey() {
                guard capacity > 0 else { return }
                key.reserveCapacity(capacity)
                capacity = 0
            }

            /// Appends literal text to the key, with each `%` doubled so that it is not read as a specifier.
            @inlinable public mutating func appendLiteral(_ literal: String) {
                let percent = UInt8(ascii: "%")
                let hasPercent =
                    literal.utf8.withContiguousStorageIfAvailable { $0.contains(percent) }
                    ?? literal.utf8.contains(percent)
                guard hasPercent else {
                    appendToKey(literal)
                    return
                }
                reserveKey()
                for character in literal.unicodeScalars {
                    key.unicodeScalars.append(character)
                    if character == "%" { key.unicodeScalars.append("%") }
                }
            }

            /// Text, as `%@`.
            @inlinable public mutating func appendInterpolation(_ value: some StringProtocol) {
                append("%@", FormatArgument.string(String(value)))
            }

            /// Localizable text, resolved in the same language and inserted as `%@`.
            @inlinable public mutating func appendInterpolation(_ text: AlertText) {
                texts.append(TextArgument(index: values.count, text: text))
                append("%@", FormatArgument.string(""))
            }

            /// An integer, with the specifier `LocalizedStringKey` gives its type: `%lld` for `Int`
            /// and `Int64`, `%d` for `Int32`, `%hd` for `Int16`, `%hhd` for `Int8`, and `%llu`,
            /// `%u`, `%hu`, `%hhu` for their unsigned kin — or with an explicit `specifier`, as in
            /// `\(count, specifier: "%05lld")`.
            ///
            /// An explicit specifier must be a single conversion that fits the value; anything else
            /// is kept in the key and caught when the text is formatted, which then shows the key.
            @inlinable public mutating func appendInterpolation<Value: FixedWidthInteger>(
                _ value: Value, specifier: String? = nil
            ) {
                if let specifier {
                    if let signed = Int64(exactly: value) {
                        append(specifier, .int(signed))
                    } else {
                        append(specifier, .uint(UInt64(clamping: value)))
                    }
                    return
                }
                let implied: String =
                    switch (Value.bitWidth, Value.isSigned) {
                    case (8, true): "%hhd"
                    case (8, false): "%hhu"
                    case (16, true): "%hd"
                    case (16, false): "%hu"
                    case (32, true): "%d"
                    case (32, false): "%u"
                    case (_, true): "%lld"
                    case (_, false): "%llu"
                    }
                if Value.isSigned {
                    append(implied, .int(Int64(clamping: value)))
                } else {
                    append(implied, .uint(UInt64(clamping: value)))
                }
            }

            /// A floating-point number, with the specifier `LocalizedStringKey` gives its type —
            /// `%f` for `Float`, `%lf` for `Double` (and any other) — or with an explicit
            /// `specifier`, like SwiftUI's `\(value, specifier: "%.2f")`.
            ///
            /// An explicit specifier must be a single conversion that fits the value; anything else
            /// is kept in the key and caught when the text is formatted, which then shows the key.
            @inlinable public mutating func appendInterpolation<Value: BinaryFloatingPoint>(
                _ value: Value, specifier: String? = nil
            ) {
                append(specifier ?? (Value.self == Float.self ? "%f" : "%lf"), .double(Double(value)))
            }

            @inlinable mutating func append(_ specifier: String, _ argument: FormatArgument) {
                appendToKey(specifier)
                values.append(argument)
            }
        }
    }

    /// A value interpolated into a key.
    package enum Argument: Sendable, Hashable, CustomStringConvertible {
        /// Text, shown as is.
        case string(String)
        /// A signed integer.
        case int(Int64)
        /// An unsigned integer.
        case uint(UInt64)
        /// A floating-point number.
        case double(Double)
        /// Localizable text, resolved in the same language as the text around it.
        case text(AlertText)

        /// Structural equality; two `.double(.nan)` arguments are equal, so alerts built the same
        /// way always compare equal.
        package static func == (lhs: Argument, rhs: Argument) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): a == b
            case (.int(let a), .int(let b)): a == b
            case (.uint(let a), .uint(let b)): a == b
            case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern || a == b
            case (.text(let a), .text(let b)): a == b
            default: false
            }
        }

        /// Hashes the case and its value, `0.0` and `-0.0` alike, as they are equal.
        package func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let value): hasher.combine(0); hasher.combine(value)
            case .int(let value): hasher.combine(1); hasher.combine(value)
            case .uint(let value): hasher.combine(2); hasher.combine(value)
            case .double(let value): hasher.combine(3); hasher.combine(value == 0 ? 0 : value.bitPattern)
            case .text(let value): hasher.combine(4); hasher.combine(value)
            }
        }

        /// The argument a formatting value stands for.
        init(_ value: FormatArgument) {
            switch value {
            case .string(let value): self = .string(value)
            case .int(let value): self = .int(value)
            case .uint(let value): self = .uint(value)
            case .double(let value): self = .double(value)
            }
        }

        /// The value as test failures show it: a string quoted, a number as Swift prints it, a text as
        /// ``AlertText/description`` does after `text`, so that it reads apart from a string.
        package var description: String {
            switch self {
            case .string(let value): quoted(value)
            case .int(let value): String(value)
            case .uint(let value): String(value)
            case .double(let value): String(value)
            case .text(let text): "text " + text.description
            }
        }
    }
}
