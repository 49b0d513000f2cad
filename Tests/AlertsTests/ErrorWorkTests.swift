import Alerts
import AlertsTesting
import Foundation
import Synchronization
import Testing

/// Making an alert from an error does no work a front does not ask for: no `String` texts
/// resolved in the process's language, no error printed until its diagnostic is read, and a
/// group id from the domain and code the error has as an `NSError` without bridging it.
struct ErrorWorkTests {
    /// How often ``Counted`` was printed.
    static let printings = Mutex(0)

    /// An error that counts how often it is printed.
    struct Counted: AlertableError, CustomDebugStringConvertible {
        var title: AlertText? { "The report couldn’t be sent." }
        var debugDescription: String {
            ErrorWorkTests.printings.withLock { $0 += 1 }
            return "Counted()"
        }
    }

    /// An app's error class, and a subclass that overrides its title.
    class BaseFailure: AlertableError, @unchecked Sendable {
        var title: AlertText? { AlertText(verbatim: "base") }
    }
    final class DerivedFailure: BaseFailure, @unchecked Sendable {
        override var title: AlertText? { AlertText(verbatim: "derived") }
    }

    /// An `AlertableError` is taken out of its `any Error` as the type found for it once; an
    /// instance held as its superclass, which that cannot take out, is cast instead. Either way
    /// its own texts are read.
    @Test func anAlertableClassIsReadWhicheverTypeHoldsIt() {
        let errors: [(error: any Error, title: String)] = [
            (BaseFailure(), "base"), (DerivedFailure(), "derived"), (DerivedFailure() as BaseFailure, "derived"),
        ]
        // Twice: the first time finds each type's facts, the second uses them.
        for _ in 0..<2 {
            for (error, title) in errors {
                let content = ErrorContent(error)
                #expect(content.source == .alertableError)
                #expect(content.title == AlertText(verbatim: title))
            }
        }
    }

    /// Texts no table has, in a language none has: resolving them would tell a missing translation.
    struct Untranslated: AlertableError {
        var key: String
        var title: AlertText? { AlertText(AlertText.Key(key)) }
        var reason: AlertText? { AlertText(AlertText.Key(key + " reason")) }
    }

    /// The `String` texts the protocol provides resolve in the process's language, and tell of a
    /// missing translation: reading them would show as events.
    @Test func makingTheContentResolvesNoStringTextInTheProcesssLanguage() {
        let recorder = DiagnosticEventRecorder()
        let key = "untranslated-\(UUID().uuidString)"
        let error = Untranslated(key: key)
        let content = ProcessLocalization.withSettings(.init(languages: ["ja"])) { ErrorContent(error) }
        #expect(content.title == AlertText(AlertText.Key(key)))
        #expect(recorder.events(mentioning: key).isEmpty, "\(recorder.events(mentioning: key))")
        // The events this test looks for, when the String texts are read.
        let description = ProcessLocalization.withSettings(.init(languages: ["ja"])) { error.localizedDescription }
        #expect(description == key)
        #expect(!recorder.events(mentioning: key).isEmpty)
    }

    @Test func theErrorIsPrintedWhenItsDiagnosticIsReadNotBefore() {
        let error = Counted()
        let before = Self.printings.withLock { $0 }
        var content = ErrorContent(error)
        let resolved = content.alert().resolved(languages: ["en"])
        #expect(Self.printings.withLock { $0 } == before, "nothing printed the error yet")
        #expect(content.diagnostic == String(reflecting: error))
        #expect(resolved.error?.diagnostic == String(reflecting: error))
        content.diagnostic = "set by hand"
        #expect(content.diagnostic == "set by hand")
        #expect(content.alert().resolved(languages: ["en"]).error?.diagnostic == "set by hand")
        #expect(ErrorContent(title: "Written by hand.").diagnostic == "")
    }

    // MARK: The message

