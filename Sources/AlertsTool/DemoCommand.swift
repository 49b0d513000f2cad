import Alerts
import AlertsCLI
import Foundation
import StringTables

// `alerts demo`: a small document service whose calls throw, wrapped by the package, with its
// alerts presented on a front. The scenarios mirror the examples of SwiftUI's documentation.

/// A document service that fails the way the scenarios need, the first time it is called.
final class DocumentService: Sendable {
    private let attempts = Locked<[String: Int]>([:])

    /// How many times `call` has run before, counting this one.
    private func attempt(_ call: String) -> Int {
        attempts.withLock { attempts in
            attempts[call, default: 0] += 1
            return attempts[call, default: 0]
        }
    }

    struct SaveFailure: Error {
        var details: SaveDetails
    }

    func save(_ name: String) throws(SaveFailure) -> AlertText {
        if attempt("save") == 1 {
            throw SaveFailure(details: SaveDetails(name: name, error: "The disk is full."))
        }
        return "Saved \(name)."
    }

    struct LoginFailure: Error {}

    func logIn(user: String) throws(LoginFailure) {
        throw LoginFailure()
    }

    func register(email: String) throws(ValidationError) {
        if !email.contains("@") { throw .invalidEmail }
    }

    /// Imports the notes `names`; the ones whose name ends in `.bin` are not text.
    func importNotes(_ names: [String]) throws(ImportFailed) -> AlertText {
        let failures = names.filter { $0.hasSuffix(".bin") }.map { NoteUnreadable(name: $0) }
        if !failures.isEmpty { throw ImportFailed(failures: failures) }
        return "Imported the notes."
    }

    func sync() async throws -> AlertText {
        if attempt("sync") <= 3 {
            throw URLError(
                .notConnectedToInternet,
                userInfo: [
                    NSUnderlyingErrorKey: POSIXError(.ENETUNREACH),
                    NSURLErrorFailingURLErrorKey: URL(string: "https://notes.example/sync") as Any,
                ])
        }
        return "Synced the notes."
    }
}

/// The details of a failed save, as in SwiftUI's documentation; the reason is a localizable
/// text of the demo's own tables, so the whole alert reads in one language.
struct SaveDetails: Sendable {
    let name: String
    let error: AlertText
}

/// What the save alert can ask for.
enum SaveAction: Sendable, Hashable {
    case delete(String)
    case retry
}

/// The validation errors of SwiftUI's documentation, their texts in the demo's own tables.
enum ValidationError: AlertableError {
    case invalidEmail
    case passwordTooShort
    case usernameUnavailable

    var title: AlertText? {
        switch self {
        case .invalidEmail: "Invalid email address."
        case .passwordTooShort: "Password must be at least 8 characters long."
        case .usernameUnavailable: "This username is already taken."
        }
    }
}

/// A batch that partly failed: each note that could not be read is a related error, and a link
/// says more about importing.
struct ImportFailed: AlertableError {
    var failures: [NoteUnreadable]
    var title: AlertText? { "Some notes couldn’t be imported." }
    var category: ErrorCategory? { .invalidInput }
    var relatedErrors: [any Error] { failures }
    var helpLinks: [HelpLink] { [HelpLink("https://notes.example/help/import", label: "About importing notes")] }
}

/// One note of an import that could not be read.
struct NoteUnreadable: AlertableError {
    var name: String
    var title: AlertText? { "“\(name)” couldn’t be read." }
    var reason: AlertText? { "It isn’t text." }
}

enum DemoCommand {

    static let usage =
        "usage: alerts demo [--scenario save|login|validation|network|import] [--front auto|cli|terminal] [--lang TAGS] [--color auto|always|never] [--json] [--verbose] [--no-input] [--choose BUTTON | --yes] [--longest-wait SECONDS]"

