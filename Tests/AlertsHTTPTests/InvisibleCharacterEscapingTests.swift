import Alerts
import Foundation
import FrontSupport
import StringTables
import Testing

@testable import AlertsHTTP

/// Every escaper of the package asks one classifier, ``InvisibleCharacter``, what is invisible,
/// and differs only in how it writes it: no scalar it flags comes out raw (but where an output
/// keeps it on purpose), and visible text comes out as it went in.
@Suite struct InvisibleCharacterEscapingTests {
    /// One of the package's escapers: what it adds around a text, and which flagged scalars it
    /// may write raw (its own line breaks, the shaping characters text for people keeps).
    struct Escaper: Sendable, CustomTestStringConvertible {
        let testDescription: String
        var prefix = "", suffix = ""
        var keepsRaw: @Sendable (Unicode.Scalar) -> Bool = { _ in false }
        let escape: @Sendable (String) -> String
    }

    /// A terminal, a page, a plain-text body keep line feeds, tabs, the joiners, the bidirectional
    /// marks and one variation selector after a character; tags only in an emoji tag sequence.
    static let keptForPeople: @Sendable (Unicode.Scalar) -> Bool = { scalar in
        scalar == "\n" || scalar == "\t"
            || (InvisibleCharacter(scalar) == .shaping && !(0xE0020...0xE007F).contains(scalar.value))
    }

    static let escapers = [
        Escaper(testDescription: "JSON", prefix: "\"", suffix: "\"") { JSONText.quoted($0) },
        Escaper(testDescription: "Swift literal", prefix: "verbatim \"", suffix: "\"") {
            AlertText(verbatim: $0).description
        },
        Escaper(testDescription: "diagnostic line", prefix: "warning: ", suffix: " [missing-translation]") {
            LocalizationDiagnostic(.warning, .missingTranslation, $0).oneLine
        },
        Escaper(testDescription: "log event") { DiagnosticEvent(level: .info, kind: .error, message: $0).message },
        Escaper(testDescription: "header field", keepsRaw: { $0 == "\t" }) {
            HTTPAlertResponse.HeaderField("X-Note", $0).value
        },
        Escaper(testDescription: "terminal", keepsRaw: keptForPeople) { TerminalText.sanitized($0) },
        Escaper(testDescription: "HTML", keepsRaw: keptForPeople) { escaped($0) },
    ]

    /// Every scalar but the surrogates, in blocks of 4,096: the flagged ones each after an `x`
    /// (so a variation selector follows a character), and the visible ones but those some
    /// output's syntax escapes (quotes, backslash, `<`, `>`, `&`, and the terminal's own marks).
    static let blocks = stride(from: UInt32(0), to: 0x11_0000, by: 0x1000).map { start in
        var (flagged, visible) = (String.UnicodeScalarView(), String.UnicodeScalarView())
        for scalar in (start..<start + 0x1000).compactMap(Unicode.Scalar.init) {
            if InvisibleCharacter(scalar) != nil {
                flagged += ["x", scalar]
            } else if !"\"\\<>&'\u{F8FE}\u{F8FF}".unicodeScalars.contains(scalar) {
                visible.append(scalar)
            }
        }
        return (flagged: String(flagged), visible: String(visible))
    }

