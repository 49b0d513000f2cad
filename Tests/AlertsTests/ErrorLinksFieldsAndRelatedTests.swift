import Alerts
import AlertsTesting
import Foundation
import Testing

/// What an error declares beyond its texts — links to read more, a problem type, the wrong values
/// of an input, the errors of a batch that failed with it — reaches its content and its resolved
/// alert, in the reader's language, the same for every front.
struct ErrorLinksFieldsAndRelatedTests {
    /// A batch copy that partly failed: each file that could not be copied is a related error.
    struct CopyFailed: AlertableError {
        var failures: [any Error]
        var title: AlertText? { "Some files couldn’t be copied." }
        var helpLinks: [HelpLink] {
            [
                HelpLink("https://example.com/help/copying", label: "About copying"),
                HelpLink("not a url", label: "Broken"),
                HelpLink("https://example.com/status"),
            ]
        }
        var problemType: ProblemType? { ProblemType("https://example.com/problems/copy", title: "Copy failed") }
        var relatedErrors: [any Error] { failures }
    }

    struct FileMissing: AlertableError {
        var name: String
        var title: AlertText? { AlertText(verbatim: "\(name) is missing.") }
        var reason: AlertText? { "It was moved." }
    }

    /// An error that names itself among its related errors, and one that names another that names it.
    struct SelfRelated: AlertableError {
        var title: AlertText? { "Loop." }
        var relatedErrors: [any Error] { [SelfRelated(), FileMissing(name: "a.txt")] }
    }

    static let tables = InMemoryStringTables([
        "Localizable": [
            "de": [
                "Stars": "Sterne", "Must be from 1 to 5.": "Muss zwischen 1 und 5 liegen.",
                "About copying": "Über das Kopieren",
            ],
            "ja": ["Stars": "星の数", "Must be from 1 to 5.": "1 から 5 の間にしてください。"],
        ]
    ])

