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
    printError("alerts: \(message)\n\(usage)")
    exit(ExitStatus.usage.rawValue)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("missing command", usage: usage) }
arguments.removeFirst()
if command == "--version" {
    print("alerts \(ToolVersion.current)")
    exit(0)
}
if command == "--help" || command == "-h" || command == "help" {
    // `alerts help lint` is `alerts lint --help`.
    if command == "help", let topic = arguments.first, topic != "--help" {
        arguments = [topic, "--help"]
    } else {
        print(help, terminator: "")
        exit(0)
    }
}
let name = command == "help" ? arguments.removeFirst() : command
let commands: [String: (usage: String, help: String)] = [
    "demo": (DemoCommand.usage, DemoCommand.help),
    "lint": (LintCommand.usage, LintCommand.help),
    "lookup": (LookupCommand.usage, LookupCommand.help),
    "preview": (PreviewCommand.usage, PreviewCommand.help),
]
guard let texts = commands[name] else { fail("unknown command '\(name)'", usage: usage) }
do throws(Arguments.UsageError) {
    let status: ExitStatus
    switch name {
    case "lint": status = try LintCommand.run(arguments)
    case "lookup": status = try LookupCommand.run(arguments)
    case "preview": status = try await PreviewCommand.run(arguments)
    default: status = try await DemoCommand.run(arguments)
    }
    // Ctrl-C ends the program by SIGINT, so a calling shell stops too.
    status.exitProcess()
} catch {
    fail(error.message, usage: texts.usage)
}
