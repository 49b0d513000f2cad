import Foundation

@testable import AlertsHTTP
@testable import AlertsTerminal
@testable import FrontSupport
@testable import StringTables

/// What each target does with one input. Every target must run any input to its end without a
/// crash, a leak or a hang; some also check a property and stop with ``fuzzFailure(_:)``.
enum FuzzTargets {
    /// The `.strings` reader: the table, the entries read again from the text, and the problems.
    static func strings(_ data: UnsafeRawBufferPointer) {
        let file = StringsFile(bytes: Array(data), path: "fuzz.strings")
        let entries = file.entries
        for entry in entries where file.table[entry.key] == nil {
            fuzzFailure("entry \(entry.key.debugDescription) missing from the table")
        }
        _ = file.diagnostics.map(\.description)
    }

    /// The `.stringsdict` reader, and the argument kinds of each value it read (without
    /// formatting: the expansion bomb of issue 15 point 6 is fixed elsewhere).
    static func stringsDict(_ data: UnsafeRawBufferPointer) {
        let file = StringsDictFile(bytes: Array(data), path: "fuzz.stringsdict")
        for value in file.entries.values { _ = try? value.argumentKinds() }
        _ = file.diagnostics.map(\.description)
    }

    /// The `.xcstrings` reader.
    static func xcstrings(_ data: UnsafeRawBufferPointer) {
        let file = XCStringsFile(bytes: Array(data), path: "fuzz.xcstrings")
        for table in file.tables.values {
            for value in table.values { _ = try? value.argumentKinds() }
        }
        _ = file.diagnostics.map(\.description)
    }

    /// The format parser and formatter: the input is the format; arguments of every kind follow.
    static func format(_ data: UnsafeRawBufferPointer) {
        let text = String(decoding: data, as: UTF8.self)
        guard let format = try? FormatString(parsing: text) else { return }
        let choices: [FormatArgument] = [
            .string("a\u{1B}"), .int(-42), .uint(.max), .double(-.infinity), .double(1e300),
        ]
        for first in choices {
            let arguments = Array(repeating: first, count: 4) + choices
            _ = try? StringFormatter.format(format, arguments)
            _ = try? StringFormatter.format(format, arguments, numbers: NumberSymbols(decimal: ",", group: "\u{202F}"))
        }
    }

    /// The language tag parser: a tag parses again to itself.
    static func languageTag(_ data: UnsafeRawBufferPointer) {
        let text = String(decoding: data, as: UTF8.self)
        guard let tag = LanguageTag(text) else { return }
        guard let again = LanguageTag(tag.identifier), again == tag else {
            fuzzFailure(
                "\(text.debugDescription) parses to \(tag.identifier.debugDescription), which does not parse to itself")
        }
        _ = tag.truncations
    }

    /// The `Accept-Language` parser: within its bounds, every language a valid tag.
    static func acceptLanguage(_ data: UnsafeRawBufferPointer) {
        let languages = AcceptLanguage.languages(in: String(decoding: data, as: UTF8.self))
        if languages.count > AcceptLanguage.rangeLimit { fuzzFailure("\(languages.count) languages") }
        for tag in languages where LanguageTag(tag.identifier) != tag {
            fuzzFailure("\(tag.identifier.debugDescription) is not a language tag")
        }
    }

    /// The terminal key decoder, fed the input in reads cut where the first byte says.
    static func keyDecoder(_ data: UnsafeRawBufferPointer) {
        guard let first = data.first else { return }
        let bytes = Array(data.dropFirst())
        let cut = Int(first % 8) + 1
        var decoder = KeyDecoder()
        var index = 0
        while index < bytes.count {
            _ = decoder.decode(bytes[index..<min(index + cut, bytes.count)])
            index += cut
        }
        _ = decoder.flush()
        if decoder.isWaiting { fuzzFailure("bytes still wait after a flush") }
    }

    /// The sanitizer and the wrapper: no control character survives, no line is wider than asked
    /// (but one holding a single character too wide for any line).
    static func terminalText(_ data: UnsafeRawBufferPointer) {
        guard data.count >= 2 else { return }
        let width = Int(data[0] % 40) + 1
        let firstWidth = data[1] < 128 ? nil : Int(data[1] % 40) + 1
        let text = TerminalText.sanitized(String(decoding: data.dropFirst(2), as: UTF8.self))
        for scalar in text.unicodeScalars where FuzzTargets.isUnsafeOnATerminal(scalar) {
            fuzzFailure("U+\(String(scalar.value, radix: 16, uppercase: true)) survives sanitizing")
        }
        let lines = TerminalText.wrap(text, width: width, firstWidth: firstWidth)
        for (number, line) in lines.enumerated() {
            let limit = number == 0 ? (firstWidth ?? width) : width
            let cells = TerminalText.width(of: line)
            if cells > limit && line.count > 1 {
                fuzzFailure("line \(number) \(line.debugDescription) takes \(cells) cells, more than \(limit)")
            }
            if line.contains(where: { $0 == "\n" || $0 == "\r\n" }) {
                fuzzFailure("line \(number) \(line.debugDescription) holds a line break")
            }
        }
    }

    /// Whether a terminal would act on `scalar` rather than show it: C0 controls but line feed
    /// and tab (the wrapper breaks lines at the one and widens the other), DEL, C1 controls, the
    /// invisible line breaks and the bidirectional embeddings, overrides and isolates, which
    /// reorder what follows (the marks U+200E, U+200F and U+061C do not, and are kept).
    static func isUnsafeOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The strict JSON checker.
    static func strictJSON(_ data: UnsafeRawBufferPointer) {
        do {
            try StrictJSON.check(Array(data))
        } catch {
            if error.line < 1 || error.column < 1 { fuzzFailure("a failure at \(error.line):\(error.column)") }
        }
    }
}
