/// The operands CLDR plural rules test, computed from a number as it is shown.
///
/// `n` is the absolute value, `i` its integer digits, `v` the number of visible fraction digits
/// (trailing zeros included), `w` the same without trailing zeros, `f` and `t` the fraction digits
/// as an integer with and without trailing zeros, and `e` (or `c`) the compact decimal exponent.
package struct PluralOperands: Sendable, Hashable {
    package var n: Double
    package var i: Double
    package var v: Double
    package var w: Double
    package var f: Double
    package var t: Double
    package var e: Double
    package var c: Double { e }

    /// The operands of an integer.
    package init(_ value: Int64) {
        n = Double(value.magnitude)
        i = n
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number written in decimal digits, such as `"1.50"`, `"-3"` or `"1.2c6"`
    /// (CLDR's compact notation, 1.2 million with exponent 6). Returns `nil` for anything else.
    package init?(decimal text: String) {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        var exponent = 0
        if let mark = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(body[body.index(after: mark)...]), (0...20).contains(value) else { return nil }
            exponent = value
            body = body[..<mark]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        var integer = String(parts[0])
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        if exponent > 0 {
            // Shift the point right: 1.2c6 is 1200000.
            let moved = fraction.prefix(exponent)
            integer += moved + String(repeating: "0", count: exponent - moved.count)
            fraction = String(fraction.dropFirst(moved.count))
        }
        let trimmed = fraction.replacing(/0+$/, with: "")
        guard let integerValue = Double(integer),
            let number = Double(integer + "." + (fraction.isEmpty ? "0" : fraction))
        else { return nil }
        n = number
        i = integerValue
        v = Double(fraction.count)
        w = Double(trimmed.count)
        f = Double(fraction.prefix(15)) ?? 0
        t = Double(trimmed.prefix(15)) ?? 0
        e = Double(exponent)
    }

    /// The operands of a floating-point number shown with `fractionDigits` digits after the
    /// point, or with as many as its shortest exact form needs when `nil`.
    package init(_ value: Double, fractionDigits: Int? = nil) {
        let magnitude = value.magnitude
        let text = magnitude.isFinite ? StringFormatter.fixed(magnitude, fractionDigits: fractionDigits) : "0"
        self = PluralOperands(decimal: text) ?? PluralOperands(Int64(0))
        if !magnitude.isFinite { n = magnitude }
    }
}
