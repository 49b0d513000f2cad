import Foundation
import TestSupport
import Testing

/// The outputs README.md shows are the demo's and the preview's real ones: each block between a
/// pair of marker comments (`<!-- terminal-output:start -->` … `end`) is compared with what the
/// built `alerts` prints or, for the dialog, draws in a real terminal (tmux, 80 × 24). The
/// English command-line block is checked by `.ci/run`, as the README's first example.
@Suite(.serialized) struct ReadmeOutputTests {
    typealias Tool = AlertsToolTests

    /// The lines of the fenced block between the markers named `name`, without the fences.
    static func block(_ name: String) throws -> String {
        let readme = try String(contentsOf: Tool.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- \(name):start -->\n"), "README.md lacks \(name)")
        let end = try #require(readme.range(of: "<!-- \(name):end -->", range: start.upperBound..<readme.endIndex))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("```") == true && lines.dropLast().last == "```", "a fenced block")
        lines = Array(lines.dropFirst().dropLast(2))
        return lines.joined(separator: "\n")
    }

    /// `text` with the spaces at the ends of lines and the empty lines at the end taken off, as a
    /// terminal's screen is copied.
    static func trimmed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    @Test(
        ExternalTools.needsTmux,
        arguments: [
            ("terminal-output", ["demo"], [:]),
            ("terminal-output-zh", ["demo", "--scenario", "network"], ["LANGUAGE": "zh_CN"]),
        ] as [(String, [String], [String: String])])
    func theTerminalDialogIsWhatTheDemoDrawsInATerminal(
        block: String, arguments: [String], environment: [String: String]
    ) async throws {
        guard let session = try TerminalDemoTests.Session(arguments, environment: environment) else {
            Issue.record("skipped: tmux is not installed (apt-get install tmux)")
            return
        }
        #expect(try await session.waitFor("Esc"), "\((try? session.screen()) ?? "")")
        let screen = Self.trimmed(try session.screen())
        try session.press("Escape")
        #expect(try await session.end().modesKept)
        #expect(screen == (try Self.block(block)))
    }

    @Test func theRussianReportIsTheDemosOutput() throws {
        let result = try Tool.run(["demo"], environment: ["LANG": "ru_RU.UTF-8", "NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(Self.trimmed(result.stderr) == (try Self.block("demo-output-ru")))
    }

    @Test func theHTTPResponseIsThePreviewOfTheFileTheREADMEWrites() throws {
        let readme = try String(contentsOf: Tool.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let command =
            #"swift run alerts preview upload.json --front http --accept-language "de-CH, de;q=0.9" --path /uploads"#
        #expect(readme.contains(command + "\n"))
        // The file the README's shell block writes with a here-document.
        let heredoc = try #require(readme.firstRange(of: "cat > upload.json <<'EOF'\n"))
        let close = try #require(readme.range(of: "\nEOF\n", range: heredoc.upperBound..<readme.endIndex))
        let folder = try ToolCommandTests.tables(["upload.json": String(readme[heredoc.upperBound..<close.lowerBound])])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(
            [
                "preview", "upload.json", "--front", "http", "--accept-language", "de-CH, de;q=0.9", "--path",
                "/uploads",
            ], directory: folder)
        #expect(result.status == 75, "the status of a rate-limited error, EX_TEMPFAIL")
        // The correlation id is new for every response.
        let shown = try Self.block("http-output").replacing(
            /"correlationId":"[0-9a-f]{16}"/, with: #""correlationId":"…""#)
        let real = Self.trimmed(result.stdout.replacing("\r\n", with: "\n"))
            .replacing(/"correlationId":"[0-9a-f]{16}"/, with: #""correlationId":"…""#)
        #expect(real == shown)
    }
}