    @Test func anAlertableErrorsDeclarationsReachItsContent() {
        let content = ErrorContent(CopyFailed(failures: [FileMissing(name: "a.txt"), CocoaError(.fileNoSuchFile)]))
        #expect(content.helpLinks.count == 3)
        #expect(content.problemType?.uri == "https://example.com/problems/copy")
        #expect(
            content.relatedErrors.map(\.title) == [
                AlertText(verbatim: "a.txt is missing."), content.relatedErrors[1].title,
            ])
        #expect(content.relatedErrors[1].source == .foundation, "each related error is mapped as any error is")
        #expect(content.fieldErrors.isEmpty)
    }

    @Test func foundationsErrorsCarryNone() {
        for error: any Error in [CocoaError(.fileNoSuchFile), URLError(.timedOut), POSIXError(.ENOENT)] {
            let content = ErrorContent(error)
            #expect(content.helpLinks.isEmpty && content.problemType == nil)
            #expect(content.fieldErrors.isEmpty && content.relatedErrors.isEmpty)
        }
    }

    @Test func aMapperGivesAnErrorLinksAndFieldsAndTheRelatedErrorsAreMappedByTheSameMappers() {
        struct Plain: Error {}
        var mappers = ErrorMappers()
        mappers.register(Plain.self) { _ in ErrorContent(title: "Mapped.") }
        mappers.refine(CopyFailed.self) { _, content in
            content.fieldErrors = [FieldError("--target", message: "Must be a folder.")]
        }
        let content = ErrorContent(CopyFailed(failures: [Plain()]), mappers: mappers)
        #expect(content.relatedErrors.map(\.title) == ["Mapped."])
        #expect(content.fieldErrors == [FieldError("--target", message: "Must be a folder.")])
    }

    @Test func relatedErrorsOfARelatedErrorAreNotMade() {
        let content = ErrorContent(SelfRelated())
        #expect(content.relatedErrors.count == 2)
        #expect(content.relatedErrors.allSatisfy { $0.relatedErrors.isEmpty }, "made once, not in a loop")
    }

    @Test func theResolvedAlertHasTheValidLinksTheirLabelsInTheLanguage() {
        let alert = ErrorContent(CopyFailed(failures: []))
            .alert().resolved(localizer: Localizer(sources: [Self.tables]), languages: ["de"])
        #expect(
            alert.helpLinks == [
                ResolvedHelpLink(url: "https://example.com/help/copying", label: "Über das Kopieren"),
                ResolvedHelpLink(url: "https://example.com/status"),
            ], "the link whose URL is no absolute URI is shown by no front")
    }

    @Test func aFieldErrorsLineIsInTheLanguagesForm() {
        let error = FieldErrors([FieldError("/stars", name: "Stars", message: "Must be from 1 to 5.")])
        let german = ErrorContent(error).alert()
            .resolved(localizer: Localizer(sources: [Self.tables]), languages: ["de"])
        #expect(german.title == "Einige Werte sind ungültig.")
        #expect(
            german.fieldErrors == [
                ResolvedFieldError(
                    path: "/stars", name: "Sterne", message: "Muss zwischen 1 und 5 liegen.",
                    line: "Sterne: Muss zwischen 1 und 5 liegen.")
            ])
        let japanese = ErrorContent(error).alert()
            .resolved(localizer: Localizer(sources: [Self.tables]), languages: ["ja"])
        #expect(japanese.fieldErrors.first?.line == "星の数：1 から 5 の間にしてください。")
        let french = ErrorContent(error).alert().resolved(localizer: Localizer(sources: []), languages: ["fr"])
        #expect(
            french.fieldErrors.first?.line == "Stars\u{00A0}: Must be from 1 to 5.",
            "French puts a no-break space before the colon")
    }

    @Test func relatedErrorsResolveToOneLineEach() {
        let alert = ErrorContent(CopyFailed(failures: [FileMissing(name: "a.txt"), FileMissing(name: "b.txt")]))
            .alert().resolved(languages: ["en"])
        #expect(alert.relatedErrors == ["a.txt is missing. It was moved.", "b.txt is missing. It was moved."])
    }

    @Test(arguments: [(0, 5, 0, 0), (5, 5, 5, 0), (6, 5, 6, 0), (7, 5, 5, 2), (10_000, 3, 3, 9_997), (2, 0, 0, 2)])
    func aBoundedListShowsTheFirstFewAndCountsTheRest(count: Int, limit: Int, shown: Int, more: Int) {
        let list = BoundedList(count: count, limit: limit)
        #expect((list.shown, list.more) == (shown, more))
        #expect((list.moreText == nil) == (more == 0))
    }

    @Test(arguments: [
        ("en", 7, "and 7 more"), ("de", 7, "und 7 weitere"), ("ru", 2, "и ещё 2"), ("ru", 21, "и ещё 21"),
        ("ja", 7, "ほか 7 件"), ("ar", 2, "واثنان آخران"), ("ar", 11, "و11 أخرى"), ("fr", 2, "et 2 autres"),
    ])
    func andSoManyMoreIsInTheLanguagesPluralForm(language: LanguageTag, more: Int, text: String) throws {
        #expect(BoundedList(count: 4, limit: 3).more == 0, "one left is shown, not counted")
        let moreText = try #require(BoundedList(count: 10 + more, limit: 10).moreText)
        #expect(moreText.resolved(localizer: Localizer(sources: []), languages: [language]).value == text)
    }

    @Test func aJSONPointerEscapesTildeAndSlash() {
        #expect(FieldError.pointer(["items", "0", "count"]) == "/items/0/count")
        #expect(FieldError.pointer(["a/b", "c~d"]) == "/a~1b/c~0d")
        #expect(FieldError.pointer([]) == "")
    }

    @Test func aDecodingErrorBecomesTheWrongValueOrAMalformedBody() throws {
        struct Review: Decodable { var stars: Int }
        let wrongType = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Review.self, from: Data(#"{"stars": "five"}"#.utf8))
        }
        let field = FieldErrors(wrongType)
        #expect(field.errors.map(\.path) == ["/stars"])
        #expect(field.underlyingError is DecodingError)
        let broken = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Review.self, from: Data(#"{"stars": "#.utf8))
        }
        let malformed = FieldErrors(broken)
        #expect(malformed.errors.isEmpty && malformed.reason != nil)
        #expect(ErrorContent(malformed).category == .invalidInput)
    }

    @Test func theDiagnosticsEventCarriesEachLinkFieldAndRelatedError() async throws {
        struct OwnFront: AlertFront {
            var localizer = Localizer(sources: [])
            var languages: [LanguageTag] = ["en"]
            func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .unanswered(automaticChoice: nil) }
        }
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        await OwnFront().present(
            ErrorContent(CopyFailed(failures: [FileMissing(name: marker), FileMissing(name: "b")])).alert())
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["help-1"] == "https://example.com/help/copying")
        #expect(event.metadata["help-2"] == "https://example.com/status")
        #expect(event.metadata["help-3"] == nil, "the invalid link is not one")
        #expect(event.metadata["related-1"] == "\(marker) is missing. It was moved.")
        #expect(event.metadata["related-2"] == "b is missing. It was moved.")

        let fieldMarker = UUID().uuidString
        await OwnFront().present(ErrorContent(FieldErrors([FieldError("/\(fieldMarker)", message: "Wrong.")])).alert())
        let fieldEvent = try #require(recorder.events(mentioning: fieldMarker).first)
        #expect(fieldEvent.metadata["field-1"] == "/\(fieldMarker) Wrong.")
    }
}

/// A batch of many: the diagnostics event names the first hundred of a list and how many there are,
/// one log line whatever the batch's size.
struct DiagnosticsEventBoundTests {
    struct Batch: AlertableError {
        var marker: String
        var count: Int
        var title: AlertText? { AlertText(verbatim: "Batch \(marker) failed.") }
        var relatedErrors: [any Error] {
            (0..<count).map { ErrorLinksFieldsAndRelatedTests.FileMissing(name: "f\($0)") }
        }
    }

    struct OwnFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["en"]
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .unanswered(automaticChoice: nil) }
    }

    @Test func theEventNamesAHundredOfAListAndItsCount() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        await OwnFront().present(ErrorContent(Batch(marker: marker, count: 2_500)).alert())
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["related-100"] == "f99 is missing. It was moved.")
        #expect(event.metadata["related-101"] == nil)
        #expect(event.metadata["related-count"] == "2500")
        #expect(event.metadata.count < 120)
    }
}
