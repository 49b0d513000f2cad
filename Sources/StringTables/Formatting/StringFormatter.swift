#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats printf-style strings from typed arguments without ever crashing or printing garbage.
///
/// Every specifier is checked against its argument before anything is written: a missing
/// argument, a type the specifier cannot show, or a specifier that is unsafe in translated text
/// (`%n`, `%p`, `*` widths) throws a ``FormatError`` instead. Integers are 64-bit whatever the
/// length modifier says, so `%d` shows `5000000000` in full.
///
/// ```swift
/// try StringFormatter.format("%1$@ has %2$lld items", [.string("Inbox"), .int(3)])
/// // "Inbox has 3 items"
/// ```
package enum StringFormatter {
    /// Parses `format` (or finds it parsed before) and fills in `arguments`.
    package static func format(
        _ format: String, _ arguments: [FormatArgument], numbers: NumberSymbols = .posix
    ) throws(FormatError) -> String {
        try Self.format(FormatString.parsed(format), arguments, numbers: numbers)
    }

    /// Fills a parsed format string with `arguments`. Extra arguments are ignored, as in printf:
    /// a translation may leave out a value its language does not need.
    ///
    /// Numbers use `numbers`' decimal separator; the `'` flag groups digits with its group separator.
    package static func format(
        _ format: FormatString, _ arguments: [FormatArgument], numbers: NumberSymbols = .posix
    ) throws(FormatError) -> String {
        try check(format, arguments)
        var result = ""
        // Room for the literals and a short value per specifier, so that appending them grows
        // the string once, not at each piece (a short result stays inline, with no room asked).
        let room = format.pieces.reduce(16 * format.specifiers.count) { room, piece in
            if case .literal(let text) = piece { room + text.utf8.count } else { room }
        }
        if room > 15 { result.reserveCapacity(room) }
        var index = 0
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                result += text
            case .specifier(let spec):
                result += render(spec, arguments[format.positions[index] - 1], numbers)
                index += 1
            }
        }
        return result
    }

    /// Throws the first problem that would stop `format` from showing `arguments` faithfully.
    package static func check(_ format: FormatString, _ arguments: [FormatArgument]) throws(FormatError) {
        for (index, position) in format.positions.enumerated() {
            let spec = format.specifiers[index]
            if index == format.conflictingSpecifier { throw FormatError(.conflictingTypes(position: position)) }
            guard position <= arguments.count else {
                throw FormatError(.missingArgument(specifier: spec.text, position: position, given: arguments.count))
            }
            let argument = arguments[position - 1]
            guard accepts(spec, argument) else {
                throw FormatError(.typeMismatch(specifier: spec.text, position: position, argument: argument.kindName))
            }
        }
    }

    private static func accepts(_ spec: FormatSpecifier, _ argument: FormatArgument) -> Bool {
        switch (spec.argumentKind, argument) {
        case (.object, _): true
        case (.signedInteger, .int), (.signedInteger, .uint): true
        case (.unsignedInteger, .uint): true
        case (.unsignedInteger, .int(let value)): value >= 0
        case (.floatingPoint, .double): true
        case (.character, .int(let value)): value > 0 && UInt32(exactly: value).flatMap(Unicode.Scalar.init) != nil
        case (.character, .uint(let value)): value > 0 && UInt32(exactly: value).flatMap(Unicode.Scalar.init) != nil
        case (.character, .string(let value)): value.count == 1
        case (.cString, .string): true
        default: false
        }
    }

    private static func render(_ spec: FormatSpecifier, _ argument: FormatArgument, _ numbers: NumberSymbols) -> String
    {
        switch (spec.argumentKind, argument) {
        case (.signedInteger, .int(let value)), (.unsignedInteger, .int(let value)):
            return integer(magnitude: value.magnitude, negative: value < 0, spec, numbers)
        case (.signedInteger, .uint(let value)), (.unsignedInteger, .uint(let value)):
            return integer(magnitude: value, negative: false, spec, numbers)
        case (.floatingPoint, .double(let value)):
            return localized(floatingPoint(value, spec), spec, numbers)
        case (.object, .double(let value)):
            // Plain digits where they show the value; Swift's shortest form (1e-20) where they would not.
            let digits = fixed(value, fractionDigits: nil)
            let shown = value != 0 && Double(digits) == 0 ? String(value) : digits
            return pad(localized(shown, spec, numbers), spec)
        case (.character, .int(let value)):
            return pad(String(Character(Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}")), spec)
        case (.character, .uint(let value)):
            return pad(String(Character(Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}")), spec)
        default:
            var text = argument.plainText
            if let precision = spec.precision, spec.argumentKind == .object || spec.argumentKind == .cString {
                text = String(text.prefix(precision))
            }
            return pad(text, spec)
        }
    }

    private static func integer(
        magnitude: UInt64, negative: Bool, _ spec: FormatSpecifier, _ numbers: NumberSymbols
    ) -> String {
        // Most integers are shown plainly (`%d`, `%lld`, `%u`): digits, and a minus sign.
        if spec.flags.isEmpty, spec.width == nil, spec.precision == nil, spec.conversion != "x", spec.conversion != "X",
            spec.conversion != "o"
        {
            return negative ? "-" + String(magnitude) : String(magnitude)
        }
        let radix: Int
        switch spec.conversion {
        case "x", "X": radix = 16
        case "o": radix = 8
        default: radix = 10
        }
        var digits = String(magnitude, radix: radix, uppercase: spec.conversion == "X")
        if radix == 10, spec.flags.contains(.grouped) { digits = grouped(digits, numbers.group) }
        if let precision = spec.precision {
            if precision == 0 && magnitude == 0 { digits = spec.flags.contains(.alternate) && radix == 8 ? "0" : "" }
            if digits.count < precision { digits = String(repeating: "0", count: precision - digits.count) + digits }
        }
        var prefix = ""
        if negative {
            prefix = "-"
        } else if spec.argumentKind == .signedInteger && spec.flags.contains(.plusSign) {
            prefix = "+"
        } else if spec.argumentKind == .signedInteger && spec.flags.contains(.spaceSign) {
            prefix = " "
        }
        if spec.flags.contains(.alternate) && magnitude != 0 {
            if radix == 16 { prefix += spec.conversion == "X" ? "0X" : "0x" }
            if radix == 8 && !digits.hasPrefix("0") { digits = "0" + digits }
        }
        let zeroPad = spec.flags.contains(.zeroPadded) && !spec.flags.contains(.leftAligned) && spec.precision == nil
        if zeroPad, let width = spec.width, prefix.count + digits.count < width {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return pad(prefix + digits, spec)
    }

    private static func floatingPoint(_ value: Double, _ spec: FormatSpecifier) -> String {
        // The C library does the digits; the format it sees is rebuilt from parsed parts, so it
        // always holds exactly one conversion, for exactly this one Double.
        var format = "%"
        format += spec.flags.printfText
        if let width = spec.width { format += String(width) }
        if let precision = spec.precision { format += "." + String(precision) }
        format.append(spec.conversion)
        return cFormat(format, value)
    }

    /// C's digits with the language's separators: `1234.5` becomes `1.234,5` in German.
    private static func localized(_ text: String, _ spec: FormatSpecifier, _ numbers: NumberSymbols) -> String {
        guard numbers != .posix || spec.flags.contains(.grouped) else { return text }
        let lead = text.prefix { $0 == " " || $0 == "-" || $0 == "+" }
        let body = text.dropFirst(lead.count)
        let integerPart = body.prefix { $0.isNumber }
        guard !integerPart.isEmpty else { return text }
        var rest = String(body.dropFirst(integerPart.count))
        if rest.hasPrefix(".") { rest = numbers.decimal + rest.dropFirst() }
        let digits = spec.flags.contains(.grouped) ? grouped(String(integerPart), numbers.group) : String(integerPart)
        return lead + digits + rest
    }

    /// `1234567` as `1,234,567` with `separator`.
    private static func grouped(_ digits: String, _ separator: String) -> String {
        guard digits.count > 3 else { return digits }
        var output = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { output += separator }
            output.append(digit)
        }
        return output
    }

    /// `value` in plain decimal digits: with exactly `fractionDigits` after the point, or with
    /// as few as show it exactly when `nil` (`1.5`, `0.0001`, `3`).
    static func fixed(_ value: Double, fractionDigits: Int?) -> String {
        if let fractionDigits { return cFormat("%.\(max(0, min(fractionDigits, 40)))f", value) }
        let shortest = "\(value)"
        guard shortest.contains("e") || shortest.contains("E") else {
            return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        }
        var digits = cFormat("%.17f", value)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits
    }

    /// One Double through the C library's formatter; `format` must hold exactly one conversion.
    private static func cFormat(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 8192)
        // The C library writes the process locale's decimal point; switch this thread to the
        // C locale for the call, so digits never depend on what `setlocale` someone ran.
        let previous = cLocale.map { uselocale($0) }
        defer { if let previous { uselocale(previous) } }
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { pointer in
                vsnprintf(pointer.baseAddress, pointer.count, format, arguments)
            }
        }
        guard count >= 0 else { return String(value) }
        return buffer.withUnsafeBufferPointer { pointer in
            String(
                decoding: pointer.prefix(min(Int(count), pointer.count - 1)).map { UInt8(bitPattern: $0) },
                as: UTF8.self)
        }
    }

    /// The C ("POSIX") numeric locale, made once; `nil` if the C library cannot make it.
    /// `nonisolated(unsafe)`: the handle is created once and never changed or freed, and
    /// `uselocale` applies it to the calling thread only.
    private nonisolated(unsafe) static let cLocale: locale_t? = newlocale(Int32(1) << LC_NUMERIC, "C", nil)

    private static func pad(_ text: String, _ spec: FormatSpecifier) -> String {
        guard let width = spec.width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return spec.flags.contains(.leftAligned) ? text + padding : padding + text
    }
}
