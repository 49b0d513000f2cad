import Alerts
import AlertsCLI
import AlertsHTTP
import AlertsTesting
import Foundation
import StringTables
import Testing

/// The code of the article "Bringing your `LocalizedError` types" (Alerts), and the output it
/// shows: an unchanged `LocalizedError` localized by this target's own tables (`Localization/`,
/// compiled in by the plugin as `StringTableDirectory.module`) on the command line, over HTTP in
/// two requests' languages and in a test front; then the same error moved to `AlertableError`.
struct BringingYourLocalizedErrorTypesTests {
    enum NoteError: LocalizedError {
        case removed
        case tooLong(over: Int)

        var errorDescription: String? {
            switch self {
            case .removed: NSLocalizedString("note.removed", comment: "")
            case .tooLong: "The note is too long."
            }
        }
        var failureReason: String? {
            switch self {
            case .removed: "Another device deleted it."
            case .tooLong(let over): String(format: "It is %d characters over the limit.", over)
            }
        }
        var recoverySuggestion: String? {
            switch self {
            case .removed: "Restore it from Recently Deleted."
            case .tooLong: nil
            }
        }
    }

    @Test func theCommandLineReportsItInTheLanguageItIsGiven() async {
        let written = WrittenText()
        let front = written.front(languages: ["de"], sources: [StringTableDirectory.module])
        await front.report(NoteError.removed)
        await front.report(NoteError.tooLong(over: 1))
        #expect(
            written.error == """
                Fehler: Die Notiz wurde entfernt.
                  Ein anderes Gerät hat sie gelöscht.
                Tipp: Stellen Sie sie aus „Zuletzt gelöscht“ wieder her.
                Fehler: Die Notiz ist zu lang.
                  It is 1 characters over the limit.

                """)
    }

    /// What a CLI tool writes: the front as the article makes it.
    func reportOnTheCommandLine() async {
        let front = CLIFront(languages: ["de"], sources: [StringTableDirectory.module])
        await front.report(NoteError.removed)
    }

    static func makeServer() -> HTTPFront {
        var mappers = ErrorMappers()
        mappers.register(NoteError.self) { error in
            var content = ErrorContent(error)
            content.category = .notFound
            return content
        }
        let server = HTTPFront(sources: [StringTableDirectory.module], mappers: mappers)
        return server
    }

    @Test func overHTTPEachRequestGetsItsLanguage() async {
        let server = Self.makeServer()
        let german = await server.response(
            for: NoteError.removed, to: HTTPAlertRequest(path: "/notes/7", acceptLanguage: "de", correlationID: "req-1")
        )
        let russian = await server.response(
            for: NoteError.removed, to: HTTPAlertRequest(path: "/notes/7", acceptLanguage: "ru", correlationID: "req-2")
        )
        #expect(
            german.bodyText
                == #"{"type":"about:blank","title":"Nicht gefunden","status":404,"detail":"Die Notiz wurde entfernt.\nEin anderes Gerät hat sie gelöscht.\nStellen Sie sie aus „Zuletzt gelöscht“ wieder her.","instance":"/notes/7","correlationId":"req-1"}"#
        )
        #expect(
            russian.bodyText
                == #"{"type":"about:blank","title":"Не найдено","status":404,"detail":"Заметка удалена.\nЕё удалило другое устройство.\nВосстановите её из недавно удалённых.","instance":"/notes/7","correlationId":"req-2"}"#
        )
        #expect(german[header: "Content-Language"] == "de")
        #expect(russian[header: "Content-Language"] == "ru")
    }

    @Test func aTestFrontShowsItToo() async {
        let front = TestFront(languages: ["ru"], sources: [StringTableDirectory.module])
        front.tap(.defaultButton)
        _ = await front.perform { () throws(NoteError) in throw NoteError.removed }
        #expect(front.presented[0].title == "Заметка удалена.")
        #expect(front.presented[0].message == "Её удалило другое устройство.\nВосстановите её из недавно удалённых.")
    }

    /// The content holds each text to look up; on Linux, with no table in the test's main bundle,
    /// `NSLocalizedString` returns the key.
    @Test func theContentSaysWhatItLooksUp() {
        let content = ErrorContent(NoteError.removed)
        #expect(content.title == AlertText(lookingUp: "note.removed"))
        #expect(content.title.description == #"lookingUp "note.removed""#)
        #expect(content.failureReason == AlertText(lookingUp: "Another device deleted it."))
    }

    enum NoteProblem: AlertableError {
        case removed
        case tooLong(over: Int)

        var title: AlertText? {
            switch self {
            case .removed: .noteRemoved
            case .tooLong: .noteTooLong
            }
        }
        var reason: AlertText? {
            switch self {
            case .removed: .noteRemovedReason
            case .tooLong(let over): .noteTooLongReason(characters: over)
            }
        }
        var suggestion: AlertText? {
            switch self {
            case .removed: .noteRemovedSuggestion
            case .tooLong: nil
            }
        }
        var category: ErrorCategory? {
            switch self {
            case .removed: .notFound
            case .tooLong: .invalidInput
            }
        }
    }

    @Test func movedToAlertableErrorItGetsPluralsAndACategory() async {
        let written = WrittenText()
        let front = written.front(languages: ["de"], sources: [StringTableDirectory.module])
        let status = await front.report(NoteProblem.tooLong(over: 1))
        await front.report(NoteProblem.tooLong(over: 3))
        #expect(status == .dataError)
        let english = written.front(languages: ["en"], sources: [StringTableDirectory.module])
        await english.report(NoteProblem.tooLong(over: 1))
        #expect(
            written.error == """
                Fehler: Die Notiz ist zu lang.
                  Sie ist 1 Zeichen zu lang.
                Fehler: Die Notiz ist zu lang.
                  Sie ist 3 Zeichen zu lang.
                error: The note is too long.
                  It is 1 character over the limit.

                """)
        let server = HTTPFront(sources: [StringTableDirectory.module])
        let response = await server.response(
            for: NoteProblem.tooLong(over: 21), to: HTTPAlertRequest(acceptLanguage: "ru", correlationID: "req-3"))
        #expect(
            response.bodyText
                == #"{"type":"about:blank","title":"Некорректный запрос","status":400,"detail":"Заметка слишком длинная.\nОна длиннее допустимого на 21 символ.","correlationId":"req-3"}"#
        )
    }
}
