import Alerts
import AlertsCLI
import AlertsHTTP
import Foundation

/// `alerts preview`: renders an alert described in JSON (``AlertDescription``).
enum PreviewCommand {
    static let usage =
        "usage: alerts preview FILE.json [--tables PATH] [--lang TAGS] [--front cli|terminal|http|auto] [--color auto|always|never] [--json] [--choose BUTTON | --yes] [--accept H] [--accept-language H] [--method M] [--path P]"

    static let help = """
        \(usage)

        Renders the alert that FILE.json (- for standard input) describes, as a front would show it:

          {"title": "Save failed.",
           "message": {"key": "The disk is full.", "table": "Errors"},
           "buttons": [{"label": {"key": "Delete %@", "args": ["report.txt"]}, "role": "destructive"},
                       {"label": "Retry", "default": true}],
           "severity": "error", "category": "input-output", "exitCode": 74, "code": "E1042",
           "hint": "Free up some space, then try again.", "status": 507, "type": "https://example.com/disk"}

        A text is a string (shown verbatim) or {"key", "table", "args"} (looked up in --tables,
        then the package's own tables). With any of "severity", "category", "exitCode", "code",
        "hint", "status" or "type" the alert is about an error, shown as the fronts show errors;
        "status" (an HTTP status, 400 to 599) and "type" (a problem type URI) are the HTTP front's.

        Options:
          --tables PATH           Your tables (repeat for several folders).
          --lang TAGS             Languages, most preferred first; by default the process's.
                                  en-XA, ar-XB: pseudo-languages (accented, mirrored).
          --front cli|terminal|http|auto
                                  The front to render on: cli (the default) prints the report;
                                  terminal shows the dialog and waits for an answer; http prints
                                  the whole HTTP/1.1 response a server would send; auto as for
                                  alerts demo.
          --accept H, --accept-language H, --method M, --path P
                                  For --front http: the request's Accept and Accept-Language
                                  header fields, its method (GET unless said; HEAD gets no
                                  body) and its path (the problem's instance). --lang gives
                                  the server's default languages.
          --color auto|always|never, --json, --choose BUTTON, --yes
                                  As for alerts demo: --choose and --yes show the button a
                                  script's choice would take.
          --help                  Show this help.

        Exit status: the error's own status when the alert describes an error or a critical
        failure (as the program would end), else 0 (a note or a warning too); 65 when FILE.json
        is malformed, 66 when it cannot be read (then nothing is rendered).

        """

    /// The hints an alert may carry when it reports an error.
    struct Hints: Decodable {
        var severity: String?
        var category: String?
        var exitCode: Int?
        var code: String?
        var hint: AlertDescription.Text?
        var status: Int?
        var type: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            severity = try container.decodeIfPresent(String.self, forKey: .severity)
            category = try container.decodeIfPresent(String.self, forKey: .category)
            exitCode = try Self.wholeNumber(container, .exitCode)
            code = try container.decodeIfPresent(String.self, forKey: .code)
            hint = try container.decodeIfPresent(AlertDescription.Text.self, forKey: .hint)
            status = try Self.wholeNumber(container, .status)
            type = try container.decodeIfPresent(String.self, forKey: .type)
        }

        private enum CodingKeys: String, CodingKey {
            case severity, category, exitCode, code, hint, status, type
        }

