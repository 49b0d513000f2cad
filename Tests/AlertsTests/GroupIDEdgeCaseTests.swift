import Alerts
import Foundation
import Testing

/// Group ids of errors whose printed form, mirror or state is their own: an id stays the same in
/// every process and language, and errors of different kinds do not share one.
struct GroupIDEdgeCaseTests {
    /// An enum whose printed form is a sentence in the process's language, as many errors' are.
    enum Spoken: Error, CustomStringConvertible {
        case diskFull, busy
        @TaskLocal static var language = "en"
        var description: String {
            switch (self, Self.language) {
            case (.diskFull, "fr"): "Le disque est plein."
            case (.diskFull, _): "The disk is full."
            case (.busy, "fr"): "Le serveur est occupé."
            case (.busy, _): "The server is busy."
            }
        }
    }

    /// An enum whose cases print alike.
    enum Vague: Error, CustomStringConvertible {
        case diskFull, busy
        var description: String { "Storage failed." }
    }

    /// An enum whose mirror hides its values (a token, say), as a `CustomReflectable` may.
    enum Redacted: Error, CustomReflectable {
        case expired(token: String), revoked(token: String)
        var customMirror: Mirror { Mirror(self, children: [(label: String?, value: Any)]()) }
    }

    /// A class error whose cause is set after it is made.
    final class Operation: AlertableError, @unchecked Sendable {
        var title: AlertText? { nil }  // the generic title
        var cause: (any Error)?
        var underlyingError: (any Error)? { cause }
    }

    enum Plain: Error { case first, second }

    @Test func aCaseWithoutValuesKeepsItsGroupInEveryLanguage() {
        let english = ErrorContent(Spoken.diskFull).groupID
        let french = Spoken.$language.withValue("fr") { ErrorContent(Spoken.diskFull).groupID }
        #expect(english == french)
    }

    @Test func casesWithoutValuesThatPrintAlikeGroupApart() {
        #expect(ErrorContent(Vague.diskFull).groupID != ErrorContent(Vague.busy).groupID)
    }

    @Test func casesOfAnEnumWithItsOwnMirrorGroupApart() {
        #expect(
            ErrorContent(Redacted.expired(token: "a")).groupID
                != ErrorContent(Redacted.revoked(token: "a")).groupID)
    }

    @Test func aSwiftErrorPassedThroughNSErrorKeepsItsGroup() {
        #expect(ErrorContent(Plain.second as NSError).groupID == ErrorContent(Plain.second).groupID)
    }

    @Test func theGroupIDIsTheOneOfTheChainTheContentWasMadeFrom() {
        let error = Operation()
        let content = ErrorContent(error)
        let made = content.groupID
        error.cause = POSIXError(.EACCES)
        #expect(content.causes.isEmpty)
        #expect(content.groupID == made, "the causes say the chain is the error alone")
    }

    // What held.

    @Test func aCycleOfCausesEndsTheChain() {
        let first = Operation()
        let second = Operation()
        first.cause = second
        second.cause = first
        let content = ErrorContent(first)
        #expect(content.causes.count <= 1)
        #expect(content.groupID == GroupIDStabilityTests.expectedGroupID(of: [first, second]))
        #expect(content == ErrorContent(first))
    }

    @Test func aCauseEqualToItsParentEndsTheChain() {
        struct Same: AlertableError {
            var title: AlertText? { nil }  // the generic title
            var underlyingError: (any Error)? { Same() }
        }
        #expect(ErrorContent(Same()).groupID == GroupIDStabilityTests.expectedGroupID(of: [Same()]))
    }

    @Test func aChainCoversTheErrorAndEightCauses() {
        let errors = (0..<12).map { _ in Operation() }
        for (error, cause) in zip(errors, errors.dropFirst()) { error.cause = cause }
        let content = ErrorContent(errors[0])
        #expect(content.groupID == GroupIDStabilityTests.expectedGroupID(of: Array(errors.prefix(9))))
        #expect(content.groupID != GroupIDStabilityTests.expectedGroupID(of: Array(errors.prefix(10))))
    }
}