    static let help = """
        \(usage)

        Runs a small document service whose calls fail, and presents the alert for the failure.

        Scenarios (from SwiftUI's alert documentation):
          save        "Save failed." with the file's details: Delete (destructive) or Retry. The default.
          login       "Login failed." with one OK button.
          validation  An error's own description as the title: "Invalid email address."
          network     A Foundation error (not connected, caused by an unreachable network)
                      through the wrapper for throwing calls: Retry or Cancel. The service
                      fails three times, so --choose retry retries twice, one line each,
                      then reports the error it still gets.
          import      A batch that partly failed: eight of ten notes couldn't be read, each
                      a related error (the first few shown, then "and 3 more"), with a link
                      to read more.

        Options:
          --front auto|cli|terminal
                                  Where to present. terminal: a dialog answered with the keys
                                  (a numbered prompt where no dialog fits); cli: a report that
                                  never asks. auto (the default): terminal when stdin and stderr
                                  are terminals, CI is not set and no --no-input, --choose,
                                  --yes or --json; else cli. --choose and --yes choose without a
                                  dialog, on the command line.
          --lang TAGS             Languages, most preferred first (de, zh-Hant, pt-BR,...);
                                  by default LANGUAGE, LC_ALL, LC_MESSAGES, LANG. en-XA
                                  (accented, bracketed) and ar-XB (mirrored) are
                                  pseudo-languages made from English.
          --color auto|always|never
                                  Colour: --color, then NO_COLOR, then FORCE_COLOR, then
                                  TERM=dumb, then whether stderr is a terminal.
          --json                  Also write each report as one line of JSON to standard output.
          --verbose               Add an error's domain code and diagnostic (also ALERTS_VERBOSE=1).
          --no-input              Never ask.
          --choose BUTTON         The button to choose, as a script would: a role (cancel,
                                  default, destructive), a number from 1, or a label, as shown
                                  or in English, in any case (--choose retry). Without it, the
                                  cancel button, else the default one, is chosen.
          --yes                   Choose the default button (--choose default).
          --longest-wait SECONDS  The longest wait before a retry (default 60). A retry chosen
                                  by --choose or --yes waits 1 s, then 2 s, 4 s... (plus up to
                                  half as much again, at random), and says so in one line each.
          --help                  Show this help.

        The alert goes to standard error and the service's result, if any, to standard output;
        with --json, standard output holds only the JSON lines and the result goes to standard
        error too. The demo exits 0 when the service's work ends done (a save retried or
        the file deleted), else with the failure's status: the error's own for an error (the
        network scenario 69, service unavailable), else 1. Ctrl-C in a dialog ends the demo by
        SIGINT, as a shell expects of an interrupted program.

        """

    static func run(_ arguments: [String]) async throws(Arguments.UsageError) -> ExitStatus {
        let parsed = try Arguments(
            arguments, options: ["--scenario", "--front", "--lang", "--color", "--choose", "--longest-wait"],
            flags: ["--json", "--no-input", "--verbose", "--yes"])
        if parsed.has("--help") {
            print(help, terminator: "")
            return ExitStatus.success
        }
        if let extra = parsed.positionals.first { throw .init(message: "unexpected argument '\(extra)'") }
        let scenario = try parsed.choice(
            "--scenario", ["save", "login", "validation", "network", "import"], default: "save")
        let longestWait = try parsed.seconds("--longest-wait") ?? .seconds(60)
        // The demo's own texts (`Localization/` beside this file, compiled in by the package's
        // plugin) are translated into every language of the package's own, so no alert of the
        // demo mixes languages.
        let front = try FrontChoice.front(
            parsed, languages: try parsed.languages(), sources: [StringTableDirectory.module],
            verbose: parsed.has("--verbose"))
        let service = DocumentService()
        // What the service did, in the front's languages, goes to standard output, or with
        // --json to standard error, which keeps standard output for JSON lines alone.
        let json = parsed.has("--json")
        let say: (AlertText) -> Void = { text in
            let line = text.resolved(localizer: front.localizer, languages: front.languages).value
            json ? printError(line) : print(line)
        }
        // An error the scenario reports ends the demo with its status, as it ends any program.
        switch scenario {
        case "login": return await login(service, on: front)
        case "validation": return await validation(service, on: front)
        case "network": return await network(service, on: front, longestWait: longestWait, say: say)
        case "import": return await importNotes(service, on: front, say: say)
        default: return await save(service, on: front, say: say)
        }
    }