        /// The whole number at `key`, read as a decimal so that a fraction or a number too large
        /// for an `Int` is named with its member (Foundation's decoder said only that the data
        /// was not valid JSON).
        private static func wholeNumber(
            _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
        ) throws -> Int? {
            guard let number = try container.decodeIfPresent(Decimal.self, forKey: key) else { return nil }
            var rounded = Decimal()
            var copy = number
            NSDecimalRound(&rounded, &copy, 0, .plain)
            guard rounded == number else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(number) is not a whole number")
            }
            guard let value = Int(exactly: NSDecimalNumber(decimal: number).int64Value), Decimal(value) == number else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(number) is too large")
            }
            return value
        }
    }

    static func run(_ arguments: [String]) async throws(Arguments.UsageError) -> ExitStatus {
        let parsed = try Arguments(
            arguments,
            options: [
                "--tables", "--lang", "--front", "--color", "--accept", "--accept-language", "--method", "--path",
                "--choose",
            ],
            flags: ["--json", "--yes"])
        if parsed.has("--help") {
            print(help, terminator: "")
            return ExitStatus.success
        }
        guard let path = parsed.positionals.first else { throw .init(message: "missing FILE.json") }
        if parsed.positionals.count > 1 { throw .init(message: "unexpected argument '\(parsed.positionals[1])'") }
        let sources = parsed.all("--tables").map { StringTableDirectory(path: $0) as any StringTableSource }
        let isHTTP = parsed.value("--front") == "http"
        for option in ["--accept", "--accept-language", "--method", "--path"]
        where !isHTTP && parsed.value(option) != nil {
            throw .init(message: "\(option) is for --front http")
        }
        for option in ["--choose", "--yes", "--json", "--color"]
        where isHTTP && (parsed.has(option) || parsed.value(option) != nil) {
            throw .init(message: "\(option) is not for --front http: nobody answers an HTTP response")
        }
        let languages = try parsed.languages()
        let front: (any AlertFront)? =
            isHTTP
            ? nil : try FrontChoice.front(parsed, default: "cli", languages: languages, sources: sources)

        func problem(_ message: String, status: ExitStatus) -> ExitStatus {
            printError("alerts preview: \(message)")
            return status
        }
        // `-` is standard input; any other path is opened and read to its end, so a pipe or a
        // FIFO (`/dev/stdin`, `<(…)`) reads as a file does.
        let data: Data
        do {
            guard let file = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            data = try file.readToEnd() ?? Data()
        } catch {
            var isFolder: ObjCBool = false
            let reason =
                !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                ? "no such file" : isFolder.boolValue ? "it is a folder" : "permission denied or unreadable"
            return problem("\(path): cannot read the file: \(reason)", status: ExitStatus.noInput)
        }
        let alert: Alert<String>
        let hints: Hints
        do throws(StrictJSON.Failure) {
            try StrictJSON.check([UInt8](data))
        } catch {
            return problem(
                "\(path):\(error.line):\(error.column): error: not valid JSON: \(error.message)",
                status: ExitStatus.dataError)
        }
        do {
            alert = try JSONDecoder().decode(AlertDescription.self, from: data).alert
            hints = try JSONDecoder().decode(Hints.self, from: data)
            if let code = hints.exitCode, !(1...255).contains(code) {
                return problem(
                    "\(path): error: exitCode must be from 1 to 255, not \(code)", status: ExitStatus.dataError)
            }
        } catch let error as DecodingError {
            return problem("\(path): error: \(describe(error))", status: ExitStatus.dataError)
        } catch {
            return problem("\(path): error: \(error)", status: ExitStatus.dataError)
        }

        var shown = alert
        if let type = hints.type, !ProblemType(type, title: alert.title).isValid {
            return problem(
                "\(path): error: type must be an absolute URI, not \"\(type)\"", status: ExitStatus.dataError)
        }
        if let status = hints.status, !(400...599).contains(status) {
            return problem(
                "\(path): error: status must be from 400 to 599, not \(status)", status: ExitStatus.dataError)
        }
        if hints.severity != nil || hints.category != nil || hints.exitCode != nil || hints.code != nil
            || hints.hint != nil || hints.status != nil || hints.type != nil
        {
            let name = hints.severity ?? "error"
            guard let severity = AlertSeverity(rawValue: name) else {
                let names = AlertSeverity.allCases.map(\.rawValue).joined(separator: ", ")
                return problem(
                    "\(path): error: severity: \"\(hints.severity ?? "")\" is none of \(names)",
                    status: ExitStatus.dataError)
            }
            var content = ErrorContent(
                title: alert.title, failureReason: alert.message, recoverySuggestion: hints.hint?.text,
                category: hints.category.map(ErrorCategory.init), errorCode: hints.code)
            content.severity = severity
            if let code = hints.exitCode { content.overrides.append(ExitStatus(Int32(code))) }
            if let status = hints.status { content.overrides.append(HTTPStatus(status)) }
            if let type = hints.type { content.problemType = ProblemType(type, title: alert.title) }
            shown.message = nil  // the error's own message: its reason, then the hint
            shown.error = content
        }
        guard let front else {
            let http = HTTPFront(languages: languages ?? ["en"], sources: sources)
            let request = HTTPAlertRequest(
                method: parsed.value("--method") ?? "GET", path: parsed.value("--path"),
                accept: parsed.value("--accept"), acceptLanguage: parsed.value("--accept-language"))
            let exchange = http.exchange(for: request)
            await exchange.present(shown)
            guard let response = exchange.response else { return .failure }
            print(response, terminator: response.body.isEmpty || response.bodyText.hasSuffix("\n") ? "" : "\n")
            // The notes of the asked languages too, as the other fronts print them: a response
            // whose title no table has takes its other texts in the source language, but a
            // translator still needs to know that the asked languages lack them.
            let resolved = exchange.resolve(shown)
            let asked = shown.resolved(localizer: http.localizer, languages: exchange.languages).diagnostics
            for diagnostic in asked + resolved.diagnostics.filter({ !asked.contains($0) }) {
                printError("alerts preview: \(diagnostic.oneLine)")
            }
            guard let error = shown.error, error.severity >= .error else { return .success }
            return ExitStatus.of(overrides: error.overrides, category: error.category)
        }
        if case .interrupted = await front.present(shown) { return .interrupted }
        // The notes of the alert as the front resolved it: resolving is a pure function of the
        // alert and the front.
        let resolved = front.resolve(shown)
        for diagnostic in resolved.diagnostics {
            printError("alerts preview: \(diagnostic.oneLine)")
        }
        // A reported failure ends the command with its status, as it would end the program; a
        // note or a warning is no failure.
        guard let error = resolved.error, error.severity >= .error else { return .success }
        return ExitStatus.of(overrides: error.overrides, category: error.category)
    }

    /// A decoding error with the path of the value at fault: `buttons[1].role: …`.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the file" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "the alert" : path(context.codingPath)
            return "\(parent) needs \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
