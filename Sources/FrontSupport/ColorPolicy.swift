/// Whether to colour output, decided in this order (the first rule that applies wins):
///
/// 1. a command-line flag such as `--color always` or `--color never` (`flag`);
/// 2. `NO_COLOR` set and not empty: no colour (<https://no-color.org>);
/// 3. `FORCE_COLOR` set and not empty or `0`: colour, even when not writing to a terminal;
/// 4. `TERM=dumb`: no colour;
/// 5. otherwise colour exactly when the output is a terminal.
///
/// `NO_COLOR` comes before `FORCE_COLOR` because someone who cannot read colour must be able to
/// turn it off whatever a script exports; the command-line flag beats both.
package enum ColorPolicy {
    /// Whether to colour. `flag` is `true` for `--color always`, `false` for `--color never`, and
    /// `nil` for `--color auto` or no flag.
    package static func usesColor(flag: Bool?, environment: [String: String], outputIsTerminal: Bool) -> Bool {
        if let flag { return flag }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        if environment["TERM"] == "dumb" { return false }
        return outputIsTerminal
    }
}
