import AlertsCLI
import Foundation
import FrontSupport
import StringTables

/// `alerts lint`: every problem the lint API finds, with its place.
enum LintCommand {
    static let usage = "usage: alerts lint [PATH ...] [--source-language TAG] [--format text|json] [--strict]"

    static let help = """
        \(usage)

        Checks the string tables in each PATH (a folder of .lproj folders and .xcstrings files,
        or single files; the current folder when none is given): parse errors, keys missing in a
        language or not in the source language, specifiers that do not match the source text,
        plural forms a language needs but lacks or never uses, and duplicate keys.

        Options:
          --source-language TAG   The language keys are written in (default: en).
          --format text|json      One problem per line as file:line:column: severity: message
                                  (the default), or one JSON object.
          --strict                Warnings fail too.
          --help                  Show this help.

        Exit status: 0 when clean, 65 when there are errors (or warnings with --strict),
        66 when a path cannot be read or holds no string tables.

        """

    static func run(_ arguments: [String]) throws(Arguments.UsageError) -> ExitStatus {
        let parsed = try Arguments(arguments, options: ["--source-language", "--format"], flags: ["--strict"])
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
        let report = TableLinter(paths: paths.map { URL(fileURLWithPath: $0) }, sourceLanguage: source).lint()
        let strict = parsed.has("--strict")
        // Keys are compared with the source language's tables; say so when there are none.
        let sourceLanguage = source ?? "en"
        let missingSource =
            report.filesRead > 0 && !report.languages.isEmpty
            && !report.languages.contains { $0.maximized == sourceLanguage.maximized }

        if format == "json" {
            print(json(report))
        } else {
            for diagnostic in report.diagnostics { print(TerminalText.sanitized(diagnostic.description)) }
            for path in report.unreadablePaths { printError("alerts lint: cannot read \(path)") }
            let summary =
                "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s") in \(report.filesRead) file\(report.filesRead == 1 ? "" : "s")"
            printError("alerts lint: \(summary)")
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

    static func json(_ report: TableLinter.Report) -> String {
        var json = JSONWriter()
        json.object { json in
            json.field("files") { $0.raw(String(report.filesRead)) }
            json.field("errors") { $0.raw(String(report.errorCount)) }
            json.field("warnings") { $0.raw(String(report.warningCount)) }
            json.field("unreadable") { json in json.array(report.unreadablePaths) { json, path in json.string(path) } }
            json.field("diagnostics") { json in
                json.array(report.diagnostics) { json, diagnostic in
                    json.object { json in
                        json.field("file", diagnostic.location?.file)
                        json.field("line") { $0.raw(diagnostic.location.map { String($0.line) } ?? "null") }
                        json.field("column") { $0.raw(diagnostic.location.map { String($0.column) } ?? "null") }
                        json.field("severity", diagnostic.severity.rawValue)
                        json.field("message", diagnostic.message)
                        json.field("key", diagnostic.key)
                        json.field("language", diagnostic.language?.identifier)
                    }
                }
            }
        }
        return json.output
    }
}
