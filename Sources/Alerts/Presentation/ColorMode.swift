/// When a front on a terminal — a command line's report, a dialog — colours its output: the
/// `--color` option.
///
/// With ``auto``, the first of these that applies decides: `NO_COLOR` set and not empty turns
/// colour off (<https://no-color.org>); `FORCE_COLOR` set and not empty or `0` turns it on even
/// when not writing to a terminal; `TERM=dumb` turns it off; otherwise output is coloured exactly
/// when it goes to a terminal (a dialog always does). `NO_COLOR` comes first because someone who cannot read colour must
/// be able to turn it off whatever a script exports; ``always`` and ``never`` beat both.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Decide from the environment and the terminal.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never

    /// The flag a front's colour policy takes: `nil` for ``auto``.
    package var flag: Bool? {
        switch self {
        case .auto: nil
        case .always: true
        case .never: false
        }
    }
}
