import Alerts
import GRPCCore

/// The gRPC front for one call: an `AlertFront` whose languages are the call's, and which makes
/// the call's `RPCError` from the alert the package's shared path resolved (``rpcError(for:)``).
///
/// Nobody answers a status: it is delivered, and the client decides when to come back.
struct GRPCCall: AlertFront {
    /// The server's front.
    let front: GRPCFront
    /// The call's languages: the ones its `accept-language` metadata asks for, then the front's.
    let languages: [LanguageTag]

    var localizer: Localizer { front.localizer }
    var mappers: ErrorMappers { front.mappers }

    /// The call's `RPCError` for `error`: its alert resolved and the status made from it by the
    /// package's shared path for a front that only delivers (`deliver`), which does the front's
    /// duties and hands the status back. The diagnostics event names the correlation id the client
    /// got in `RequestInfo`, and the status code.
    func rpcError(for error: any Error) -> RPCError {
        let correlationID = GRPCCall.newCorrelationID()
        return deliver(alertAbout: content(for: error)) { alert in
            RPCError(status(for: alert, correlationID: correlationID))
        } metadata: { status in
            ["correlation-id": correlationID, "grpc-code": String(describing: status.code)]
        }
    }

    /// A status goes back to the code that sends it (``rpcError(for:)``). An alert presented
    /// through the generic path — the `alert` modifiers, the wrapper for throwing calls — has no
    /// call to be sent on, so nothing is presented, and the shared path records nothing. A method
    /// that wrapped its work in the wrapper would get `.failed`, whose `get()` throws the error on,
    /// as not shown, to the interceptor, which delivers it.
    func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        .notPresented
    }

    // MARK: What the front declares about itself

    /// `grpc`: the front's name in the diagnostics event about an error it delivered.
    var diagnosticsName: String { "grpc" }

    /// Whether the client saw none of the texts of `alert`'s error (``GRPCFront/hidesTexts(of:)``):
    /// the event is then the only record of what went wrong.
    func hidesTexts(of alert: ResolvedAlert) -> Bool {
        alert.error.map(GRPCFront.hidesTexts(of:)) ?? false
    }

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
