import Alerts
import Foundation
import Synchronization
import Testing

/// The `String` texts of an `AlertableError`, for Foundation and logs, in the process's language:
/// set per task here, so suites running at the same time never see each other's settings.
struct ProcessLocalizationTests {
    typealias SaveError = ErrorMappingTests.SaveError

    @Test func anAlertableErrorIsAlsoAGoodLocalizedErrorForLogs() {
        ProcessLocalization.withSettings(.init(languages: ["en"])) {
            let error: any Error = SaveError.diskFull(needed: 3)
            #expect(error.localizedDescription == "The document couldn’t be saved.")
            #expect((error as? any LocalizedError)?.failureReason == "The disk needs 3 MB more space.")
            #expect((error as? any LocalizedError)?.recoverySuggestion == "Free up some space, then try again.")
            #expect(ErrorMappingTests.PlainAlertableError().localizedDescription == "An error occurred.")
        }
    }

    @Test func theTasksLanguageAndTablesAreUsed() async {
        let tables = InMemoryStringTables([
            "Localizable": ["de": ["The document couldn’t be saved.": "Das Dokument wurde nicht gesichert."]]
        ])
        await ProcessLocalization.withSettings(.init(localizer: Localizer(sources: [tables]), languages: ["de-AT"])) {
            #expect(SaveError.locked.localizedDescription == "Das Dokument wurde nicht gesichert.")
            // Child tasks inherit the settings; the rest of the process does not see them.
            let child = await Task { SaveError.locked.localizedDescription }.value
            #expect(child == "Das Dokument wurde nicht gesichert.")
            let detached = await Task.detached { ProcessLocalization.current.languages }.value
            #expect(detached != ["de-AT"])
            #expect(ErrorMappingTests.PlainAlertableError().localizedDescription == "Ein Fehler ist aufgetreten.")
        }
    }

    @Test func bootstrapSetsTheSettingsOnceAndATasksOwnStillWin() {
        // The one bootstrap of the test process: the default languages, and a table with a key no
        // other test uses, so no other suite sees a difference.
        let key: AlertText = "bootstrap-probe"
        let tables = InMemoryStringTables(["Localizable": ["en": ["bootstrap-probe": "bootstrapped"]]])
        #expect(ProcessLocalization.bootstrap(.init(localizer: Localizer(sources: [tables]), languages: ["en"])))
        #expect(ProcessLocalization.resolve(key) == "bootstrapped")
        #expect(ProcessLocalization.bootstrap(.init(languages: ["ja"])) == false, "only the first call counts")
        #expect(ProcessLocalization.current.languages == ["en"])
        ProcessLocalization.withSettings(.init(languages: ["ko"])) {
            #expect(ProcessLocalization.current.languages == ["ko"])
            #expect(ProcessLocalization.resolve(key) == "bootstrap-probe", "the task's own tables")
        }
    }
}
