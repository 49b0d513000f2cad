/// Whether to colour output, decided in this order (the first rule that applies wins):
///
/// 1. `--color always` or `--color never` (``Mode/always``, ``Mode/never``);
/// 2. `NO_COLOR` set and not empty: no colour (<https://no-color.org>);
/// 3. `FORCE_COLOR` set and not empty or `0`: colour, even when not writing to a terminal;
/// 4. `TERM=dumb`: no colour;
/// 5. otherwise colour exactly when the output (stderr) is a terminal.
///
/// `NO_COLOR` comes before `FORCE_COLOR` because someone who cannot read colour must be able to
/// turn it off whatever a script exports; the command-line flag beats both.
public struct ColorPolicy: Sendable, Hashable {
    /// The `--color` option.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case auto, always, never
    }

    public var mode: Mode

    public init(_ mode: Mode = .auto) { self.mode = mode }

    /// Whether to colour, given the environment and whether the output is a terminal.
    public func usesColor(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        if environment["TERM"] == "dumb" { return false }
        return outputIsTerminal
    }
}
