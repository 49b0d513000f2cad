/// How serious an error is: it picks the command line's prefix and a front's emphasis.
///
/// Severities are ordered from the least serious to the most: a note, a warning, an error, then
/// critical.
public enum AlertSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Something worth knowing; nothing failed.
    case note
    /// Something may be wrong; the work went on.
    case warning
    /// The operation failed.
    case error
    /// The program cannot go on.
    case critical

    /// Whether `lhs` is less serious than `rhs`: a note, a warning, an error, then critical.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        case .critical: 3
        }
    }
}
