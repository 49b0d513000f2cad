/// When a command line colours its output: the `--color` option.
///
/// With ``auto``, the first of these that applies decides: `NO_COLOR` set and not empty turns
/// colour off (<https://no-color.org>); `FORCE_COLOR` set and not empty or `0` turns it on even
/// when not writing to a terminal; `TERM=dumb` turns it off; otherwise output is coloured exactly
/// when it goes to a terminal. `NO_COLOR` comes first because someone who cannot read colour must
/// be able to turn it off whatever a script exports; ``always`` and ``never`` beat both.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Decide from the environment and the terminal.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never

    /// The flag ``ColorPolicy`` takes: `nil` for ``auto``.
    var flag: Bool? {
        switch self {
        case .auto: nil
        case .always: true
        case .never: false
        }
    }
}
