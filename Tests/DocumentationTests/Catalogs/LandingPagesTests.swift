import Alerts
import AlertsConsole
import AlertsHTTP
import AlertsTerminal
import AlertsTesting
import Foundation
import Testing

/// The Swift code of the catalogs' landing pages (`Sources/<Module>/Documentation.docc/<Module>.md`).
struct LandingPagesTests {
    // MARK: Alerts

    struct SaveDetails: Sendable {
        let name: String
        let error: String
    }

    enum SaveAction: Sendable, Hashable {
        case delete(String)
        case retry
    }

    /// A model whose save fails, and says so through a binding.
    struct Model {
        func save(didError: AlertBinding<Bool>) -> SaveDetails? {
            didError.wrappedValue = true
            return SaveDetails(name: "report.txt", error: "The disk is full.")
        }
    }

    func presentTheSaveAlert(of model: Model, on front: some AlertFront) async {
        @Bound var didError = false
        let details = model.save(didError: $didError)
        await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            AlertText(details.error)
        }
    }

    @Test func theAlertsPageShowsTheSaveAlert() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        await presentTheSaveAlert(of: Model(), on: front)
        #expect(front.presented.first?.labels == ["Delete report.txt", "Retry"])
        #expect(front.presented.first?.message == "The disk is full.")
    }

    // MARK: AlertsConsole

    enum Confirmation: Sendable, Hashable {
        case delete
    }

    /// Where the page's tool deletes.
    struct Storage: Sendable {
        func delete(_ name: String) async throws {}
    }

    /// The page's tool: compiled, not run (it would end the process).
    func deleteTool(_ name: String, choice: String?, noInput: Bool, storage: Storage) async -> Never {
        let front = ConsoleFront(
            sources: [StringTableDirectory.module],
            options: .init(commandLine: .init(choice: choice, choiceOptionName: "--choose", noInput: noInput)))
        await front.main {
            @Bound var isPresented = true
            let outcome = await front.alert("Delete “\(name)”?", isPresented: $isPresented) {
                AlertButton("Delete", role: .destructive, isDefault: true, action: Confirmation.delete)
                AlertButton<Confirmation>("Cancel", role: .cancel)
            }
            guard outcome.action == .delete else { throw CancellationError() }
            try await storage.delete(name)
        }
    }

    // MARK: AlertsHTTP

    /// The page's call: compiled, not run (its folder of tables is relative to the current one).
    func respond(to error: any Error, accept: String?, acceptLanguage: String?) async -> HTTPAlertResponse {
        let front = HTTPFront(sources: [StringTableDirectory(path: "Localization")])

        let response = await front.response(
            for: error,
            to: HTTPAlertRequest(method: "GET", path: "/books/42", accept: accept, acceptLanguage: acceptLanguage))
        return response
    }

    // MARK: AlertsTerminal

    /// The page's dialog: compiled, not run (it would ask).
    func uploadInADialog(_ file: String) async -> CallOutcome<String, any Error> {
        let front = TerminalFront(options: .init(timeout: .seconds(60)))
        let outcome = await front.perform { try await upload(file) }
        return outcome
    }

    // MARK: AlertsTesting

    /// A service that presents the save alert when its save fails.
    struct Service {
        func save(on front: some AlertFront) async {
            @Bound var didFail = true
            await front.alert("Save failed.", isPresented: $didFail) {
                AlertButton("Retry", action: SaveAction.retry)
                AlertButton("Cancel", role: .cancel)
            }
        }
    }

    @Test func theTestingPageChecksTheGermanTitle() async {
        let tables = InMemoryStringTables(["Localizable": ["de": ["Save failed.": "Speichern fehlgeschlagen."]]])
        let service = Service()
        let front = TestFront(languages: ["de"], sources: [tables])
        front.tap(.role(.cancel))
        await service.save(on: front)
        #expect(front.presented.last?.title == "Speichern fehlgeschlagen.")
    }

    // MARK: StringTables

    /// The linter from Swift: compiled, not run (its folder is relative to the current one).
    func lint() {
        var linter = TableLinter(paths: [URL(fileURLWithPath: "Localization")])
        linter.ignored = [.unusedPluralForm]
        linter.severities[.missingTranslation] = .error
        linter.severities[.inheritedTranslation] = .note  // off by default: turned on
        let report = linter.lint()
        for problem in report.diagnostics { print(problem.oneLine) }
        for (id, problems) in Dictionary(grouping: report.diagnostics, by: \.id) { print(id, problems.count) }
    }

    /// A lookup from a folder on disk: compiled, not run (the folder is relative to the current one).
    func lookUp() {
        let localizer = Localizer(sources: [StringTableDirectory(path: "Localization")])
        let text = localizer.localize("%lld files", arguments: [.int(3)], languages: ["ru"])
        print(text.value)  // 3 файла
    }

    @Test func russianHasAFewForm() {
        let localizer = Localizer(sources: [StringTableDirectory.module])
        let text = localizer.localize("%lld notes", arguments: [.int(3)], languages: ["ru"])
        #expect(text.value == "3 заметки")
    }
}
