import Alerts
import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Any error becomes alert content, by the paths of `ErrorContent.init(_:mappers:)`, in order.
/// An override of a front that does not exist, to show the core carries overrides untouched.
struct Marker: FrontOverride {
    var name: String
}

struct ErrorMappingTests {
    enum SaveError: AlertableError {
        case diskFull(needed: Int)
        case locked

        var title: AlertText? { "The document couldn’t be saved." }
        var reason: AlertText? {
            switch self {
            case .diskFull(let needed): "The disk needs \(needed) MB more space."
            case .locked: nil
            }
        }
        var suggestion: AlertText? { "Free up some space, then try again." }
        var severity: AlertSeverity { .warning }
        var category: ErrorCategory? { .resourcesExhausted }
        var errorCode: String? { "SAVE-1" }
        var retry: RetryHint { .after(.seconds(30)) }
    }

    struct PlainAlertableError: AlertableError {
        var title: AlertText? { nil }  // the generic title
    }

    struct WrappingError: AlertableError {
        var cause: any Error
        var title: AlertText? { "Sync failed." }
        var underlyingError: (any Error)? { cause }
    }

    struct Opaque: Error, CustomStringConvertible {
        var description: String { "Opaque(secret: /srv/db/password.txt)" }
    }

    /// English resolution with no tables of the test's own: the package's texts only.
    func english(_ text: AlertText?) -> String? {
        text?.resolved(localizer: Localizer(sources: []), languages: ["en"]).value
    }

    // MARK: 1. AlertableError

