import Alerts
import GRPCCore
import Synchronization

/// The gRPC front for one call: an `AlertFront` whose languages are the call's, whose `present`
/// makes the call's `RPCError` (``delivered``) from the alert the package's shared path resolved.
///
/// Nobody answers a status: it is delivered, and the client decides when to come back.
final class GRPCCall: AlertFront {
    /// The server's front.
    let front: GRPCFront
    /// The call's languages: the ones its `accept-language` metadata asks for, then the front's.
    let languages: [LanguageTag]
    /// The error made by the last presentation, and its correlation id.
    private let made = Mutex<(error: RPCError, correlationID: String)?>(nil)

    init(front: GRPCFront, languages: [LanguageTag]) {
        self.front = front
        self.languages = languages
    }

    var localizer: Localizer { front.localizer }
    var mappers: ErrorMappers { front.mappers }

    /// The `RPCError` made by the last presentation, or `nil` when nothing was presented.
    var delivered: RPCError? { made.withLock { $0?.error } }

    /// Makes the call's `RPCError` for `alert` and says it was delivered.
    func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        let correlationID = GRPCCall.newCorrelationID()
        let error = RPCError(status(for: alert, correlationID: correlationID))
        made.withLock { $0 = (error, correlationID) }
        return .delivered
    }

    // MARK: What the front declares about itself

    /// `grpc`: the front's name in the diagnostics event about an error it delivered.
    var diagnosticsName: String { "grpc" }

    /// Whether the client saw none of the texts of `alert`'s error (``GRPCFront/hidesTexts(of:)``):
    /// the event is then the only record of what went wrong.
    func hidesTexts(of alert: ResolvedAlert) -> Bool {
        alert.error.map(GRPCFront.hidesTexts(of:)) ?? false
    }

    /// The correlation id the client got in `RequestInfo`, and the status code.
    func diagnosticsMetadata(for alert: ResolvedAlert) -> [String: String] {
        guard let (error, correlationID) = made.withLock({ $0 }) else { return [:] }
        return ["correlation-id": correlationID, "grpc-code": String(describing: error.code)]
    }

    /// A status is delivered; the client, not the server, waits and comes back.
    var deliversOnly: Bool { true }

    /// A status names one locale for its localized texts.
    var namesOneLanguage: Bool { true }

    /// An error's own recovery suggestion is written for a person at a screen of the server's
    /// own, not for an API client: only a mapper's or a refinement's are sent.
    var showsOwnRecoverySuggestions: Bool { false }

    /// 16 random hex digits: the id the client quotes and the log keeps.
    static func newCorrelationID() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
