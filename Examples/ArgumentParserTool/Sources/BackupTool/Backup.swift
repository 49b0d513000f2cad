import AlertsConsole
import ArgumentParser
import Foundation

/// `backup`: keeps a copy of folders in a vault, and brings them back.
@main
struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Keep a copy of folders in a vault, and bring them back.",
        subcommands: [Save.self, Restore.self, Delete.self])

    /// The tool's own texts, in `Localization/<language>.lproj/Localizable.strings(dict)`, compiled
    /// into the binary by swift-alerts' `StringTablesPlugin`: they go wherever the binary goes.
    static let tables: any StringTableSource = StringTableDirectory.module
}

extension ConsoleFront {
    /// `text` in the front's languages, looked up in its tables.
    func localized(_ text: AlertText) -> String {
        text.resolved(localizer: localizer, languages: languages).value
    }

    /// Says `text`, a result, to the user: on standard output, unless that is for JSON
    /// (`--json`), then on standard error.
    func say(_ text: AlertText) {
        if options.commandLine.json { tell(text) } else { print(localized(text)) }
    }

    /// Tells the user what is going on, in one line on standard error.
    func tell(_ text: AlertText) {
        FileHandle.standardError.write(Data((localized(text) + "\n").utf8))
    }
}
