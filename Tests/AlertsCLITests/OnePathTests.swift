import Alerts
import AlertsTesting
import Foundation
import Testing

@testable import AlertsCLI

/// An error with every detail a front may show: a reason, a suggestion, help, its own code, a
/// category and a cause.
struct SyncError: AlertableError {
    var title: AlertText? { "The notes couldn’t be synced." }
    var reason: AlertText? { "The server turned the upload down." }
    var suggestion: AlertText? { "Sign in again, then try again." }
    var help: AlertText? { AlertText(verbatim: "https://notes.example/help/sync") }
    var errorCode: String? { "SYNC-7" }
    var category: ErrorCategory? { .unauthenticated }
    var underlyingError: (any Error)? { POSIXError(.ECONNRESET) }
}

/// One error, two paths — an `alert(isPresented:error:)` modifier and the wrapper for throwing
/// calls — and one output on the command line, in text and in JSON.
struct OnePathTests {
    func front(_ output: Output, languages: [LanguageTag], json: Bool = false) -> CLIFront {
        CLIFront(
            languages: languages, options: .init(json: json), environment: ["LANG": "C.UTF-8", "COLUMNS": "70"],
            write: output.write)
    }

    @Test(arguments: [["en"], ["de"]] as [[LanguageTag]])
    func theModifierAndTheWrapperWriteTheSameReport(languages: [LanguageTag]) async {
        let (viaModifier, viaWrapper) = (Output(), Output())
        @Bound var isPresented = true
        await front(viaModifier, languages: languages, json: true).alert(isPresented: $isPresented, error: SyncError())
        {}
        _ = await front(viaWrapper, languages: languages, json: true).perform { () throws -> Int in throw SyncError() }
        #expect(viaModifier.all == viaWrapper.all)
        #expect(viaModifier.json == viaWrapper.json)
        #expect(!viaModifier.all.isEmpty && !viaModifier.json.isEmpty)
    }

    @Test func theReportShowsEveryDetailOnce() async {
        let output = Output()
        @Bound var isPresented = true
        await front(output, languages: ["en"]).alert(isPresented: $isPresented, error: SyncError()) {}
        #expect(
            output.all == """
                error: The notes couldn’t be synced.
                  The server turned the upload down.
                  Caused by:
                    • The network connection was lost.
                  code: SYNC-7
                  help: https://notes.example/help/sync
                hint: Sign in again, then try again.

                """)
    }

    @Test func aConfirmationIsNotLabelledAsAnError() async {
        for (language, title) in [("en", "Delete the draft?"), ("de", "Delete the draft?")] {
            let output = Output()
            @Bound var isPresented = true
            await front(output, languages: [LanguageTag(stringLiteral: language)]).alert(
                "Delete the draft?", isPresented: $isPresented
            ) {
                AlertButton("Delete", role: .destructive) {}
                AlertButton("Cancel", role: .cancel)
            }
            #expect(output.all.hasPrefix(title + "\n"), "\(output.all)")
            #expect(!output.all.contains("error") && !output.all.contains("Fehler"))
        }
    }
}

/// The same on the test front: both paths record the same resolved alert, with every detail.
struct OnePathTestFrontTests {
    @Test func theModifierAndTheWrapperRecordTheSameAlertWithEveryDetail() async throws {
        let front = TestFront(languages: ["de"])
        front.tap(.noAnswer)
        front.tap(.noAnswer)
        @Bound var isPresented = true
        await front.alert(isPresented: $isPresented, error: SyncError()) {}
        let outcome = await front.perform { () throws -> Int in throw SyncError() }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        let (viaModifier, viaWrapper) = (front.presented[0], front.presented[1])
        #expect(viaModifier == viaWrapper)
        #expect(viaModifier.hint == "Sign in again, then try again.")
        #expect(viaModifier.causes == ["Die Netzwerkverbindung wurde unterbrochen."])
        #expect(viaModifier.error?.errorCode == "SYNC-7")
        #expect(viaModifier.error?.category == .unauthenticated)
        #expect(CLIFront(environment: [:]).exitStatus(for: try #require(viaModifier.error)) == .noPermission)
        #expect(viaModifier.labels == ["OK"])
    }
}

/// What a report shows: escaped user text, hints, retry advice, labels in every language.
struct CLIReportContentTests {
    func front(_ output: Output, _ options: CLIFront.Options = .init(choiceOptionName: "--choose")) -> CLIFront {
        CLIFront(
            languages: ["en"], options: options, environment: ["LANG": "C.UTF-8", "COLUMNS": "60"], write: output.write)
    }

    @Test func userTextWithThePrivateUseGlueIsShownEscapedNeverAsASpace() async {
        let output = Output()
        _ = await front(output).present(
            ResolvedAlert(
                title: "A\u{F8FF}B", buttons: [ResolvedButton("x\u{F8FF}y"), ResolvedButton("Keep", role: .cancel)]))
        #expect(output.all.hasPrefix("A\\u{F8FF}B\n"), "\(output.all)")
        #expect(output.all.contains("[x\\u{F8FF}y]"))
        #expect(!output.all.contains("A B") && !output.all.contains("x y"))
        #expect(output.all.contains("--choose 1."), "a label with an escape is suggested by number")
    }