    @Test func anErrorsAlertWithoutAMessageOfItsOwnShowsTheErrorsWithItsHint() {
        let contents = [
            ErrorContent(title: "t"), ErrorContent(title: "t", failureReason: "Why."),
            ErrorContent(title: "t", recoverySuggestion: "Do this.", retry: .after(.seconds(30))),
            ErrorContent(title: "t", failureReason: "Why.", recoverySuggestion: "Do this."),
            ErrorContent(
                title: "t", failureReason: AlertText(lines: ["One.", "Two."]), recoverySuggestion: "Do this."),
        ]
        let expected: [(message: String?, hint: String?)] = [
            (nil, nil), ("Why.", nil), ("Do this.\nTry again in 30 seconds.", "Do this.\nTry again in 30 seconds."),
            ("Why.\nDo this.", "Do this."), ("One.\nTwo.\nDo this.", "Do this."),
        ]
        for (content, expected) in zip(contents, expected) {
            let own = content.alert().resolved(languages: ["en"])
            #expect(own.message == expected.message, "\(content)")
            #expect(own.hint == expected.hint, "\(content)")
            // A message of the alert's own replaces the error's, even one with the same words: it
            // has no hint. An empty one leaves the alert without a message.
            let messages: [(AlertText, String?)] = [
                ("Why.", "Why."), (AlertText(lines: ["Why.", "Do this."]), "Why.\nDo this."),
                (AlertText(verbatim: ""), nil),
            ]
            for (message, shown) in messages {
                var alert = content.alert()
                alert.message = message
                let resolved = alert.resolved(languages: ["en"])
                #expect(resolved.hint == nil, "\(content) \(message)")
                #expect(resolved.message == shown, "\(content) \(message)")
                #expect(resolved.error == own.error, "\(content) \(message)")
            }
        }
    }

    /// An error that prints differently each time, as one holding a set or a dictionary may.
    struct PrintsDifferently: AlertableError, CustomDebugStringConvertible {
        var title: AlertText? { "Sync failed." }
        var debugDescription: String { "PrintsDifferently(\(UUID().uuidString))" }
    }

    @Test func equalityComparesWhatIsShownNotHowTheErrorPrints() {
        let content = ErrorContent(PrintsDifferently())
        #expect(content.diagnostic != content.diagnostic)
        #expect(content == ErrorContent(PrintsDifferently()))
        #expect(content.alert() == ErrorContent(PrintsDifferently()).alert())
        #expect(content.hashValue == ErrorContent(PrintsDifferently()).hashValue)
    }

    // MARK: Group ids

    struct Plain: Error {}
    enum Cases: Error { case first, second }
    struct Custom: CustomNSError {
        static var errorDomain: String { "com.example.custom" }
        var errorCode: Int { 42 }
    }
    final class Subclass: NSError, @unchecked Sendable {}
    struct Coded: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var errorCode: String? { "E1042" }
    }
    struct Uncoded: AlertableError {
        var title: AlertText? { nil }  // the generic title
    }

    static func local() -> any Error {
        struct Local: Error {}
        return Local()
    }

    static let errors: [any Error] = [
        Plain(), Cases.second, Custom(), Subclass(domain: "com.example.sub", code: 3),
        NSError(domain: "com.example", code: -7), POSIXError(.ENOSPC), CocoaError(.fileNoSuchFile),
        URLError(.timedOut), CancellationError(),
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
        Coded(), Uncoded(), local(),
    ]

    @Test(arguments: errors.indices)
    func theGroupIDHashesTheDomainAndCodeOfItsDefinition(index: Int) {
        let error = Self.errors[index]
        #expect(ErrorContent(error).groupID == GroupIDStabilityTests.expectedGroupID(of: [error]))
    }

    @Test func theGroupIDOfALocalTypeLeavesOutItsAddress() {
        let error = Self.local()
        #expect((error as NSError).domain.contains("(unknown context at $"))
        #expect(
            ErrorContent(error).groupID
                == ErrorMappingTests.fnv1a32Folded("AlertsTests.ErrorWorkTests.Local\u{0}1\u{0}"))
    }
}
