import Alerts
import AlertsCLI
import Foundation

// `alerts`: the package's command-line tool.

let usage = """
    usage: alerts demo [options]
           alerts lint [PATH ...] [options]
           alerts lookup KEY --tables PATH [options]
           alerts preview FILE.json [options]
    """

let help = """
    \(usage)

    Commands:
      demo      Run a small service whose calls fail, and present their alerts.
      lint      Check string tables: every problem with file:line:column.
      lookup    Print one localized, formatted string from your tables.
      preview   Render an alert described in JSON.

    Options:
      --help        Show this help, or a command's help after the command.
      --version     Show the version.

    """

func fail(_ message: String, usage: String) -> Never {
    FileHandle.standardError.write(Data("alerts: \(message)\n\(usage)\n".utf8))
    exit(ExitStatus.usage)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("missing command", usage: usage) }
arguments.removeFirst()
if command == "--version" {
    print("alerts \(ToolVersion.current)")
    exit(0)
}
if command == "--help" || command == "-h" || command == "help" {
    print(help, terminator: "")
    exit(0)
}
let commands: [String: (usage: String, help: String)] = [
    "demo": (DemoCommand.usage, DemoCommand.help),
    "lint": (LintCommand.usage, LintCommand.help),
    "lookup": (LookupCommand.usage, LookupCommand.help),
    "preview": (PreviewCommand.usage, PreviewCommand.help),
]
guard let texts = commands[command] else { fail("unknown command '\(command)'", usage: usage) }
if arguments.contains("--help") || arguments.contains("-h") {
    print(texts.help, terminator: "")
    exit(0)
}
do throws(Arguments.UsageError) {
    let status: Int32
    switch command {
    case "lint": status = try LintCommand.run(arguments)
    case "lookup": status = try LookupCommand.run(arguments)
    case "preview": status = try PreviewCommand.run(arguments)
    default: status = try await DemoCommand.run(arguments)
    }
    exit(status)
} catch {
    fail(error.message, usage: texts.usage)
}