    /// Whether two texts have the same UTF-8 bytes, so the same scalars, compared by `memcmp`.
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        var (first, second) = (first, second)
        return first.withUTF8 { one in
            second.withUTF8 { other in
                guard one.count == other.count, let start = one.baseAddress, let otherStart = other.baseAddress
                else { return one.count == other.count }
                return memcmp(start, otherStart, one.count) == 0
            }
        }
    }

    @Test(arguments: escapers)
    func noFlaggedScalarComesOutRawAndVisibleTextPassesUnchanged(escaper: Escaper) {
        var raw: [String] = []
        var changed: [String] = []
        for (flagged, visible) in Self.blocks {
            for scalar in escaper.escape(flagged).unicodeScalars
            where InvisibleCharacter(scalar) != nil && !escaper.keepsRaw(scalar) {
                raw.append("U+" + String(scalar.value, radix: 16, uppercase: true))
            }
            if !Self.sameBytes(escaper.escape(visible), escaper.prefix + visible + escaper.suffix) {
                changed.append(String(visible.unicodeScalars.first?.value ?? 0, radix: 16))
            }
        }
        #expect(raw.isEmpty, "raw: \(raw.prefix(10))")
        #expect(changed.isEmpty, "visible text changed in the blocks from U+\(changed.prefix(10))")
    }

    /// The classifier flags exactly general categories Cc, Cf, Zl, Zp and the default ignorable
    /// code points, as the runtime's Unicode data has them; its shaping kind is the joiners, the
    /// bidirectional marks, variation selectors, tags, and the format characters that are not
    /// default ignorable (prepended number signs, Egyptian hieroglyph format controls) but the
    /// interlinear annotation characters.
    @Test func theClassifierFlagsWhatUnicodeSaysIsInvisible() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let category = properties.generalCategory
            let isFormat = category == .format
            guard
                isFormat || category == .control || category == .lineSeparator || category == .paragraphSeparator
                    || properties.isDefaultIgnorableCodePoint
            else {
                if InvisibleCharacter(scalar) != nil { differing.append(String(value, radix: 16)) }
                continue
            }
            let expected: InvisibleCharacter
            switch value {
            case 0x61C, 0x200C...0x200F: expected = .shaping  // the joiners and the bidirectional marks
            // Variation selectors.
            case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: expected = .shaping
            case 0xE0020...0xE007F: expected = .shaping  // tags
            case 0xFFF9...0xFFFB: expected = .control  // the interlinear annotation characters
            default: expected = isFormat && !properties.isDefaultIgnorableCodePoint ? .shaping : .control
            }
            if InvisibleCharacter(scalar) != expected { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty, "U+\(differing.prefix(10))")
    }

    /// Text in scripts and emoji that need joiners, marks, variation selectors and tags.
    static let shapedText = [
        "👩\u{200D}💻 👨\u{200D}👩\u{200D}👧\u{200D}👦 ❤\u{FE0F} 1\u{FE0F}\u{20E3} 🇫🇷 葛\u{E0100}",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // Scotland: an emoji tag sequence
        "می\u{200C}خواهم",  // Persian: the non-joiner is part of the word
        "क्\u{200D}ष",  // Devanagari: the joiner picks a form
        "\u{200F}שלום (123)\u{200F} \u{61C}١٢",  // right-to-left marks around neutrals
    ]

    /// A terminal and a page show emoji and scripts whole; JSON escapes the invisible scalars,
    /// and a reader gets them back; log lines show them as escapes; a header field, which
    /// carries none, turns them into spaces.
    @Test(arguments: shapedText)
    func textForPeopleKeepsEmojiAndScriptsWholeAndExactOutputsShowEveryScalar(text: String) throws {
        #expect(Self.sameBytes(TerminalText.sanitized(text), text))
        #expect(Self.sameBytes(escaped(text), text))
        let json = JSONText.quoted(text)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded.map { Self.sameBytes($0, text) } == true)
        let logged = DiagnosticEvent(level: .info, kind: .error, message: text).message
        let header = HTTPAlertResponse.HeaderField("X-Note", text).value
        for output in [json, logged, header] {
            #expect(output.unicodeScalars.allSatisfy { InvisibleCharacter($0) == nil }, "\(output)")
        }
    }

    @Test func eachOutputWritesAnInvisibleCharacterInItsOwnSyntax() throws {
        let text = "a\u{200D}b\u{202E}c\n"
        #expect(JSONText.quoted(text) == #""a\u200db\u202ec\n""#)
        #expect(AlertText(verbatim: text).description == #"verbatim "a\u{200D}b\u{202E}c\n""#)
        #expect(DiagnosticEvent(level: .info, kind: .error, message: text).message == #"a\u{200D}b\u{202E}c\n"#)
        #expect(HTTPAlertResponse.HeaderField("X-Note", text).value == "a b c ")
        #expect(TerminalText.sanitized(text) == "a\u{200D}b\\u{202E}c\n")
        #expect(escaped(text + "<") == "a\u{200D}b\\u{202E}c\n&lt;")
        // JSON gives every flagged scalar back to a reader.
        for (flagged, _) in Self.blocks where !flagged.isEmpty {
            let data = Data(JSONText.quoted(flagged).utf8)
            let decoded = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
            #expect(decoded.map { Self.sameBytes($0, flagged) } == true)
        }
    }
}
