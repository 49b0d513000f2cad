/// How serious an error is: it picks the command line's prefix and a front's emphasis.
///
/// Severities are ordered from the least serious to the most: a note, a warning, an error, then
/// critical.
public enum AlertSeverity: Sendable, Hashable, CaseIterable, Comparable {
    /// Something worth knowing; nothing failed.
    case note
    /// Something may be wrong; the work went on.
    case warning
    /// The operation failed.
    case error
    /// The program cannot go on.
    case critical

    /// The case's name, `error`, as outputs write it: written out, not printed, because printing
    /// an enum reads reflection metadata, which a build may leave out.
    package var name: String {
        switch self {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }
}
