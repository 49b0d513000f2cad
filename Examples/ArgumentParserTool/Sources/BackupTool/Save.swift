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
                when the vault's copy is up to date), 3 with --check when it is not, 65 when --timeout \
                or --poll is less than 1, 66 when the folder is missing, 64 for a wrong command line, \
                124 after --timeout.
                """)

        @Argument(help: "The folder to back up.")
        var folder: String

        @Option(help: "The vault's folder.")
        var vault = "vault"

        @Flag(help: "Save nothing: exit 0 if the vault's copy is up to date, else 3.")
        var check = false

        @Option(help: ArgumentHelp("Give up after this many seconds.", valueName: "seconds"))
        var timeout: Int?

        @Option(help: ArgumentHelp("While another backup saves, look every this many milliseconds.", valueName: "ms"))
        var poll = 100

        @OptionGroup var alerts: AlertOptions

        func validate() throws {
            // The parser prints the message as it is: say it in the user's language.
            let front = alerts.front(sources: [Backup.tables])
            if URL(fileURLWithPath: folder).standardizedFileURL == URL(fileURLWithPath: vault).standardizedFileURL {
                throw ValidationError(front.localized("A folder can’t be backed up into itself."))
            }
        }

        /// The options' values that are wrong, all of them at once: the tool reports them together,
        /// each under its option, with status 65 (`EX_DATAERR`, the category `.invalidInput`).
        func wrongValues() -> FieldErrors? {
            var errors: [FieldError] = []
            if let timeout, timeout < 1 {
                errors.append(FieldError("--timeout", name: "Time limit", message: "Must be at least \(1) seconds."))
            }
            if poll < 1 {
                errors.append(
                    FieldError("--poll", name: "Check interval", message: "Must be at least \(1) milliseconds."))
            }
            return errors.isEmpty ? nil : FieldErrors(errors)
        }

        func run() async throws {
            let (folder, vault, check, poll) = (folder, Vault(path: vault), check, poll)
            let wrongValues = wrongValues()
            // A wrong --timeout is no time limit: the run reports the values, and ends.
            let limit = wrongValues == nil ? timeout.map { Duration.seconds($0) } : nil
            try await alerts.run(sources: [Backup.tables], timeout: limit) { front in
                if let wrongValues { throw wrongValues }
                let names = try vault.files(in: folder)
                if names.isEmpty {
                    throw CleanExit.message(front.localized("Nothing to back up: \(folder) is empty."))
                }
                if check {
                    // Like `diff`: the answer is the status, for scripts.
                    if !vault.isUpToDate(folder, names) { throw ExitCode(3) }
                    return
                }
                try await vault.lock(every: .milliseconds(poll)) { front.tell("Waiting for another backup to finish…") }
                defer { vault.unlock() }
                try vault.save(folder, names)
                front.say("Backed up \(names.count) files to \(vault.path).")
            }
        }
    }
}
