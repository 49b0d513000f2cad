import Alerts
import AlertsTesting
import Foundation
import Testing

/// A resolved alert: its hint, its language, its equality with one built by hand.
struct AlertResolutionTests {
    @Test func anEndlessRetryWaitIsStatedWithoutOverflow() {
        struct Endless: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var retry: RetryHint { .after(.seconds(Int64.max)) }
        }
        struct AlmostEndless: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var retry: RetryHint { .after(.seconds(Int64.max) + .milliseconds(500)) }
        }
        for error in [Endless(), AlmostEndless()] as [any AlertableError] {
            let message = ErrorContent(error).alert().resolved(languages: ["en"]).message
            #expect(message?.hasPrefix("Try again in 153722867280912931 minutes.") == true, "\(message ?? "nil")")
        }
    }

    @Test func aRecordedAlertEqualsTheSameAlertBuiltByHand() async {
        let front = TestFront(buttonOrder: .cancelLast)
        front.tap(.label("OK"))
        front.tap(.label("Keep"))
        @Bound var isPresented = true
        await front.alert("Login failed.", isPresented: $isPresented) {}
        isPresented = true
        await front.alert("Discard?", isPresented: $isPresented) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Keep") {}
        }
        #expect(
            front.presented[0].alert
                == ResolvedAlert(title: "Login failed.", buttons: [ResolvedButton("OK", isDefault: true)]))
        #expect(
            front.presented[1].alert
                == ResolvedAlert(
                    title: "Discard?", buttons: [ResolvedButton("Keep"), ResolvedButton("Cancel", role: .cancel)]))
    }

    @Test func aMessageThatEndsWithItsHintSplitsIntoBodyAndHint() {
        let derived = ResolvedAlert(title: "t", message: "Why.\nDo this.\nWait.", hint: "Do this.\nWait.", buttons: [])
        #expect(derived.body == "Why.")
        let hintOnly = ResolvedAlert(title: "t", message: "Do this.", hint: "Do this.", buttons: [])
        #expect(hintOnly.body == nil)
        let byHand = ResolvedAlert(title: "t", message: "The body.", hint: "Do this.", buttons: [])
        #expect(byHand.body == "The body.", "a message that does not end with the hint is kept whole")
    }

    @Test func oneAlertIsInOneLanguage() async {
        let tables = InMemoryStringTables(["Localizable": ["de": ["OK": "Jawohl"]]])
        let front = TestFront(languages: ["fr", "de"], sources: [tables])
        front.tap(.index(0))
        @Bound var isPresented = true
        await front.alert("T", isPresented: $isPresented) {
            AlertButton("OK") {}
            AlertButton("Cancel", role: .cancel)
        }
        #expect(front.presented.first?.labels == ["OK", "Annuler"])
        let german = TestFront(languages: ["de", "fr"], sources: [tables])
        german.tap(.index(0))
        isPresented = true
        await german.alert("T", isPresented: $isPresented) {
            AlertButton("OK") {}
            AlertButton("Cancel", role: .cancel)
        }
        #expect(german.presented.first?.labels == ["Jawohl", "Abbrechen"], "the user's German comes first")
    }

    @Test func aJapaneseHintAndCauseHaveNoSpaceBetweenSentences() async {
        struct Busy: AlertableError {
            var title: AlertText? { "t" }
            var suggestion: AlertText? { AlertText(verbatim: "確認してください。") }
            var retry: RetryHint { .after(.seconds(30)) }
            var underlyingError: (any Error)? { CocoaError(.fileReadCorruptFile) }
        }
        let content = ErrorContent(Busy())
        let resolved = content.alert().resolved(languages: ["ja"])
        #expect(resolved.hint == "確認してください。\n30秒後にもう一度お試しください。")
        #expect(resolved.causes.first?.contains("。 ") == false, "\(resolved.causes)")
    }
}

/// One alert in one language, with diagnostics told once.
struct AlertLanguageTests {
    @Test func aWaitBeyondInt64SecondsIsStatedWithoutATrap() {
        struct Beyond: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var retry: RetryHint { .after(.seconds(Int64.max) * 2) }
        }
        let content = ErrorContent(Beyond())
        let resolved = content.alert().resolved(languages: ["en"])
        #expect(resolved.hint == "Try again in 153722867280912931 minutes.")
    }

    @Test func aTitleYourTablesHaveOnlyInEnglishGetsEnglishButtons() async {
        let tables = InMemoryStringTables([
            "Localizable": ["en": ["Delete the draft?": "Delete the draft?", "Cancel": "Never mind"]]
        ])
        let front = TestFront(languages: ["de", "en"], sources: [tables])
        front.tap(.role(.cancel))
        @Bound var isPresented = true
        await front.alert("Delete the draft?", isPresented: $isPresented) {
            AlertButton("Delete", role: .destructive) {}
            AlertButton("Cancel", role: .cancel)
        }
        #expect(front.presented.first?.labels == ["Delete", "Never mind"])
    }

    @Test func aTitleYourTablesHaveOnlyInEnglishGetsAnEnglishMessageToo() {
        struct Busy: AlertableError {
            var title: AlertText? { "The archive is busy." }
            var retry: RetryHint { .after(.seconds(30)) }
        }
        let tables = InMemoryStringTables([
            "Localizable": ["en": ["The archive is busy.": "The archive is busy."]]
        ])
        let content = ErrorContent(Busy())
        let resolved = content.alert(offeringRetry: true).resolved(
            localizer: Localizer(sources: [tables]), languages: ["de", "en"])
        #expect(resolved.message == "Try again in 30 seconds.", "not the package's German advice")
        #expect(resolved.buttons.map(\.label) == ["Retry", "Cancel"])
        // Without a table for the title, the package's German is used throughout.
        let untranslated = content.alert(offeringRetry: true).resolved(languages: ["de"])
        #expect(untranslated.message == "Versuchen Sie es in 30 Sekunden erneut.")
    }

    @Test func diagnosticsOfAnErrorsOwnMessageAreReportedOnce() {
        struct Untranslated: AlertableError {
            var title: AlertText? { "Upload failed." }
            var reason: AlertText? { "The server is busy." }
            var suggestion: AlertText? { "Wait a minute." }
        }
        let content = ErrorContent(Untranslated())
        let diagnostics = content.alert().resolved(languages: ["de"]).diagnostics
        #expect(diagnostics.count == 3, "\(diagnostics)")
        #expect(Set(diagnostics).count == diagnostics.count)
    }

    @Test func anEmptySuggestionIsNoHint() {
        let content = ErrorContent(
            title: AlertText(verbatim: "t"), failureReason: AlertText(verbatim: "Why."),
            recoverySuggestion: AlertText(verbatim: ""))
        let resolved = content.alert().resolved(languages: ["en"])
        #expect(resolved.hint == nil)
        #expect(resolved.message == "Why.")
        #expect(resolved.body == "Why.")
        #expect(resolved.error == content)  // the content travels as it was; its empty text shows nothing
    }
}
