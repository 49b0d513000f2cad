import Alerts
import Foundation
import StringTables

// `alerts`: the package's command-line tool. For now it has one command, `demo`, which presents
// the seed's "Save failed." alert as plain text; the CLI and terminal fronts replace that front.

let usage = "usage: alerts demo [--lang TAGS]"
let help = """
    \(usage)

    Commands:
      demo    Present the "Save failed." alert of SwiftUI's documentation as plain text.

    Options:
      --lang TAGS   Comma-separated languages to resolve the alert in (default: en).
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

var languages: [LanguageTag] = ["en"]
while let option = arguments.first {
    arguments.removeFirst()
    switch option {
    case "--lang":
        guard let value = arguments.first else { fail("--lang needs a value, such as --lang zh-Hans,en") }
        arguments.removeFirst()
        let tags = value.split(separator: ",").map { LanguageTag($0) }
        guard !tags.isEmpty, !tags.contains(nil) else { fail("'\(value)' is not a list of language tags") }
        languages = tags.compactMap { $0 }
    default:
        fail("unknown option '\(option)'")
    }
}

let front = PlainTextFront(languages: languages)
await DemoScenarios.save(on: front)
