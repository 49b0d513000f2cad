import Alerts
import AlertsCLI
import Foundation
import FrontSupport
import StringTables

/// `alerts lint`: every problem the lint API finds, with its place.
enum LintCommand {
    static let usage =
        "usage: alerts lint [PATH ...] [--source-language TAG] [--format text|json] [--strict] [--ignore ID] [--note ID] [--warning ID] [--error ID]"

    static let help = """
        \(usage)

        Checks the string tables in each PATH (a folder of .lproj folders and .xcstrings files,
        or single files; the current folder when none is given): parse errors, keys missing in a
        language or not in the source language, specifiers that do not match the source text,
        plural forms a number the value can take needs but lacks (an integer never reaches
        Russian 'other'), forms a language never uses, and duplicate keys. The same tables
        always give the same output, in the same order, with the same exit status.

        Options:
          --source-language TAG   The language keys are written in (default: a catalog's
                                  source language, else en). Every language is compared
                                  with one table of it: the one named TAG, else its most
                                  general form (en.lproj before en-US.lproj).
          --format text|json      One problem per line as file:line:column: severity: message [id]
                                  (the default), or one JSON object.
          --strict                Warnings fail too.
          --ignore ID             Do not report problems of kind ID.
          --note ID, --warning ID, --error ID
                                  Report problems of kind ID at that severity (--error
                                  missing-translation fails on a missing translation); naming
                                  an id that is off by default turns it on. Each may be
                                  repeated or given a comma-separated list; --ignore wins,
                                  then --error, --warning, --note.
          --help                  Show this help.

        Kinds of problem (ids):
        \(idList)

        Exit status: 0 when clean, 65 when there are errors (or warnings with --strict),
        66 when a path cannot be read or holds no string tables.

        """

    /// Every id with its summary, one per line, indented as the help is.
    static var idList: String {
        let width = LocalizationDiagnostic.ID.all.map(\.id.rawValue.count).max() ?? 0
        return LocalizationDiagnostic.ID.all.map { id, summary in
            "  " + id.rawValue + String(repeating: " ", count: width - id.rawValue.count + 2) + summary
        }.joined(separator: "\n")
    }

    static func run(_ arguments: [String]) throws(Arguments.UsageError) -> ExitStatus {
        let parsed = try Arguments(
            arguments, options: ["--source-language", "--format", "--ignore", "--note", "--warning", "--error"],
            flags: ["--strict"])
        if parsed.has("--help") {
            print(help, terminator: "")
            return ExitStatus.success
        }
        let format = try parsed.choice("--format", ["text", "json"], default: "text")
        var source: LanguageTag?
        if let name = parsed.value("--source-language") {
            guard let tag = LanguageTag(name) else {
                throw .init(message: "--source-language: '\(name)' is not a language tag")
            }
            source = tag
        }
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        var linter = TableLinter(paths: paths.map { URL(fileURLWithPath: $0) }, sourceLanguage: source)
        for (option, severity) in [("--note", .note), ("--warning", .warning), ("--error", .error)]
            as [(String, LocalizationDiagnostic.Severity)]
        {
            for id in try ids(parsed, option) { linter.severities[id] = severity }
        }
        linter.ignored = Set(try ids(parsed, "--ignore"))
        let report = linter.lint()
        let strict = parsed.has("--strict")
        // Keys are compared with the source language's tables; say so when there are none.
        let sourceLanguage = source ?? "en"
        let missingSource =
            report.filesRead > 0 && !report.languages.isEmpty
            && !report.languages.contains { $0.maximized == sourceLanguage.maximized }

        if format == "json" {
            print(json(report))
        } else {
            for diagnostic in report.diagnostics { print(TerminalText.sanitized(diagnostic.oneLine)) }
            for path in report.unreadablePaths { printError("alerts lint: cannot read \(path)") }
            func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
            var summary = "\(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning"))"
            if report.noteCount > 0 { summary += ", \(counted(report.noteCount, "note"))" }
            printError("alerts lint: \(summary) in \(counted(report.filesRead, "file"))")
            let counts = report.countsByID
            let width = counts.map { String($0.count).count }.max() ?? 0
            for (id, count) in counts {
                printError("alerts lint: \(String(repeating: " ", count: width - String(count).count))\(count) [\(id)]")
            }
        }
        if missingSource {
            printError(
                "alerts lint: warning: no \(sourceLanguage) tables, so no language is compared with the source; use --source-language"
            )
        }
        if !report.unreadablePaths.isEmpty { return ExitStatus.noInput }
        if report.filesRead == 0 {
            // A path with no tables at all is almost always the wrong path.
            printError("alerts lint: no string tables under \(paths.joined(separator: ", "))")
            return ExitStatus.noInput
        }
        if report.errorCount > 0 || (strict && (report.warningCount > 0 || missingSource)) {
            return ExitStatus.dataError
        }
        return ExitStatus.success
    }

    /// The ids given to `option`, each known.
    private static func ids(_ parsed: Arguments, _ option: String) throws(Arguments.UsageError)
        -> [LocalizationDiagnostic.ID]
    {
        var ids: [LocalizationDiagnostic.ID] = []
        for name in parsed.all(option).flatMap({ $0.split(separator: ",") }) {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let id = LocalizationDiagnostic.ID(known: name) else {
                throw .init(
                    message: "\(option): '\(name)' is not a kind of problem; see alerts lint --help for the ids")
            }
            ids.append(id)
        }
        return ids
    }

    static func json(_ report: TableLinter.Report) -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("files") { $0.raw(String(report.filesRead)) }
            json.field("errors") { $0.raw(String(report.errorCount)) }
            json.field("warnings") { $0.raw(String(report.warningCount)) }
            json.field("notes") { $0.raw(String(report.noteCount)) }
            json.field("counts") { json in
                json.object { json in
                    for (id, count) in report.countsByID { json.field(key: id.rawValue) { $0.raw(String(count)) } }
                }
            }
            json.field("unreadable") { json in json.array(report.unreadablePaths) { json, path in json.string(path) } }
            json.field("diagnostics") { json in
                json.array(report.diagnostics) { json, diagnostic in
                    json.object { json in
                        json.field("file", diagnostic.location?.file)
                        json.field("line") { $0.raw(diagnostic.location.map { String($0.line) } ?? "null") }
                        json.field("column") { $0.raw(diagnostic.location.map { String($0.column) } ?? "null") }
                        json.field("severity", diagnostic.severity.rawValue)
                        json.field("id", diagnostic.id.rawValue)
                        json.field("message", diagnostic.message)
                        json.field("key", diagnostic.key)
                        json.field("table", diagnostic.table)
                        json.field("language", diagnostic.language?.identifier)
                    }
                }
            }
        }
        return json.output
    }
}
