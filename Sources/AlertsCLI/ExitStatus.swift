public import Alerts

/// Exit statuses of a command-line program, from BSD's `sysexits.h` and shell convention.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// Any failure without a more precise status.
    public static let failure: Int32 = 1
    /// `EX_USAGE`: the command was used wrongly.
    public static let usage: Int32 = 64
    /// `EX_DATAERR`: the input data was wrong.
    public static let dataError: Int32 = 65
    /// `EX_NOINPUT`: an input file did not exist or could not be read.
    public static let noInput: Int32 = 66
    /// `EX_UNAVAILABLE`: a service is unavailable.
    public static let unavailable: Int32 = 69
    /// `EX_SOFTWARE`: an internal error.
    public static let software: Int32 = 70
    /// `EX_IOERR`: an input/output error.
    public static let ioError: Int32 = 74
    /// `EX_TEMPFAIL`: a temporary failure; trying again later may work.
    public static let temporaryFailure: Int32 = 75
    /// `EX_NOPERM`: permission denied.
    public static let noPermission: Int32 = 77
    /// `EX_CONFIG`: a configuration error.
    public static let configuration: Int32 = 78
    /// The work did not finish in the time it was given, as `timeout(1)` exits.
    public static let timedOut: Int32 = 124
    /// Interrupted by Ctrl-C (SIGINT), as shells report it: 128 + 2.
    public static let interrupted: Int32 = 130

    /// The status for an error: its own (``AlertableError/exitCode``, or the category the
    /// package gave a Foundation error — 66 for a missing file, 77 for no permission, 69 for an
    /// unreachable service…), 130 for a cancellation, else 1. A code a process cannot exit with
    /// to say it failed — 0, or outside 1…255 — counts as 1.
    public static func of(_ content: ErrorAlert) -> Int32 {
        if let code = content.exitCode { return valid(code) }
        return content.isCancellation ? interrupted : failure
    }

    /// `code` if a failing process can exit with it (1…255), else 1.
    public static func valid(_ code: Int32) -> Int32 { (1...255).contains(code) ? code : failure }
}
