import Alerts
import AlertsTesting
import Foundation
import Testing

/// The two `alert(isPresented:error:…)` modifiers.
struct ErrorModifierTests {
    struct UploadError: LocalizedError {
        var errorDescription: String? = "The upload failed."
        var failureReason: String? = "The server closed the connection."
        var recoverySuggestion: String? = "Check your network and try again."
    }

    struct SilentError: LocalizedError {}

    struct EmptyError: LocalizedError {
        var errorDescription: String? { "" }
    }

    @Test func theTitleComesFromErrorDescriptionAndTheMessageFromReasonThenSuggestion() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.role(.cancel))

        await front.alert(isPresented: $isPresented, error: UploadError()) {
            AlertButton("Retry", action: SaveAction.retry)
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.title == "The upload failed.")
        #expect(
            front.presented.first?.message == "The server closed the connection.\nCheck your network and try again.")
        #expect(isPresented == false)
    }

    @Test func aMissingReasonOrSuggestionIsLeftOut() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.index(0))

        await front.alert(isPresented: $isPresented, error: UploadError(failureReason: nil)) {}

        #expect(front.presented.first?.message == "Check your network and try again.")
    }

    @Test func isNotShownWhenTheErrorIsNil() async {
        @Bound var isPresented = true
        let front = TestFront()
        let error: UploadError? = nil

        let outcome = await front.alert(isPresented: $isPresented, error: error) {
            AlertButton("OK", action: SaveAction.acknowledge)
        }
        let withMessage = await front.alert(isPresented: $isPresented, error: error) { _ in
            AlertButton("OK", action: SaveAction.acknowledge)
        } message: { error in
            AlertText(verbatim: error.failureReason ?? "")
        }

        #expect(outcome == .notPresented)
        #expect(withMessage == .notPresented)
        #expect(front.presented.isEmpty)
        #expect(isPresented)
    }

    @Test func isNotShownWhileIsPresentedIsFalse() async {
        @Bound var isPresented = false
        let front = TestFront()

        let outcome = await front.alert(isPresented: $isPresented, error: UploadError()) {
            AlertButton("OK", action: SaveAction.acknowledge)
        }

        #expect(outcome == .notPresented)
        #expect(front.presented.isEmpty)
    }

    @Test func aMessageBuilderReplacesTheErrorsOwnMessageAndSeesTheError() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.label("Retry upload"))

        let outcome = await front.alert(isPresented: $isPresented, error: UploadError()) { error in
            AlertButton(AlertText(verbatim: "Retry upload"), action: SaveAction.retry)
        } message: { error in
            AlertText(verbatim: error.recoverySuggestion ?? "")
        }

        #expect(front.presented.first?.title == "The upload failed.")
        #expect(front.presented.first?.message == "Check your network and try again.")
        #expect(outcome.action == .retry)
    }

    @Test func anErrorWithoutADescriptionGetsTheGenericLocalizableTitle() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.label("OK"))

        await front.alert(isPresented: $isPresented, error: SilentError()) {}

        #expect(front.presented.first?.title == "An error occurred.")
        #expect(front.presented.first?.message == nil)
        #expect(AlertText.genericErrorTitle.table == "Alerts")
        isPresented = true
        front.tap(.label("OK"))
        await front.alert(isPresented: $isPresented, error: EmptyError()) {}
        #expect(front.presented.last?.title == "An error occurred.")
    }

    @Test func anAlertableErrorsTextsAreResolvedByTheFrontInItsOwnLanguage() async {
        let tables = InMemoryStringTables([
            "Localizable": [
                "de": [
                    "The document couldn’t be saved.": "Das Dokument konnte nicht gesichert werden.",
                    "The disk needs %lld MB more space.": "Auf dem Volume fehlen %lld MB.",
                ]
            ]
        ])
        @Bound var isPresented = true
        let german = TestFront(languages: ["de"], sources: [tables])
        german.tap(.index(0))
        await german.alert(isPresented: $isPresented, error: ErrorMappingTests.SaveError.diskFull(needed: 5)) {}
        #expect(german.presented.first?.title == "Das Dokument konnte nicht gesichert werden.")
        #expect(
            german.presented.first?.message
                == "Auf dem Volume fehlen 5 MB.\nFree up some space, then try again.\nVersuchen Sie es in 30 Sekunden erneut."
        )
        #expect(german.presented.first?.labels == ["OK"])

        isPresented = true
        let english = TestFront(languages: ["en"], sources: [tables])
        english.tap(.index(0))
        await english.alert(isPresented: $isPresented, error: ErrorMappingTests.SaveError.diskFull(needed: 5)) {}
        #expect(english.presented.first?.title == "The document couldn’t be saved.")
    }
}
