public import Alerts
internal import FrontSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The status a command-line program exits with, from BSD's `sysexits.h` and shell convention:
/// the command-line front's own codes, as ArgumentParser has `ExitCode`.
///
/// The front derives an error's status from its `ErrorCategory` by this table, whose rows the
/// front's `exitStatuses` replace (``CLIFront/init(languages:sources:options:mappers:exitStatuses:environment:write:)``);
/// a status for one error type is set where the front is made, by a refinement of its mappers:
///
/// | category | status |
/// |---|---|
/// | `ErrorCategory.invalidInput` | 65 `EX_DATAERR` |
/// | `ErrorCategory.notFound` | 66 `EX_NOINPUT` |
/// | `ErrorCategory.unavailable`, `ErrorCategory.connectionFailed`, `ErrorCategory.unsupported` | 69 `EX_UNAVAILABLE` |
/// | `ErrorCategory.internal` | 70 `EX_SOFTWARE` |
/// | `ErrorCategory.resourcesExhausted` | 71 `EX_OSERR` |
/// | `ErrorCategory.conflict` | 73 `EX_CANTCREAT` |
/// | `ErrorCategory.inputOutput` | 74 `EX_IOERR` |
/// | `ErrorCategory.timedOut`, `ErrorCategory.rateLimited` | 75 `EX_TEMPFAIL` |
/// | `ErrorCategory.badResponse` | 76 `EX_PROTOCOL` |
/// | `ErrorCategory.noPermission`, `ErrorCategory.unauthenticated` | 77 `EX_NOPERM` |
/// | `ErrorCategory.configuration` | 78 `EX_CONFIG` |
/// | none, one of your own, or `ErrorCategory.cancelled` (a user's Cancel) | 1 |
///
/// ```swift
/// var mappers = ErrorMappers()
/// mappers.refine(LicenseExpired.self) { _, content in content.overrides.append(ExitStatus(3)) }
/// let front = CLIFront(mappers: mappers, exitStatuses: [.notFound: .failure])
/// ```
public struct ExitStatus: FrontOverride {
    /// The number the process exits with.
    public var rawValue: Int32

    /// A status from its number.
    ///
    /// A failure status a process cannot exit with — 0 is success, and only 1…255 reach the
    /// parent — is reported as 1 wherever an error's status is derived.
    public init(_ code: Int32) { self.rawValue = code }

    // MARK: Well-known statuses

    /// Success.
    public static let success = ExitStatus(0)
    /// Any failure without a more precise status.
    public static let failure = ExitStatus(1)
    /// `EX_USAGE`: the command was used wrongly.
    public static let usage = ExitStatus(64)
    /// `EX_DATAERR`: the input data was wrong.
    public static let dataError = ExitStatus(65)
    /// `EX_NOINPUT`: an input file did not exist or could not be read.
    public static let noInput = ExitStatus(66)
    /// `EX_UNAVAILABLE`: a service is unavailable.
    public static let unavailable = ExitStatus(69)
    /// `EX_SOFTWARE`: an internal error.
    package static let software = ExitStatus(70)
    /// `EX_OSERR`: the system ran out of something, such as memory or open files.
    package static let systemError = ExitStatus(71)
    /// `EX_CANTCREAT`: an output file could not be created.
    package static let cannotCreate = ExitStatus(73)
    /// `EX_IOERR`: an input/output error.
    package static let ioError = ExitStatus(74)
    /// `EX_TEMPFAIL`: a temporary failure; trying again later may work.
    public static let temporaryFailure = ExitStatus(75)
    /// `EX_PROTOCOL`: a remote system answered wrongly.
    package static let protocolError = ExitStatus(76)
    /// `EX_NOPERM`: permission denied.
    public static let noPermission = ExitStatus(77)
    /// `EX_CONFIG`: a configuration error.
    public static let configuration = ExitStatus(78)
    /// The work did not finish in the time it was given, as `timeout(1)` exits.
    public static let timedOut = ExitStatus(124)
    /// Interrupted by Ctrl-C (SIGINT), as shells report it: 128 + 2.
    public static let interrupted = ExitStatus(130)

    // MARK: From an error

    /// The status for `category` by the table above; 1 for none or a category of your own.
    package init(category: ErrorCategory?) {
        self =
            switch category {
            case .invalidInput?: .dataError
            case .notFound?: .noInput
            case .unavailable?, .connectionFailed?, .unsupported?: .unavailable
            case .internal?: .software
            case .resourcesExhausted?: .systemError
            case .conflict?: .cannotCreate
            case .inputOutput?: .ioError
            case .timedOut?, .rateLimited?: .temporaryFailure
            case .badResponse?: .protocolError
            case .noPermission?, .unauthenticated?: .noPermission
            case .configuration?: .configuration
            default: .failure
            }
    }

    /// The one rule of ``CLIFront/exitStatus(for:)-(ErrorContent)``: an `ExitStatus` among
    /// `overrides`, else `exitStatuses`' row for `category`, else the table's, as a failing status.
    package static func of(
        overrides: [any FrontOverride], category: ErrorCategory?, exitStatuses: [ErrorCategory: ExitStatus] = [:]
    ) -> ExitStatus {
        if let status = overrides.first(ExitStatus.self) { return status.failing }
        if !exitStatuses.isEmpty, let category, let status = exitStatuses[category] { return status.failing }
        return ExitStatus(category: category).failing
    }

    /// The status a failing process exits with: this one if it is in 1…255, else 1.
    var failing: ExitStatus { (1...255).contains(rawValue) ? self : .failure }

    // MARK: Ending the process

    /// Ends the process with this status; ``interrupted`` ends it by SIGINT instead, as if Ctrl-C
    /// had ended it, so a calling shell script stops too (the shell still sees 130).
    ///
    /// What ``CLIFront/main(timeout:grace:_:)`` does with the status of its run, and what a
    /// program that gets a status from ``CLIFront/run(timeout:grace:passingThrough:_:)`` does to
    /// end the same way. Standard output and error are flushed first. Should SIGINT not end the
    /// process, it exits 130. A failure status a process cannot exit with (outside 1…255) exits 1.
    ///
    /// ```swift
    /// let status = try await front.run { try await importer.run() }
    /// status.exitProcess()
    /// ```
    public func exitProcess() -> Never {
        if self == .interrupted { dieByInterrupt() }
        exit(self == .success ? 0 : failing.rawValue)
    }
}
