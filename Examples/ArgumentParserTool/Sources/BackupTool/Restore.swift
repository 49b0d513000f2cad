import AlertsConsole
import ArgumentParser
import Foundation

extension Backup {
    /// `backup restore NAME`: copies a backup's files back out of the vault.
    struct Restore: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy a backup's files out of the vault.",
            discussion: """
                Exits 0 when restored, 2 when the vault has no such backup, 69 when the vault is \
                busy and nobody chose to retry, 64 for a wrong command line.
                """)

        @Argument(help: "The backup's name: the name of the folder that was saved.")
        var name: String

        @Option(help: "The vault's folder.")
        var vault = "vault"

        @Option(help: ArgumentHelp("The folder to restore into, new or empty (default: NAME).", valueName: "folder"))
        var into: String?

        @OptionGroup var alerts: AlertOptions

        func run() async throws {
            let (name, vault, target) = (name, Vault(path: vault), into ?? name)
            try await alerts.run(sources: [Backup.tables]) { front in
                // Known only now, from the disk: still a mistake on the command line, for the parser.
                if let contents = try? FileManager.default.contentsOfDirectory(atPath: target), !contents.isEmpty {
                    throw ValidationError(
                        front.localized("\(target) isn’t empty: restore into a new or empty folder with --into."))
                }
                let backups = vault.backups()
                guard backups.contains(name) else { throw BackupNotFound(name: name, available: backups) }
                // The wrapper shows the failure (offering Retry while the vault is busy); `get()`
                // rethrows it, and `alerts.run` takes its status without reporting it again.
                let count = try await front.perform { try vault.restore(name, into: target) }.get()
                front.say("Restored \(count) files into \(target).")
            }
        }
    }
}
