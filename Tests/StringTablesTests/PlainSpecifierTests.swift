import StringTables
import Testing

/// Specifiers that show their argument plainly (`%@`, `%s`, `%d`, `%lld`, `%u`…): text as it is,
/// integers in full 64-bit decimal whatever the length modifier, in the order their positions
/// say, with the literal text around them (`%%` a percent sign) kept byte for byte.
struct PlainSpecifierTests {
    static let integers: [(String, [FormatArgument], String)] = [
        // Every length modifier reads a 64-bit integer.
        (
            "%d|%ld|%lld|%hd|%hhd|%qd|%zd|%td|%jd", [FormatArgument](repeating: .int(.min), count: 9),
            "-9223372036854775808|-9223372036854775808|-9223372036854775808|-9223372036854775808|"
                + "-9223372036854775808|-9223372036854775808|-9223372036854775808|-9223372036854775808|"
                + "-9223372036854775808"
        ),
        ("%i %li %lli", [.int(.max), .int(.max - 1), .int(-1)], "9223372036854775807 9223372036854775806 -1"),
        (
            "%u|%lu|%llu|%hu|%hhu|%qu|%zu|%ju", [FormatArgument](repeating: .uint(.max), count: 8),
            "18446744073709551615|18446744073709551615|18446744073709551615|18446744073709551615|"
                + "18446744073709551615|18446744073709551615|18446744073709551615|18446744073709551615"
        ),
        ("%u %d", [.int(0), .uint(UInt64(Int64.max) + 1)], "0 9223372036854775808"),
        ("%d %d %d %d", [.int(9), .int(10), .int(-10), .int(Int64(Int32.min))], "9 10 -10 -2147483648"),
        // `%@` shows any integer as decimal digits, `%s` and `%@` text as it is.
        ("%@|%@|%@", [.int(.min), .uint(.max), .int(0)], "-9223372036854775808|18446744073709551615|0"),
        ("%s%@%s", [.string("naïve"), .string("🇨🇭"), .string("e\u{301}")], "naïve🇨🇭e\u{301}"),
        ("[%@][%s]", [.string("%@"), .string("%%")], "[%@][%%]"),
        ("%@", [.string("\u{0}")], "\u{0}"),
        ("%@ %@", [.double(0.5), .int(3)], "0.5 3"),
    ]

    @Test(arguments: Self.integers)
    func integersShowAll64BitsAndTextShowsAsItIs(format: String, arguments: [FormatArgument], expected: String)
        throws
    {
        #expect(try StringFormatter.format(format, arguments) == expected)
    }

    static let positions: [(String, [FormatArgument], String)] = [
        ("%2$@ %1$lld %2$@", [FormatArgument.int(-5), .string("ü")], "ü -5 ü"),
        ("%3$u, %1$s, %2$d", [.string("a"), .int(-1), .uint(7)], "7, a, -1"),
        ("%1$@%1$@%1$@", [.string("日本語")], "日本語日本語日本語"),
        ("%2$lld", [.string("skipped"), .int(2)], "2"),
        ("%1$@ only", [.string("first"), .int(2), .double(1.5)], "first only"),
    ]

    @Test(arguments: Self.positions)
    func positionsPickTheArgumentInAnyOrderAndAnyNumberOfTimes(
        format: String, arguments: [FormatArgument], expected: String
    ) throws {
        #expect(try StringFormatter.format(format, arguments) == expected)
    }

    static let literals: [(String, [FormatArgument], String)] = [
        ("", [FormatArgument](), ""),
        ("%%", [], "%"),
        ("100%% ", [], "100% "),
        ("x%%y%@", [.string("z")], "x%yz"),
        ("é%@é", [.string("€")], "é€é"),
        ("中文 %d 👩‍👩‍👧\n", [.int(1)], "中文 1 👩‍👩‍👧\n"),
        ("\u{2028}%@ok.", [.string("")], "\u{2028}ok."),
        ("%s%@", [.string(""), .string("")], ""),
        ("%@ %@", [.string("extra"), .string("arguments"), .int(3), .double(1.5)], "extra arguments"),
    ]

    @Test(arguments: Self.literals)
    func literalTextIsKeptByteForByte(format: String, arguments: [FormatArgument], expected: String) throws {
        let text = try StringFormatter.format(format, arguments)
        #expect(text == expected)
        #expect(Array(text.utf8) == Array(expected.utf8))
    }

    @Test func aLeftAlignFlagWithoutAWidthChangesNothing() throws {
        #expect(
            try StringFormatter.format(
                "%-@|%-s|%-d|%-lld|%-u", [.string("a"), .string("b"), .int(-3), .int(4), .uint(5)]) == "a|b|-3|4|5")
        #expect(try StringFormatter.format("%2$-@ %1$-lld", [.int(.min), .string("x")]) == "x -9223372036854775808")
    }
}