    @Test func anAlertableErrorGivesEverything() {
        let content = ErrorContent(SaveError.diskFull(needed: 120))
        #expect(content.source == .alertableError)
        #expect(content.title == "The document couldn’t be saved.")
        #expect(content.failureReason == "The disk needs \(120) MB more space.")
        #expect(content.failureReason?.key?.key == "The disk needs %lld MB more space.")
        #expect(
            content.message
                == AlertText(lines: [
                    "The disk needs \(120) MB more space.", "Free up some space, then try again.",
                    AlertText("Try again in \(30) seconds.", table: "Alerts"),
                ]))
        #expect(content.severity == .warning)
        #expect(content.category == .resourcesExhausted)
        #expect(content.overrides.isEmpty)
        #expect(content.errorCode == "SAVE-1")
        #expect(content.retry == .after(.seconds(30)))
        #expect(content.diagnostic.contains("diskFull"))
    }

    @Test func everyRequirementHasItsDocumentedDefault() {
        let error = PlainAlertableError()
        #expect(error.reason == nil)
        #expect(error.suggestion == nil)
        #expect(error.help == nil)
        #expect(error.recoveryOptions.isEmpty)
        #expect(error.underlyingError == nil)
        #expect(error.severity == .error)
        #expect(error.category == nil)
        #expect(error.errorCode == nil)
        #expect(error.retry == .no)
        let content = ErrorContent(error)
        #expect(content.title == .genericErrorTitle)
        #expect(content.message == nil)
        #expect(content.isCancellation == false)
    }

    // MARK: 2. Mappers

    @Test func mappersAreAskedNewestFirstAndBeforeTheErrorsOwnTexts() {
        var mappers = ErrorMappers()
        #expect(mappers.isEmpty)
        mappers.register { error in error is SaveError ? nil : ErrorContent(title: "Oldest") }
        mappers.register(Opaque.self) { _ in ErrorContent(title: "Opaque, middle") }
        mappers.register(POSIXError.self) { _ in ErrorContent(title: "Newest, POSIX only") }

        #expect(ErrorContent(Opaque(), mappers: mappers).title == "Opaque, middle")
        #expect(ErrorContent(Opaque(), mappers: mappers).source == .mapper)
        #expect(ErrorContent(POSIXError(.EIO), mappers: mappers).title == "Newest, POSIX only")
        #expect(ErrorContent(PlainAlertableError(), mappers: mappers).title == "Oldest")
        #expect(ErrorContent(SaveError.locked, mappers: mappers).source == .alertableError)
        #expect(!mappers.isEmpty)
    }

    @Test func aMapperForAnAlertableErrorReplacesWhatTheConformanceSays() {
        var mappers = ErrorMappers()
        mappers.register(SaveError.self) { _ in ErrorContent(title: "Saving is off today.", category: .unavailable) }
        let content = ErrorContent(SaveError.locked, mappers: mappers)
        #expect(content.title == "Saving is off today.")
        #expect(content.category == .unavailable)
        #expect(content.source == .mapper)
        #expect(ErrorContent(SaveError.locked).title == "The document couldn’t be saved.")
    }

    @Test func refinementsChangeWhatAConformanceSaysOldestFirst() {
        var mappers = ErrorMappers()
        mappers.refine(SaveError.self) { error, content in
            if case .diskFull(let needed) = error { content.overrides.append(Marker(name: "disk \(needed)")) }
            content.recoverySuggestion = "Run “disk-tool clean”."
        }
        mappers.refine(Opaque.self) { _, content in content.title = "Never: not a SaveError" }
        mappers.refine { _, content in content.overrides.append(Marker(name: "every error, last")) }
        let content = ErrorContent(SaveError.diskFull(needed: 5), mappers: mappers)
        #expect(content.source == .alertableError)  // the texts are still the conformance's
        #expect(content.title == "The document couldn’t be saved.")
        #expect(content.recoverySuggestion == "Run “disk-tool clean”.")
        #expect(content.overrides.map { $0 as? Marker } == [Marker(name: "disk 5"), Marker(name: "every error, last")])
        #expect(content.severity == .warning)
    }

    @Test func refinementsChangeAMappersAndFoundationsContentToo() {
        var mappers = ErrorMappers()
        mappers.register(Opaque.self) { _ in ErrorContent(title: "Opaque") }
        mappers.refine(Opaque.self) { _, content in content.category = .internal }
        mappers.refine(POSIXError.self) { _, content in content.overrides = [Marker(name: "posix")] }
        #expect(ErrorContent(Opaque(), mappers: mappers).category == .internal)
        let posix = ErrorContent(POSIXError(.EIO), mappers: mappers)
        #expect(posix.source == .foundation)
        #expect(posix.overrides.first(Marker.self) == Marker(name: "posix"))
    }

    class BaseFailure: Error, @unchecked Sendable {}
    final class DerivedFailure: BaseFailure, @unchecked Sendable {}

    /// A typed mapper or refinement gets every error that casts to its type, and no other: a
    /// subclass's errors, every error for `any Error`, an `NSError` of `CocoaError`'s domain for
    /// `CocoaError`; a value of another type never (it is not cast: the types are compared).
    @Test func aTypedMapperGetsEveryErrorThatCastsToItsTypeAndNoOther() {
        var mappers = ErrorMappers()
        mappers.register(BaseFailure.self) { _ in ErrorContent(title: "A base failure") }
        mappers.register(CocoaError.self) { _ in ErrorContent(title: "A Cocoa error") }
        mappers.refine((any Error).self) { _, content in content.overrides.append(Marker(name: "any")) }
        mappers.refine(Opaque.self) { _, content in content.overrides.append(Marker(name: "opaque")) }
        mappers.refine(SaveError.self) { _, content in content.overrides.append(Marker(name: "save")) }
        func mapped(_ error: any Error) -> (AlertText, [String]) {
            let content = ErrorContent(error, mappers: mappers)
            return (content.title, content.overrides.compactMap { ($0 as? Marker)?.name })
        }
        #expect(mapped(DerivedFailure()) == ("A base failure", ["any"]))
        #expect(mapped(BaseFailure()) == ("A base failure", ["any"]))
        #expect(mapped(NSError(domain: NSCocoaErrorDomain, code: 4)) == ("A Cocoa error", ["any"]))
        #expect(mapped(CocoaError(.fileNoSuchFile)) == ("A Cocoa error", ["any"]))
        #expect(mapped(NSError(domain: "com.example", code: 4)).0 != "A Cocoa error")
        #expect(mapped(POSIXError(.EIO)).0 != "A Cocoa error")
        #expect(mapped(Opaque()).1 == ["any", "opaque"])
        #expect(mapped(SaveError.locked).1 == ["any", "save"])
        #expect(mapped(PlainAlertableError()).1 == ["any"])
    }

    @Test func mappersAreAValueAFrontKeepsItsCopyOf() {
        var mappers = ErrorMappers()
        mappers.register(Opaque.self) { _ in ErrorContent(title: "Given to the front") }
        let given = mappers
        mappers.register(Opaque.self) { _ in ErrorContent(title: "Registered later") }
        #expect(ErrorContent(Opaque(), mappers: given).title == "Given to the front")
        #expect(ErrorContent(Opaque(), mappers: mappers).title == "Registered later")
        #expect(ErrorContent(Opaque()).source == .generic)  // no registry anywhere else
    }

    // MARK: 3. LocalizedError

    struct UploadError: LocalizedError {
        var errorDescription: String? { "The upload failed." }
        var failureReason: String? { "The server closed the connection." }
        var helpAnchor: String? { "uploads" }
    }

    struct SilentLocalizedError: LocalizedError {}

    @Test func localizedErrorTextsAreTextsToLookUp() {
        let content = ErrorContent(UploadError())
        #expect(content.source == .localizedError)
        #expect(content.title == AlertText(lookingUp: "The upload failed."))
        #expect(content.failureReason == AlertText(lookingUp: "The server closed the connection."))
        #expect(content.helpAnchor == AlertText(lookingUp: "uploads"))
        #expect(content.recoverySuggestion == nil)
    }

    @Test func aLocalizedErrorWithNoTextsFallsThroughToTheGenericTitle() {
        let content = ErrorContent(SilentLocalizedError())
        #expect(content.source == .generic)
        #expect(content.title == .genericErrorTitle)
    }

    // MARK: RecoverableError

    final class Attempts: Sendable {
        let log = Mutex<[String]>([])
    }

    struct ConflictError: RecoverableError, LocalizedError {
        let attempts: Attempts
        var errorDescription: String? { "The document changed on the server." }
        var recoveryOptions: [String] { ["Keep Mine", "Use Theirs"] }
        func attemptRecovery(optionIndex: Int) -> Bool {
            attempts.log.withLock { $0.append("sync \(optionIndex)") }
            return optionIndex == 0
        }
        func attemptRecovery(optionIndex: Int, resultHandler handler: @escaping (Bool) -> Void) {
            attempts.log.withLock { $0.append("async \(optionIndex)") }
            handler(optionIndex == 0)
        }
    }

    @Test func recoverableErrorOptionsBecomeButtonsThatAttemptRecovery() async {
        let attempts = Attempts()
        let content = ErrorContent(ConflictError(attempts: attempts))
        #expect(
            content.recoveryOptions.map(\.title) == [
                AlertText(lookingUp: "Keep Mine"), AlertText(lookingUp: "Use Theirs"),
            ])
        #expect(content.recoveryOptions.allSatisfy { $0.afterSuccess == .retry })
        let buttons = content.alert().buttons
        #expect(buttons.map(\.action) == [.recover(0), .recover(1), .cancel])
        #expect(await content.recoveryOptions[0].attemptRecovery() == true)
        #expect(await content.recoveryOptions[1].attemptRecovery() == false)
        #expect(attempts.log.withLock { $0 } == ["async 0", "async 1"])
    }

    // MARK: 4. CustomNSError and NSError user info

    struct QuotaError: CustomNSError {
        static var errorDomain: String { "com.example.quota" }
        var errorCode: Int { 12 }
        var errorUserInfo: [String: Any] {
            [
                NSLocalizedDescriptionKey: "Your storage is full.",
                NSLocalizedRecoverySuggestionErrorKey: "Upgrade your plan or delete old files.",
            ]
        }
    }

    @Test func customNSErrorUserInfoGivesTheTextsAndTheCode() {
        let content = ErrorContent(QuotaError())
        #expect(content.source == .userInfo)
        #expect(content.title == AlertText(lookingUp: "Your storage is full."))
        #expect(content.recoverySuggestion == AlertText(lookingUp: "Upgrade your plan or delete old files."))
        #expect(content.errorCode == nil, "the domain code is for verbose reports and logs")
        #expect(content.domainCode == "com.example.quota 12")
    }

    @Test func nsErrorUserInfoKeysAndTheUnderlyingErrorMakeACauseChain() {
        let error = NSError(
            domain: "com.example.sync", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Sync failed.",
                NSLocalizedFailureReasonErrorKey: "The server did not answer.",
                NSLocalizedRecoverySuggestionErrorKey: "Try again later.",
                NSLocalizedRecoveryOptionsErrorKey: ["Nothing can run this"],
                NSUnderlyingErrorKey: POSIXError(.ECONNREFUSED),
            ])
        let content = ErrorContent(error)
        #expect(content.source == .userInfo)
        #expect(content.title == AlertText(lookingUp: "Sync failed."))
        #expect(content.failureReason == AlertText(lookingUp: "The server did not answer."))
        #expect(content.recoverySuggestion == AlertText(lookingUp: "Try again later."))
        #expect(content.recoveryOptions.isEmpty, "options with no attempter would be buttons that do nothing")
        #expect(content.domainCode == "com.example.sync 7")
        #expect(content.causes.map { english($0.title) } == ["The server refused the connection."])
        #expect(content.causes.first?.diagnostic.contains("POSIXError") == true)
    }

    // MARK: 5. Foundation's errors

    @Test func aFileThatDoesNotExistIsNamedAndItsCauseKept() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/notes.txt")
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: url) }
        let content = ErrorContent(error)
        #expect(content.source == .foundation)
        #expect(english(content.title) == "The file “notes.txt” couldn’t be found.")
        #expect(english(content.recoverySuggestion) == "Check the name and location, then try again.")
        #expect(content.category == .notFound)
        #expect(content.errorCode == nil)
        #expect(content.domainCode == "NSCocoaErrorDomain 260")
        // ENOENT under "file not found" says nothing more: it is left out.
        #expect(content.causes.isEmpty, "\(content.causes)")
        #expect(content.retry == .no)
    }

    @Test(
        arguments: [
            (
                CocoaError(.fileReadNoPermission), "The file couldn’t be opened.",
                "You don’t have permission to read it.", .noPermission
            ),
            (
                CocoaError(.fileReadCorruptFile), "The file couldn’t be opened.",
                "The file is damaged or in a format that can’t be read.", .invalidInput
            ),
            (CocoaError(.fileWriteOutOfSpace), "There isn’t enough space to save the file.", nil, .resourcesExhausted),
            (
                CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: "/tmp/a.txt"]),
                "A file named “a.txt” already exists.", nil, .conflict
            ),
        ] as [(CocoaError, String, String?, ErrorCategory)])
    func cocoaErrorsHaveTheirOwnTexts(error: CocoaError, title: String, reason: String?, category: ErrorCategory) {
        let content = ErrorContent(error)
        #expect(english(content.title) == title)
        #expect(english(content.failureReason) == reason)
        #expect(content.category == category)
    }

    @Test(arguments: [
        (POSIXErrorCode.ENOENT, "The file couldn’t be found.", "ENOENT", false),
        (.EACCES, "You don’t have permission to do this.", "EACCES", false),
        (.ENOSPC, "There isn’t enough space to save the file.", "ENOSPC", false),
        (.ECONNREFUSED, "The server refused the connection.", "ECONNREFUSED", true),
        (.ETIMEDOUT, "The connection timed out.", "ETIMEDOUT", true),
    ])
    func posixErrorsHaveTheirOwnTexts(code: POSIXErrorCode, title: String, name: String, retryable: Bool) {
        let content = ErrorContent(POSIXError(code))
        #expect(content.source == .foundation)
        #expect(english(content.title) == title)
        #expect(content.domainCode == name)
        #expect((content.retry != .no) == retryable)
        // The same code reaching us as a plain NSError maps the same way.
        let bridged = NSError(domain: NSPOSIXErrorDomain, code: Int(code.rawValue))
        #expect(ErrorContent(bridged).title == content.title)
    }

    @Test(arguments: [
        (
            URLError.Code.notConnectedToInternet, "You’re not connected to the internet.",
            "Check your network connection, then try again."
        ),
        (.timedOut, "The request timed out.", "Check your network connection, then try again."),
        (
            .cannotFindHost, "The server can’t be found.",
            "Check the address and your network connection, then try again."
        ),
    ])
    func urlErrorsHaveTheirOwnTexts(code: URLError.Code, title: String, suggestion: String) {
        let content = ErrorContent(URLError(code))
        #expect(english(content.title) == title)
        #expect(english(content.recoverySuggestion) == suggestion)
        #expect(content.retry != .no)
        #expect(content.domainCode == "NSURLErrorDomain \(code.rawValue)")
    }

    struct Settings: Codable {
        struct Server: Codable {
            var port: Int
            var host: String
        }
        var server: Server
        var tags: [String]
        var verbose: Bool
    }

    /// A user's settings file that does not decode: the reason names the place in the file, the
    /// keys as the file spells them, and what is wrong there in words — never a type of the program.
    @Test(arguments: [
        (#"{"server": {"host": "a"}, "tags": [], "verbose": true}"#, "“server.port” is missing."),
        (#"{"server": {"port": "80", "host": "a"}, "tags": [], "verbose": true}"#, "“server.port” should be a number."),
        (#"{"server": {"port": 80, "host": 5}, "tags": [], "verbose": true}"#, "“server.host” should be text."),
        (#"{"server": {"port": 80, "host": "a"}, "tags": ["x", 1], "verbose": true}"#, "“tags[1]” should be text."),
        (#"{"server": {"port": 80, "host": "a"}, "tags": [], "verbose": "yes"}"#, "“verbose” should be true or false."),
        (#"{"server": {"port": 80, "host": "a"}, "tags": "x", "verbose": true}"#, "“tags” should be a list."),
        (#"{"server": 3, "tags": [], "verbose": true}"#, "“server” has the wrong type."),
        (#"{"server": null, "tags": [], "verbose": true}"#, "“server” is missing."),
        (#"{"server": {"port": 80, "host": "a"}, "tags": [], "#, "It isn’t in the correct format."),
        (#"[]"#, "It isn’t in the correct format."),
    ])
    func aDecodingErrorNamesThePlaceInTheDataInWords(json: String, reason: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        }
        let content = ErrorContent(error)
        let shown = [english(content.title), english(content.message)].compactMap { $0 }.joined(separator: "\n")
        #expect(shown == "The data couldn’t be read.\n\(reason)")
        for name in ["Settings", "Server", "Int", "String", "Bool", "Array", "Dictionary", "Optional", "Index"] {
            #expect(!shown.contains(name), "a type of the program shown: \(shown)")
        }
        #expect(content.category == .invalidInput)
    }

    @Test func aDeepOrHostilePathIsCutToItsEnd() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let path = (0..<1_000).map { Key("level\($0)") } + [Key(String(repeating: "k", count: 100_000))]
        let error = DecodingError.valueNotFound(Int.self, .init(codingPath: path, debugDescription: ""))
        let reason = english(ErrorContent(error).failureReason) ?? ""
        #expect(reason.count < 200)
        #expect(reason.hasPrefix("“…kkk") && reason.hasSuffix("k” is missing."))
    }

    @Test func theReasonIsTranslated() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Settings.self, from: Data(#"{"server": {"port": "80", "host": "a"}}"#.utf8))
        }
        let reason = ErrorContent(error).failureReason
        func shown(_ language: LanguageTag) -> String? {
            reason?.resolved(localizer: Localizer(sources: []), languages: [language]).value
        }
        #expect(shown("de") == "„server.port“ muss eine Zahl sein.")
        #expect(shown("ja") == "「server.port」は数値である必要があります。")
        #expect(shown("ru") == "«server.port» должно быть числом.")
        #expect(shown("ar") == "يجب أن تكون قيمة “server.port” رقمًا.")
    }

    @Test func encodingErrorsHaveTheirOwnTexts() throws {
        let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode([Double.nan]) }
        let content = ErrorContent(error)
        #expect(english(content.title) == "The data couldn’t be written.")
        #expect(english(content.failureReason) == "It contains a value that can’t be stored.")
    }

    @Test func cancellationIsKnownAndNeedsNoAlert() {
        for error: any Error in [CancellationError(), CocoaError(.userCancelled), URLError(.cancelled)] {
            let content = ErrorContent(error)
            #expect(content.isCancellation, "\(error)")
            #expect(english(content.title) == "The operation was cancelled.")
        }
    }

    // MARK: 6. Anything else

    @Test func anUnknownErrorGetsTheGenericTitleAndItsWordsGoToTheDiagnosticOnly() {
        let content = ErrorContent(Opaque())
        #expect(content.source == .generic)
        #expect(content.title == .genericErrorTitle)
        #expect(content.message == nil)
        #expect(content.errorCode == nil && content.domainCode == nil)
        #expect(content.diagnostic.contains("/srv/db/password.txt"))
        let resolved = content.alert().resolved(languages: ["en"])
        #expect(!resolved.description.contains("password"))
        #expect(resolved.title == "An error occurred.")
    }

    // MARK: Causes and grouping

    final class Loop: AlertableError, @unchecked Sendable {
        var title: AlertText? { nil }  // the generic title
        var underlyingError: (any Error)? { self }
    }

    @Test func causesFollowTheChainLeaveOutRepeatsAndStopAtCyclesAndAfterEight() {
        let content = ErrorContent(
            WrappingError(cause: CocoaError(.fileReadNoSuchFile, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOENT)]))
        )
        #expect(english(content.title) == "Sync failed.")
        #expect(content.causes.map { english($0.title) } == ["The file couldn’t be found."], "ENOENT repeats it")
        let two = ErrorContent(
            WrappingError(
                cause: URLError(.notConnectedToInternet, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENETUNREACH)])))
        #expect(
            two.causes.map { english($0.title) } == [
                "You’re not connected to the internet.", "The network can’t be reached.",
            ])
        #expect(ErrorContent(Loop()).causes.isEmpty, "an error that causes itself")
        var deep: any Error = POSIXError(.EIO)
        for code in 1...12 {
            deep = NSError(
                domain: "com.example.layer", code: code,
                userInfo: [NSLocalizedDescriptionKey: "Layer \(code) failed.", NSUnderlyingErrorKey: deep])
        }
        #expect(
            ErrorContent(deep).causes.map(\.title)
                == (4...11).reversed().map { AlertText(lookingUp: "Layer \($0) failed.") })
    }

    final class Pair: AlertableError, @unchecked Sendable {
        var other: Pair?
        let name: String
        init(_ name: String) { self.name = name }
        var title: AlertText? { AlertText(verbatim: name) }
        var underlyingError: (any Error)? { other }
    }

    @Test func aTwoErrorCycleStopsAtTheFirstRepeat() {
        let a = Pair("A")
        let b = Pair("B")
        a.other = b
        b.other = a
        #expect(ErrorContent(a).causes.map(\.title) == [AlertText(verbatim: "B")])
    }

    @Test func theGroupIDIsShortStableAndIgnoresDetails() {
        let first = ErrorContent(CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/a/one.txt"]))
        let second = ErrorContent(CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/b/two.txt"]))
        let other = ErrorContent(CocoaError(.fileReadNoPermission))
        let wrapped = ErrorContent(
            NSError(domain: NSCocoaErrorDomain, code: 260, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOENT)]))
        #expect(first.groupID == second.groupID)
        #expect(first.groupID != other.groupID)
        #expect(first.groupID != wrapped.groupID, "the cause is part of the group")
        #expect(first.groupID.count == 8 && first.groupID.allSatisfy(\.isHexDigit))
        // FNV-1a of "NSCocoaErrorDomain\0" "260\0", folded: the same in every process.
        #expect(first.groupID == Self.fnv1a32Folded("NSCocoaErrorDomain\u{0}260\u{0}"))
    }

    static func fnv1a32Folded(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        return String(format: "%08x", folded)
    }
}
