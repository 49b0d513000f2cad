import AlertsConsole
import ArgumentParser
import Foundation

extension Backup {
    /// `backup delete NAME`: removes a backup from the vault, once the user confirms.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a backup from the vault, after asking.",
            discussion: """
                Asks first, in a dialog, when a person is at the terminal; Cancel (the focused \
                button, and Esc) keeps the backup. --yes deletes without asking; with nobody to ask \
                (no terminal, CI, --no-input) the backup is kept. Exits 0 when deleted, 1 when kept, \
                2 when the vault has no such backup, 69 when the vault is busy, 64 for a wrong \
                command line; Ctrl-C in the dialog ends it by SIGINT.
                """)

        @Argument(help: "The backup's name: the name of the folder that was saved.")
        var name: String

        @Option(help: "The vault's folder.")
        var vault = "vault"

        @OptionGroup var alerts: AlertOptions

        /// What the confirmation can answer.
        enum Confirmation: Sendable, Hashable {
            case delete
        }

        func run() async throws {
            let (name, vault) = (name, Vault(path: vault))
            try await alerts.run(sources: [Backup.tables]) { front in
                let backups = vault.backups()
                guard backups.contains(name) else { throw BackupNotFound(name: name, available: backups) }
                let count = vault.fileCount(of: name)
                // Delete is the default button, so --yes (--choose default) takes it; a dialog still
                // focuses Cancel first (never a destructive button), and Esc chooses Cancel.
                @Bound var isPresented = true
                let outcome = await front.alert("Delete the backup “\(name)”?", isPresented: $isPresented) {
                    AlertButton("Delete", role: .destructive, isDefault: true, action: Confirmation.delete)
                    AlertButton<Confirmation>("Cancel", role: .cancel)
                } message: {
                    "\(count) files will be removed from the vault. This can’t be undone."
                }
                // Cancel, or nobody to ask: a user's Cancel, status 1 and nothing more to say. Ctrl-C
                // in the dialog needs no check here: alerts.run ends the process by SIGINT.
                guard outcome.action == .delete else { throw CancellationError() }
                try vault.delete(name)
                front.say("Deleted the backup “\(name)”.")
            }
        }
    }
}
