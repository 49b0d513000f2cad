import Alerts
import GRPCCore

/// The status code of a gRPC error: the gRPC front's own code for an error, derived from its
/// `ErrorCategory` by the table below, as the command line derives an exit status and HTTP a
/// status code from theirs.
///
/// | category | code |
/// |---|---|
/// | `invalidInput` | `INVALID_ARGUMENT` |
/// | `notFound` | `NOT_FOUND` |
/// | `conflict` | `ALREADY_EXISTS` (`ABORTED` for a type the front's mappers give it) |
/// | `noPermission` | `PERMISSION_DENIED` |
/// | `unauthenticated` | `UNAUTHENTICATED` |
/// | `rateLimited`, `resourcesExhausted` | `RESOURCE_EXHAUSTED` |
/// | `unavailable`, `connectionFailed` | `UNAVAILABLE` |
/// | `timedOut` | `DEADLINE_EXCEEDED` |
/// | `cancelled` | `CANCELLED` |
/// | `unsupported` | `UNIMPLEMENTED` |
/// | `badResponse` | `UNKNOWN` |
/// | `internal`, `inputOutput`, `configuration`, none, or one of your own | `INTERNAL` |
///
/// An error not written for clients keeps only what its category says of another service
/// (`UNAVAILABLE`, `DEADLINE_EXCEEDED`, `UNKNOWN`) or of the call (`CANCELLED`): anything else is
/// the server's own fault, `INTERNAL` — a file the server cannot find is no `NOT_FOUND`.
///
/// Given to one error type where the front is made, by a refinement of its mappers, it wins over
/// the table:
///
/// ```swift
/// mappers.refine(EditConflict.self) { _, content in content.overrides.append(GRPCStatusCode(.aborted)) }
/// ```
struct GRPCStatusCode: FrontOverride {
    /// The code.
    var code: RPCError.Code

    init(_ code: RPCError.Code) { self.code = code }

    /// The code for an error of `category` by the table above; for an error whose texts the
    /// client does not see (`isHidden`), only what the category says of another service.
    init(category: ErrorCategory?, isHidden: Bool) {
        switch category {
        case .unavailable?, .connectionFailed?: self.init(.unavailable)
        case .timedOut?: self.init(.deadlineExceeded)
        case .badResponse?: self.init(.unknown)
        case .cancelled?: self.init(.cancelled)
        case _ where isHidden: self.init(.internalError)
        case .invalidInput?: self.init(.invalidArgument)
        case .notFound?: self.init(.notFound)
        case .conflict?: self.init(.alreadyExists)
        case .noPermission?: self.init(.permissionDenied)
        case .unauthenticated?: self.init(.unauthenticated)
        case .rateLimited?, .resourcesExhausted?: self.init(.resourceExhausted)
        case .unsupported?: self.init(.unimplemented)
        default: self.init(.internalError)
        }
    }
}
