import Foundation
import TestSupport
import Testing

/// Sequences a terminal would act on rather than show, in the keys and values of tables the
/// `alerts` tool reports on (issue 15, point 10): what it writes for people (lint's report,
/// lookup's notes) shows each as its escape; what lookup writes to a pipe is the value itself,
/// for programs, byte for byte.
struct HostileTerminalTextTests {
    /// `text` as a `.strings` literal: quotes, backslashes and controls escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result +=
                    "\\U" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    @Test(arguments: HostileTerminalText.sequences.indices)
    func lintAndLookupNeverWriteASequenceForPeople(index: Int) throws {
        let hostile = HostileTerminalText.sequences[index].text
        let key = "K1 \(hostile) K2"
        let value = "V1 \(hostile) %@ V2"
        let root = try ToolCommandTests.tables([
            // A key given twice: lint reports it, key and all.
            "en.lproj/Localizable.strings": "\(Self.literal(key)) = \"x %@\";\n\(Self.literal(key)) = \"y %@\";\n",
            "de.lproj/Localizable.strings": "\(Self.literal(key)) = \(Self.literal(value));\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let lint = try AlertsToolTests.run(["lint", root.path])
        for (stream, text) in [("stdout", lint.stdout), ("stderr", lint.stderr)] {
            let acted = text.unicodeScalars.filter(HostileTerminalText.isActedOn)
            #expect(
                acted.isEmpty,
                "lint \(stream): \(acted.map { String($0.value, radix: 16) }) in \(text.debugDescription)")
        }
        #expect(lint.stdout.contains("K1") && lint.stdout.contains("K2"), "\(lint.stdout.debugDescription)")

        // Asked in French, it falls back: the notes on standard error name the key.
        let lookup = try AlertsToolTests.run(["lookup", key, "--tables", root.path, "--lang", "fr", "--arg", "a"])
        let acted = lookup.stderr.unicodeScalars.filter(HostileTerminalText.isActedOn)
        #expect(
            acted.isEmpty,
            "lookup stderr: \(acted.map { String($0.value, radix: 16) }) in \(lookup.stderr.debugDescription)")
        let german = try AlertsToolTests.run(["lookup", key, "--tables", root.path, "--lang", "de", "--arg", "a"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout == "V1 \(hostile) a V2\n", "to a pipe, the value itself")
    }
}
