import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// What a front declares about itself, by the public requirements of `AlertFront`, is what the
/// shared path does: a front written outside the package's modules names itself in the
/// diagnostics event and adds to it, hides an error's texts, only delivers, names one language
/// and keeps an error's own suggestions from its readers — each with the default a front that
/// declares nothing gets.
struct FrontDeclarationsTests {
    /// A chat bot's front: it posts the alert to a room and nobody answers there.
    struct ChatFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["de"]
        var room: String
        let posted = Posted()

        var diagnosticsName: String { "chat" }
        func hidesTexts(of alert: ResolvedAlert) -> Bool { alert.error?.source.isWrittenForReaders == false }
        func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] { ["room": room] }
        var deliversOnly: Bool { true }
        var namesOneLanguage: Bool { true }
        var showsOwnRecoverySuggestions: Bool { false }

        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            posted.append(alert)
            return .delivered
        }
    }

    /// A front that declares nothing but what it must.
    struct PlainFront: AlertFront {
        var localizer = Localizer(sources: [])
        var languages: [LanguageTag] = ["de"]
        let posted = Posted()
        func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
            posted.append(alert)
            return .unanswered(automaticChoice: alert.automaticChoice)
        }
    }

    final class Posted: Sendable {
        private let alerts = Mutex<[ResolvedAlert]>([])
        func append(_ alert: ResolvedAlert) { alerts.withLock { $0.append(alert) } }
        var all: [ResolvedAlert] { alerts.withLock { $0 } }
    }

    struct QuotaUsed: AlertableError {
        var marker: String
        var title: AlertText? { AlertText(verbatim: "Quota used \(marker).") }
        var suggestion: AlertText? { "Free up some space, then try again." }
        var retry: RetryHint { .after(.seconds(90)) }
    }

    struct Unexplained: Error, CustomStringConvertible {
        var marker: String
        var description: String { "unexplained \(marker)" }
    }

    @Test func theEventNamesTheFrontAndCarriesWhatItAdds() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        await ChatFront(room: "ops-7").present(ChatFront(room: "ops-7").content(for: QuotaUsed(marker: marker)).alert())
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["front"] == "chat")
        #expect(event.metadata["room"] == "ops-7")
        #expect(event.level == .debug, "texts written for readers, shown")
    }

    @Test func aFrontThatDeclaresNothingIsNamedByItsTypeAndAddsNothing() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        await PlainFront().present(ErrorContent(QuotaUsed(marker: marker)).alert())
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.metadata["front"] == "PlainFront")
        #expect(event.metadata["room"] == nil)
    }

    @Test func textsTheFrontHidesMakeTheEventAnError() async throws {
        let recorder = DiagnosticEventRecorder()
        let marker = UUID().uuidString
        var content = ErrorContent(Unexplained(marker: marker))
        content.title = AlertText(verbatim: "Something failed.")  // not generic: only hiding makes it an error
        await ChatFront(room: "a").present(content.alert())
        let event = try #require(recorder.events(mentioning: marker).first)
        #expect(event.level == .error)
        #expect(event.metadata["source"] == "generic")
    }

    @Test func aFrontThatOnlyDeliversStatesTheWaitTheErrorAsks() async throws {
        let chat = ChatFront(room: "a")
        _ = await chat.perform(longestWait: .seconds(60)) { () throws -> Void in throw QuotaUsed(marker: "x") }
        let plain = PlainFront()
        _ = await plain.perform(retryLimit: 0, longestWait: .seconds(60)) { () throws -> Void in
            throw QuotaUsed(marker: "x")
        }
        #expect(try #require(chat.posted.all.first?.message).contains("90 Sekunden"))
        #expect(try #require(plain.posted.all.first?.message).contains("60 Sekunden"))
    }

    @Test func aFrontThatNamesOneLanguageShowsEveryTextInTheTitlesLanguage() async throws {
        // A title no table has is its key, in the source language: the buttons follow it.
        let alert = Alert<Never>(title: "Only in English", buttons: [AlertButton(.Alerts.cancel, role: .cancel)])
        let chat = ChatFront(room: "a")
        let plain = PlainFront()
        await chat.present(alert)
        await plain.present(alert)
        #expect(chat.posted.all.first?.buttons.map(\.label) == ["Cancel"])
        #expect(plain.posted.all.first?.buttons.map(\.label) == ["Abbrechen"])
    }

    @Test func aFrontThatKeepsOwnSuggestionsFromItsReadersLeavesThemOut() {
        #expect(ChatFront(room: "a").content(for: QuotaUsed(marker: "x")).recoverySuggestion == nil)
        #expect(PlainFront().content(for: QuotaUsed(marker: "x")).recoverySuggestion != nil)
    }

    /// A front's own error carries the front's values, from any module.
    @Test func aFrontsOwnErrorCarriesItsValues() {
        struct RoomCode: FrontOverride { var value: Int }
        struct FloodWait: AlertableError, FrontOwnedError {
            var title: AlertText? { "Too many messages." }
            var frontOverrides: [any FrontOverride] { [RoomCode(value: 420)] }
        }
        #expect(ErrorContent(FloodWait()).overrides.first(RoomCode.self) == RoomCode(value: 420))
    }
}
