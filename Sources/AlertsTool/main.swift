import Alerts
import Foundation

// `alerts`: the package's command-line tool. For now it has one command, `demo`, which presents
// the seed's "Save failed." alert as plain text; the CLI and terminal fronts replace that front.

let usage = "usage: alerts demo"
let help = """
    \(usage)

    Commands:
      demo    Present the "Save failed." alert of SwiftUI's documentation as plain text.

    Options:
      --help        Show this help.
      --version     Show the version.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("alerts: \(message)\n\(usage)\n".utf8))
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(help, terminator: "")
    exit(0)
}
if arguments.contains("--version") {
    print("alerts \(ToolVersion.current)")
    exit(0)
}
guard let command = arguments.first else { fail("missing command") }
arguments.removeFirst()
guard command == "demo" else { fail("unknown command '\(command)'") }

if let option = arguments.first { fail("unknown option '\(option)'") }

let front = PlainTextFront(languages: ["en"])
await DemoScenarios.save(on: front)
