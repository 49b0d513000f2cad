import StringTables
import TestSupport
import Testing

/// Formats whose specifiers all show their argument plainly (`%@`, `%s`, `%d`, `%lld`, `%u`…)
/// are written by a shorter path than the rest. The shorter path must give what the general one
/// gives: each case is formatted as generated, and again with a `-` flag on every specifier
/// (which, without a width, changes nothing but sends it through the general path), and both are
/// compared with the text put together by hand.
struct PlainFormatCrossCheckTests {
    static let literals = ["", " ", "a", "100%% ", "%%", "é", "中文 ", "👩‍👩‍👧", "\n", "x%%y", "\u{2028}", "ok."]
    static let texts = [
        "", "a", "%@", "%%", "naïve", "日本語", "🇨🇭", "e\u{301}", "\u{0}", "long text " + String(repeating: "z", count: 40),
    ]
    static let signed: [Int64] = [
        0, 1, -1, 9, 10, -10, 99, 100, Int64(Int32.max), Int64(Int32.min), .max, .min, .max - 1,
    ]
    static let unsigned: [UInt64] = [0, 1, 9, 10, UInt64(UInt32.max), UInt64(Int64.max) + 1, .max]

    enum Kind: CaseIterable { case object, cString, signed, unsigned }

    struct Case {
        var format = ""
        var general = ""
        var expected = ""
        var arguments: [FormatArgument] = []
    }

    static func randomCase(_ random: inout SplitMix) -> Case {
        let count = Int.random(in: 0...4, using: &random)
        let positional = Bool.random(using: &random)
        var kinds: [Kind] = []
        for _ in 0..<count { kinds.append(Kind.allCases.randomElement(using: &random) ?? .object) }
        var arguments: [FormatArgument] = kinds.map { kind in
            switch kind {
            case .object:
                switch Int.random(in: 0..<3, using: &random) {
                case 0: .string(texts.randomElement(using: &random) ?? "")
                case 1: .int(signed.randomElement(using: &random) ?? 0)
                default: .uint(unsigned.randomElement(using: &random) ?? 0)
                }
            case .cString: .string(texts.randomElement(using: &random) ?? "")
            case .signed:
                Bool.random(using: &random)
                    ? .int(signed.randomElement(using: &random) ?? 0)
                    : .uint(unsigned.randomElement(using: &random) ?? 0)
            case .unsigned:
                Bool.random(using: &random)
                    ? .uint(unsigned.randomElement(using: &random) ?? 0)
                    : .int(signed.filter { $0 >= 0 }.randomElement(using: &random) ?? 0)
            }
        }
        // Extra arguments are ignored.
        if Int.random(in: 0..<4, using: &random) == 0 { arguments.append(.double(1.5)) }
        // The order read: positional formats may read in any order and read an argument twice.
        var order = Array(0..<count)
        if positional {
            order.shuffle(using: &random)
            if count > 0, Bool.random(using: &random) { order.append(order[0]) }
        }
        var result = Case(arguments: arguments)
        func literal() {
            let text = literals.randomElement(using: &random) ?? ""
            result.format += text
            result.general += text
            result.expected += text.replacing("%%", with: "%")
        }
        literal()
        for index in order {
            let length: String
            let conversion: String
            switch kinds[index] {
            case .object: (length, conversion) = ("", "@")
            case .cString: (length, conversion) = ("", "s")
            case .signed:
                length = ["", "l", "ll", "h", "hh", "q", "z", "t", "j"].randomElement(using: &random) ?? ""
                conversion = Bool.random(using: &random) ? "d" : "i"
            case .unsigned:
                length = ["", "l", "ll", "h", "hh", "q", "z", "j"].randomElement(using: &random) ?? ""
                conversion = "u"
            }
            let position = positional ? "\(index + 1)$" : ""
            result.format += "%" + position + length + conversion
            result.general += "%" + position + "-" + length + conversion
            result.expected += arguments[index].description
            literal()
        }
        result.arguments = arguments
        return result
    }

    @Test func plainFormatsGiveWhatTheGeneralPathGives() throws {
        var random = SplitMix(seed: 14)
        for _ in 0..<5000 {
            let generated = Self.randomCase(&random)
            let plain = try StringFormatter.format(generated.format, generated.arguments)
            let general = try StringFormatter.format(generated.general, generated.arguments)
            #expect(plain == generated.expected, "\(generated.format) \(generated.arguments)")
            #expect(general == generated.expected, "\(generated.general) \(generated.arguments)")
            // The text is well-formed: its UTF-16 view agrees with its scalars (a wrong ASCII flag would not).
            #expect(plain.utf16.count == plain.unicodeScalars.reduce(0) { $0 + $1.utf16.count })
            #expect(Array(plain.utf8) == Array(generated.expected.utf8))
        }
    }

    @Test(arguments: [
        ("%@", [FormatArgument.int(.min)], "-9223372036854775808"),
        ("%@|%d", [.uint(.max), .uint(.max)], "18446744073709551615|18446744073709551615"),
        ("%u", [.int(0)], "0"),
        ("%lld", [.int(.min)], "-9223372036854775808"),
        ("%s%@", [.string(""), .string("")], ""),
        ("", [], ""),
        ("%%", [], "%"),
        ("%2$@ %1$lld %2$@", [.int(-5), .string("ü")], "ü -5 ü"),
        ("%@ %@", [.double(0.5), .int(3)], "0.5 3"),
        ("é%@é", [.string("€")], "é€é"),
    ])
    func edgeCases(format: String, arguments: [FormatArgument], expected: String) throws {
        #expect(try StringFormatter.format(format, arguments) == expected)
    }
}