    @Test func theSuggestedOptionStillStaysOnOneLine() async {
        let output = Output()
        let alert = ResolvedAlert(
            title: "t", buttons: [ResolvedButton("Open the way"), ResolvedButton("Keep", role: .cancel)])
        for width in 30...60 {
            let narrow = CLIFront(
                languages: ["en"], options: .init(choiceOptionName: "--choose"),
                environment: ["LANG": "C.UTF-8", "COLUMNS": String(width)], write: output.write)
            _ = await narrow.present(alert)
        }
        let lines = output.all.split(separator: "\n")
        #expect(lines.contains { $0.contains("--choose 'Open the way'") })
        #expect(!lines.contains { $0.hasSuffix("--choose") || $0.hasSuffix("'Open") }, "never broken inside")
    }

    @Test func aHandBuiltAlertWithAHintKeepsItsMessage() async {
        let output = Output()
        _ = await front(output, .init(json: true)).present(
            ResolvedAlert(title: "T", message: "The body.", hint: "Do this.", buttons: [ResolvedButton("OK")]))
        #expect(output.all.hasPrefix("T\n  The body.\n"), "\(output.all)")
        #expect(output.json.contains(#""message":"The body.""#))
    }

    @Test func jsonSaysWhetherAndWhenToRetry() async throws {
        struct Busy: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var retry: RetryHint { .after(.milliseconds(1500)) }
        }
        struct Final: AlertableError {
            var title: AlertText? { nil }  // the generic title
        }
        let output = Output()
        let cli = front(output, .init(json: true))
        await cli.report(Busy())
        await cli.report(Final())
        let objects = output.json.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.first??["retryable"] as? Bool == true)
        #expect(objects.first??["retryAfter"] as? Int == 2)
        #expect(objects.last??["retryable"] as? Bool == false)
        #expect(objects.last??["retryAfter"] is NSNull)
    }

    @Test(arguments: ["en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar"])
    func everyLabelTheReportPrintsIsInEveryBuiltInLanguage(language: String) {
        let tag = LanguageTag(stringLiteral: language)
        let labels = CLIReport.Labels.texts + AlertSeverity.allCases.map(\.label)
        #expect(labels.count == 10)
        for key in labels {
            let resolved = key.resolved(localizer: Localizer(sources: []), languages: [tag])
            #expect(resolved.language == tag, "\(key) in \(language)")
            #expect(resolved.diagnostics.isEmpty, "\(key) in \(language): \(resolved.diagnostics)")
        }
    }
}

/// Button labels and their suggested options on narrow and ASCII terminals.
struct CLIButtonLabelTests {
    func output(
        _ alert: ResolvedAlert, languages: [LanguageTag] = ["en"], columns: Int = 60, locale: String = "C.UTF-8",
        choice: String? = nil
    ) async -> String {
        let output = Output()
        let front = CLIFront(
            languages: languages, options: .init(choice: choice, choiceOptionName: "--choose"),
            environment: ["LANG": locale, "COLUMNS": String(columns)], write: output.write)
        _ = await front.present(alert)
        return output.all
    }

    @Test func aWideLabelAndItsOptionNeverSplitAcrossLines() async {
        let alert = ResolvedAlert(title: "t", buttons: [ResolvedButton("重试"), ResolvedButton("取消", role: .cancel)])
        for columns in 10...60 {
            let text = await output(alert, languages: ["zh-Hans"], columns: columns)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.contains("[重试] [取消]✓") || (text.contains("[重试]") && text.contains("[取消]✓")), "\(columns)")
            if columns >= 15 {  // the option fits a line of the note (two cells of margin)
                #expect(text.contains("--choose 重试"), "the option on one line at \(columns) columns:\n\(text)")
            }
            #expect(!lines.contains { $0.hasSuffix(" ") }, "no trailing space at \(columns) columns:\n\(text)")
        }
    }

    @Test func anASCIITerminalIsOfferedTheButtonsNumberWhenItsLabelIsNotASCII() async {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("Réessayer"), ResolvedButton("Don’t Save"), ResolvedButton("Annuler", role: .cancel),
            ])
        let ascii = await output(alert, locale: "C")
        #expect(ascii.contains("--choose 1."), "\(ascii)")
        let unicode = await output(alert)
        #expect(unicode.contains("--choose Réessayer."), "\(unicode)")
    }

    @Test func aSuggestedNumberNeverChoosesAnotherButton() async {
        let alert = ResolvedAlert(
            title: "t",
            buttons: [
                ResolvedButton("2", role: .destructive), ResolvedButton("Keep the files where they are for now"),
                ResolvedButton("Cancel", role: .cancel),
            ])
        let text = await output(alert)
        // A number is a place before it is a label: `2` is the second button, not the one labelled "2".
        #expect(text.contains("--choose 2."), "\(text)")
        #expect(alert.button(matching: "2") == 1)
    }
}