    /// SwiftUI's `SaveButton`: a failed save presents "Save failed." with the file's details.
    /// Ends with 0 once the file is saved or deleted, else 1: the save failed.
    static func save(
        _ service: DocumentService, on front: some AlertFront, say: (AlertText) -> Void
    ) async -> ExitStatus {
        @Bound var didError = false
        var details: SaveDetails?
        do {
            say(try service.save("report.txt"))
            return .success
        } catch {
            details = error.details
            didError = true
        }
        let outcome = await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            details.error
        }
        if case .interrupted = outcome { return .interrupted }
        switch outcome.action {
        case .retry?:
            guard let saved = try? service.save("report.txt") else { return .failure }
            say(saved)
            return .success
        case .delete(let name)?:
            say("Deleted \(name).")
            return .success
        case nil:
            return .failure
        }
    }

    /// SwiftUI's `Login`: "Login failed." with one OK button.
    /// Ends with 1: the login failed.
    static func login(_ service: DocumentService, on front: some AlertFront) async -> ExitStatus {
        @Bound var didFail = false
        do { try service.logIn(user: "kim") } catch { didFail = true }
        guard didFail else { return .success }
        let alertTitle: AlertText = "Login failed."
        let outcome = await front.alert(alertTitle, isPresented: $didFail) {
            AlertButton("OK") {}
        }
        if case .interrupted = outcome { return .interrupted }
        return .failure
    }

    /// SwiftUI's validation example: the error's description is the title.
    static func validation(_ service: DocumentService, on front: some AlertFront) async -> ExitStatus {
        @Bound var showAlert = false
        var error: ValidationError?
        do { try service.register(email: "kim.example.com") } catch let failure {
            error = failure
            showAlert = true
        }
        let outcome = await front.alert(isPresented: $showAlert, error: error) {
            AlertButton("OK") {}
        }
        if case .interrupted = outcome { return .interrupted }
        return error.map { front.exitStatus(for: $0) } ?? .success
    }

    /// A batch that partly failed, through the wrapper for throwing calls: its related errors
    /// and its help link. Ends with 65: the data was not what the import needs.
    static func importNotes(_ service: DocumentService, on front: some AlertFront, say: (AlertText) -> Void) async
        -> ExitStatus
    {
        let names = (1...10).map { $0 % 5 == 1 ? "note-\($0).md" : "note-\($0).bin" }
        let outcome = await front.perform(retryLimit: 0) { () throws(ImportFailed) -> AlertText in
            try service.importNotes(names)
        }
        if case .succeeded(let value) = outcome { say(value) }
        if case .interrupted = outcome { return .interrupted }
        return outcome.error.map { front.exitStatus(for: $0) } ?? .success
    }

    /// A Foundation error with a cause chain, through the wrapper for throwing calls: the
    /// service fails three times, so two retries are not enough.
    static func network(
        _ service: DocumentService, on front: some AlertFront, longestWait: Duration, say: (AlertText) -> Void
    ) async -> ExitStatus {
        let outcome = await front.perform(retryLimit: 2, longestWait: longestWait) { try await service.sync() }
        if case .succeeded(let value) = outcome { say(value) }
        if case .interrupted = outcome { return .interrupted }
        return outcome.error.map { front.exitStatus(for: $0) } ?? .success
    }
}

extension AlertFront {
    /// The status the demo ends with for `error` on this front: as the command line would exit.
    fileprivate func exitStatus(for error: any Error) -> ExitStatus {
        let content = self.content(for: error)
        return ExitStatus.of(overrides: content.overrides, category: content.category)
    }
}
