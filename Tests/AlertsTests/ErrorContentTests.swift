import Alerts
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct PrivateFailure: Error {}

/// What an error's alert carries: Foundation texts, group ids, recovery options, retry advice.
struct ErrorContentTests {
    func english(_ text: AlertText?) -> String? {
        text?.resolved(localizer: Localizer(sources: []), languages: ["en"]).value
    }

    @Test func foundationErrorsNeverShowTheirUserInfoEnglish() async throws {
        let curl = URLError(
            .cannotConnectToHost,
            userInfo: [NSLocalizedDescriptionKey: "Failed to connect to 10.0.0.7 port 5432: Couldn't connect to server"]
        )
        let content = ErrorContent(curl)
        #expect(english(content.title) == "Can’t connect to the server.")
        #expect(content.diagnostic.contains("10.0.0.7"))
        let real = try await #require(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:1/")!)
        }
        let shown = ErrorContent(real).alert().resolved(languages: ["en"]).description
        #expect(!shown.contains("127.0.0.1") && !shown.contains("port"), "\(shown)")
    }

    @Test func theGroupIDOfAPrivateTypeIsTheSameInEveryProcess() {
        let id = ErrorContent(PrivateFailure()).groupID
        #expect(id == ErrorMappingTests.fnv1a32Folded("AlertsTests.PrivateFailure\u{0}1\u{0}"))
    }

    @Test func theGroupIDCoversEveryCause() {
        let one = ErrorContent(NSError(domain: "d", code: 1, userInfo: [NSUnderlyingErrorKey: POSIXError(.EIO)]))
        let two = ErrorContent(
            NSError(
                domain: "d", code: 1,
                userInfo: [
                    NSUnderlyingErrorKey: NSError(
                        domain: "e", code: 2, userInfo: [NSUnderlyingErrorKey: POSIXError(.EIO)])
                ]))
        let other = ErrorContent(
            NSError(
                domain: "d", code: 1,
                userInfo: [
                    NSUnderlyingErrorKey: NSError(
                        domain: "e", code: 2, userInfo: [NSUnderlyingErrorKey: POSIXError(.EPIPE)])
                ]))
        #expect(Set([one.groupID, two.groupID, other.groupID]).count == 3)
    }

    /// A `LocalizedError` moved to ``AlertableError`` with its title (which the compiler asks for)
    /// but a reason still written as a `String`.
    enum Migrated: AlertableError {
        case full
        var title: AlertText? { "Saving failed." }
        var failureReason: String? { "The disk is full." }
    }

    @Test func aTypeThatKeptAStringTextStillShowsIt() {
        let content = ErrorContent(Migrated.full)
        #expect(content.title == "Saving failed.")
        #expect(content.failureReason == AlertText(lookingUp: "The disk is full."))
    }

    struct Both: AlertableError, RecoverableError {
        var title: AlertText? { "Both." }
        var recoveryOptions: [String] { ["Keep Mine"] }
        func attemptRecovery(optionIndex: Int) -> Bool { true }
    }

    struct OnlyRecoverable: RecoverableError {
        var recoveryOptions: [String] { ["Fix It"] }
        func attemptRecovery(optionIndex: Int) -> Bool { true }
    }

    @Test func recoverableOptionsApplyWhenAConformanceOrMapperGaveNone() {
        #expect(ErrorContent(Both()).recoveryOptions.map(\.title) == [AlertText(lookingUp: "Keep Mine")])
        var mappers = ErrorMappers()
        mappers.register(OnlyRecoverable.self) { _ in ErrorContent(title: "Mapped.") }
        #expect(
            ErrorContent(OnlyRecoverable(), mappers: mappers).recoveryOptions.map(\.title) == [
                AlertText(lookingUp: "Fix It")
            ])
    }

    /// An `AlertableError` says its options itself, or as a `RecoverableError`: options in the
    /// user info of an `AlertableError` that is also a `CustomNSError` are not read, as they are
    /// for another `CustomNSError` or an `NSError`.
    struct AlertableWithUserInfo: AlertableError, CustomNSError {
        var title: AlertText? { "Alertable." }
        var errorUserInfo: [String: Any] {
            [NSLocalizedRecoveryOptionsErrorKey: ["From User Info"], NSRecoveryAttempterErrorKey: OnlyRecoverable()]
        }
    }

    struct CustomWithUserInfo: CustomNSError {
        var errorUserInfo: [String: Any] {
            [NSLocalizedRecoveryOptionsErrorKey: ["From User Info"], NSRecoveryAttempterErrorKey: OnlyRecoverable()]
        }
    }

    @Test func anAlertableErrorsOptionsComeFromItselfNotItsUserInfo() {
        #expect(ErrorContent(AlertableWithUserInfo()).recoveryOptions.isEmpty)
        #expect(ErrorContent(AlertableWithUserInfo()).title == "Alertable.")
        // Another CustomNSError's user info names the options and the attempter that runs them.
        #expect(
            ErrorContent(CustomWithUserInfo()).recoveryOptions.map(\.title) == [AlertText(lookingUp: "From User Info")])
    }

    @Test func aTypedMapperForAnNSErrorTypeKeepsToItsDomain() {
        var mappers = ErrorMappers()
        mappers.register(CocoaError.self) { _ in ErrorContent(title: "A file problem.") }
        #expect(ErrorContent(CocoaError(.fileLocking), mappers: mappers).title == "A file problem.")
        #expect(ErrorContent(NSError(domain: NSURLErrorDomain, code: -1001), mappers: mappers).source == .foundation)
        #expect(ErrorContent(NSError(domain: "com.example", code: 1), mappers: mappers).source == .generic)
    }

    @Test func foundationCodesGetFittingTextsAndHints() throws {
        #expect(ErrorContent(POSIXError(.EINTR)).isCancellation == false)
        #expect(ErrorContent(URLError(.userCancelledAuthentication)).isCancellation)
        let json = try #require(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data("{".utf8)) }
        #expect(english(ErrorContent(json).title) == "The data couldn’t be read.")
        #expect(ErrorContent(URLError(.fileDoesNotExist)).retry == .no)
    }

    @Test func theWaitBeforeARetryIsSaidInTheMessage() {
        func advice(_ delay: Duration, _ language: LanguageTag) -> String? {
            ErrorContent(title: "x", retry: .after(delay)).retryAdvice?
                .resolved(localizer: Localizer(sources: []), languages: [language]).value
        }
        #expect(advice(.seconds(1), "en") == "Try again in 1 second.")
        #expect(advice(.milliseconds(1500), "en") == "Try again in 2 seconds.")
        #expect(advice(.seconds(150), "en") == "Try again in 3 minutes.")
        #expect(advice(.seconds(5), "ru") == "Повторите попытку через 5 секунд.")
        #expect(ErrorContent(title: "x", retry: .mayHelp).retryAdvice == nil)
    }
}
