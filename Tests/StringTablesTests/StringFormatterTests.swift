import StringTables
import Testing

struct StringFormatterTests {
    @Test(arguments: [
        ("%@ and %@", [FormatArgument.string("a"), .string("b")], "a and b"),
        ("%2$@ before %1$@", [.string("a"), .string("b")], "b before a"),
        (
            "%d|%i|%ld|%lld|%hd|%qd", [.int(-1), .int(2), .int(3), .int(5_000_000_000), .int(7), .int(8)],
            "-1|2|3|5000000000|7|8"
        ),
        ("%u %lu %llu", [.uint(1), .int(2), .uint(UInt64.max)], "1 2 18446744073709551615"),
        ("%x %X %#x %o %#o", [.int(255), .int(255), .int(255), .int(8), .int(8)], "ff FF 0xff 10 010"),
        ("%05d|%-5d|%+d|% d|%.3d", [.int(42), .int(42), .int(42), .int(42), .int(7)], "00042|42   |+42| 42|007"),
        (
            "%f %.2f %lf %e %g", [.double(1.5), .double(2.345), .double(3), .double(1234.5), .double(0.0001)],
            "1.500000 2.35 3.000000 1.234500e+03 0.0001"
        ),
        ("%8.3f|%-8.1f|", [.double(3.14159), .double(2.5)], "   3.142|2.5     |"),
        ("%c%c", [.int(0x4E2D), .string("文")], "中文"),
        ("%s %5s %.2s", [.string("abc"), .string("ab"), .string("xyz")], "abc    ab xy"),
        ("100%% of %@", [.string("it")], "100% of it"),
        ("%@ is %@", [.int(3), .double(0.5)], "3 is 0.5"),
        ("one only", [.int(1)], "one only"),
        ("%1$@ %1$@", [.string("echo")], "echo echo"),
    ])
    func formats(format: String, arguments: [FormatArgument], expected: String) throws {
        #expect(try StringFormatter.format(format, arguments) == expected)
    }

    @Test(arguments: [
        ("%@ %@", [FormatArgument.string("a")], "'%@' needs argument 2, but 1 argument was given"),
        ("%d", [.string("a")], "'%d' cannot show argument 1, which is text"),
        ("%@", [], "'%@' needs argument 1, but 0 arguments were given"),
        ("%f", [.int(1)], "'%f' cannot show argument 1, which is a signed integer"),
        ("%u", [.int(-1)], "'%u' cannot show argument 1, which is a signed integer"),
        ("%s", [.int(1)], "'%s' cannot show argument 1, which is a signed integer"),
        ("%c", [.int(0xD800)], "'%c' cannot show argument 1, which is a signed integer"),
        ("%n", [.int(1)], "'%n' at offset 0 is not supported in localized text"),
        ("%p", [.int(1)], "'%p' at offset 0 is not supported in localized text"),
        ("%*d", [.int(1), .int(2)], "'%*' at offset 0 is not supported in localized text"),
        ("ab %", [], "the format string ends inside the specifier '%'"),
        ("%k", [], "'%k' at offset 0 is not a format specifier; write %% for a literal percent sign"),
        ("%0$@", [.string("a")], "'%0$' at offset 0 is not a format specifier; write %% for a literal percent sign"),
        ("%1$d %1$@ %1$f", [.int(1)], "argument 1 is used with specifiers of different types"),
        (
            "%1$@ %@ %@", [.string("a"), .string("b")],
            "some specifiers are numbered (%1$@) and others are not; number all of them or none"
        ),
        ("%c", [.int(0)], "'%c' cannot show argument 1, which is a signed integer"),
    ])
    func refusesWithAPreciseReason(format: String, arguments: [FormatArgument], reason: String) {
        #expect {
            try StringFormatter.format(format, arguments)
        } throws: { error in
            (error as? FormatError)?.description == reason
        }
    }

    @Test(arguments: ["%99999999999d", "%.99999999f", "%01000000d", "%.1000000d", "%-999999999@", "%.999999999x"])
    func hugeWidthsAndPrecisionsAreBounded(specifier: String) throws {
        let format = String(repeating: "%1$" + specifier.dropFirst(), count: 200)
        let argument: FormatArgument = specifier.hasSuffix("f") ? .double(1) : .int(1)
        let text = try StringFormatter.format(format, [argument])
        #expect(text.count <= 200 * (FormatString.maximumWidth + 2))
    }

    @Test func edgeCasesFollowC() throws {
        #expect(try StringFormatter.format("%#.0o|%.0d|%#x|%#o", [.int(0), .int(0), .int(0), .int(0)]) == "0||0|0")
    }

    @Test func parsingSplitsLiteralsAndSpecifiers() throws {
        let parsed = try FormatString(parsing: "a %2$@ b %% %1$-5.2lf")
        #expect(parsed.specifiers.map(\.text) == ["%2$@", "%1$-5.2lf"])
        #expect(parsed.specifiers.map(\.position) == [2, 1])
        #expect(parsed.specifiers.last?.flags == [.leftAligned])
        #expect(parsed.specifiers.last?.width == 5)
        #expect(parsed.specifiers.last?.precision == 2)
        #expect(parsed.specifiers.last?.length == "l")
        #expect(parsed.argumentKinds == [1: .floatingPoint, 2: .object])
    }
}
