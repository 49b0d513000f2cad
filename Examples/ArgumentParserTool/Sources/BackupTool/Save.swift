import AlertsConsole
import ArgumentParser
import Foundation

extension Backup {
    /// `backup save FOLDER`: copies the files of a folder into the vault.
    struct Save: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the files of a folder into the vault.",
            discussion: """
                Waits while another backup saves to the vault. Exits 0 when saved (or with --check \
                when the vault's copy is up to date), 3 with --check when it is not, 66 when the \
                folder is missing, 64 for a wrong command line, 124 after --timeout.
                """)

        @Argument(help: "The folder to back up.")
        var folder: String

        @Option(help: "The vault's folder.")
        var vault = "vault"

        @Flag(help: "Save nothing: exit 0 if the vault's copy is up to date, else 3.")
        var check = false

        @Option(help: ArgumentHelp("Give up after this many seconds.", valueName: "seconds"))
        var timeout: Int?

        @OptionGroup var alerts: AlertOptions

        func validate() throws {
            // The parser prints the message as it is: say it in the user's language.
            let front = alerts.front(sources: [Backup.tables])
            if let timeout, timeout <= 0 {
                throw ValidationError(front.localized("The timeout must be at least 1 second."))
            }
            if URL(fileURLWithPath: folder).standardizedFileURL == URL(fileURLWithPath: vault).standardizedFileURL {
                throw ValidationError(front.localized("A folder can’t be backed up into itself."))
            }
        }

        func run() async throws {
            let (folder, vault, check) = (folder, Vault(path: vault), check)
            try await alerts.run(sources: [Backup.tables], timeout: timeout.map { .seconds($0) }) { front in
                let names = try vault.files(in: folder)
                if names.isEmpty {
                    throw CleanExit.message(front.localized("Nothing to back up: \(folder) is empty."))
                }
                if check {
                    // Like `diff`: the answer is the status, for scripts.
                    if !vault.isUpToDate(folder, names) { throw ExitCode(3) }
                    return
                }
                try await vault.lock { front.tell("Waiting for another backup to finish…") }
                defer { vault.unlock() }
                try vault.save(folder, names)
                front.say("Backed up \(names.count) files to \(vault.path).")
            }
        }
    }
}
