import Alerts
import AlertsCLI
import StringTables

/// What a command-line front wrote, standard error and standard output apart: the articles show
/// what a front writes, and their tests check it.
final class WrittenText: Sendable {
    private let written = Locked<(error: String, output: String)>(("", ""))

    /// Standard error: the reports.
    var error: String { written.withLock { $0.error } }
    /// Standard output: the JSON lines.
    var output: String { written.withLock { $0.output } }

    /// A writer for `CLIFront(write:)`.
    var writer: @Sendable (String, CLIFront.Stream) -> Void {
        { text, stream in
            self.written.withLock { written in
                if stream == .error { written.error += text } else { written.output += text }
            }
        }
    }

    /// A command-line front in `languages` that writes here, in a UTF-8 locale without colour,
    /// 80 columns wide: what the articles show.
    func front(
        languages: [LanguageTag] = ["en"], sources: [any StringTableSource] = [],
        options: CLIFront.Options = CLIFront.Options()
    ) -> CLIFront {
        CLIFront(
            languages: languages, sources: sources, options: options,
            environment: ["LANG": "C.UTF-8", "COLUMNS": "80", "NO_COLOR": "1"], write: writer)
    }
}
