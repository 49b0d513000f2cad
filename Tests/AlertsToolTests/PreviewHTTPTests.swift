import Foundation
import TestSupport
import Testing

/// `alerts preview --front http`: the whole HTTP/1.1 response a server would send.
struct PreviewHTTPTests {
    typealias Tool = AlertsToolTests

    /// A description of a failed upload whose category makes it a 404, and the folder it is in.
    func describedAlert(_ json: String) throws -> (file: String, root: URL) {
        let root = try ToolCommandTests.tables(["alert.json": json])
        return (root.appendingPathComponent("alert.json").path, root)
    }

    /// The status line, the header fields by lowercased name, and the body.
    func parse(_ output: String) throws -> (statusLine: String, headers: [String: String], body: String) {
        let parts = output.components(separatedBy: "\r\n\r\n")
        try #require(parts.count == 2, "a blank line between head and body: \(output)")
        let lines = parts[0].components(separatedBy: "\r\n")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(pair.count == 2, "a header line: \(line)")
            headers[pair[0].lowercased()] = pair[1]
        }
        return (lines[0], headers, parts[1])
    }

    @Test func printsStatusLineHeadersABlankLineAndTheProblemInTheAskedLanguage() throws {
        let (file, root) = try describedAlert(
            #"{"title": {"key": "The file couldn’t be saved.", "table": "Alerts"}, "category": "not-found"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tool.run(
            ["preview", file, "--front", "http", "--accept-language", "zh-Hans, en;q=0.5", "--path", "/files/1?t=x"])
        #expect(result.status == 66, "the error's own status, as for the other fronts")
        #expect(result.stderr.isEmpty)
        let response = try parse(result.stdout)
        #expect(response.statusLine == "HTTP/1.1 404 Not Found")
        #expect(response.headers["content-type"] == "application/problem+json")
        #expect(response.headers["content-language"] == "zh-Hans")
        #expect(response.headers["vary"] == "Accept, Accept-Language")
        #expect(response.headers["content-length"] == String(response.body.utf8.count - 1), "and a final newline")
        let problem = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
        #expect(problem["title"] as? String == "未找到")
        #expect(problem["detail"] as? String == "无法存储文件。")
        #expect(problem["instance"] as? String == "/files/1")
    }

    @Test func statusTypeAcceptAndHeadAreTheRequestsAndTheErrors() throws {
        let (file, root) = try describedAlert(
            #"{"title": "Too many uploads.", "status": 429, "type": "https://example.com/problems/quota"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let html = try Tool.run(["preview", file, "--front", "http", "--accept", "text/html"])
        let page = try parse(html.stdout)
        #expect(page.statusLine == "HTTP/1.1 429 Too Many Requests")
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains("<h1>Too many uploads.</h1>"))
        let head = try Tool.run(["preview", file, "--front", "http", "--method", "HEAD"])
        let headers = try parse(head.stdout)
        #expect(headers.body.isEmpty)
        #expect(Int(headers.headers["content-length"] ?? "") ?? 0 > 0)
    }

    @Test func requestOptionsWithoutTheHTTPFrontAndBadStatusesAreRefused() throws {
        let (file, root) = try describedAlert(#"{"title": "Odd.", "status": 200}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let notAnError = try Tool.run(["preview", file, "--front", "http"])
        #expect(notAnError.status == 65)
        #expect(notAnError.stderr.contains("status must be from 400 to 599, not 200"))
        for option in ["--accept-language", "--method", "--path"] {
            let result = try Tool.run(["preview", file, option, "x"])
            #expect(result.status == 64, "\(option)")
            #expect(result.stderr.contains("\(option) is for --front http"))
        }
    }

    @Test func aProblemTypeThatIsNotAnAbsoluteURIIsADataError() throws {
        let (file, root) = try describedAlert(#"{"title": "Odd.", "status": 404, "type": "not a uri"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Tool.run(["preview", file, "--front", "http"])
        #expect(result.status == 65, "exit \(result.status), stderr \(result.stderr)")
    }

    @Test func optionsForAnsweringAreUsageErrorsWithTheHTTPFront() throws {
        let (file, root) = try describedAlert(#"{"title": "Odd.", "status": 404}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        for options in [["--choose", "Retry"], ["--yes"], ["--json"], ["--color", "always"]] {
            let result = try Tool.run(["preview", file, "--front", "http"] + options)
            #expect(result.status == 64, "\(options): exit \(result.status)")
        }
    }

    @Test func resolutionNotesArePrintedForTheHTTPFrontToo() throws {
        let (file, root) = try describedAlert(
            #"{"title": {"key": "Missing key here."}, "category": "not-found"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let cli = try Tool.run(["preview", file, "--front", "cli", "--lang", "de"])
        #expect(cli.stderr.contains("no de text"))
        let http = try Tool.run(["preview", file, "--front", "http", "--lang", "de"])
        #expect(http.stderr.contains("no de text"), "stderr: \(http.stderr.debugDescription)")
    }

    @Test func everyTextTheAskedLanguagesLackIsNotedWhenTheTitleIsShownAsItsKey() throws {
        // The response is then all in the source language; the notes still name what German lacks.
        let (file, root) = try describedAlert(
            #"{"title": {"key": "Missing title here."}, "message": {"key": "Missing message here."}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        for front in ["cli", "http"] {
            let result = try Tool.run(["preview", file, "--front", front, "--lang", "de"])
            #expect(result.stderr.contains("no de text for 'Missing title here.'"), "\(front): \(result.stderr)")
            #expect(result.stderr.contains("no de text for 'Missing message here.'"), "\(front): \(result.stderr)")
        }
    }
}
