internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a program may ask the user anything.
package enum Interactivity {
    /// `true` only when standard input and standard error are both terminals, `CI` is not set
    /// (to anything but an empty string), and no `--no-input`-style option asked otherwise.
    /// Standard input and standard error are terminals of the process, when `nil`.
    package static func canPrompt(
        environment: [String: String], noInput: Bool = false, stdinIsTerminal: Bool? = nil,
        stderrIsTerminal: Bool? = nil
    ) -> Bool {
        if noInput { return false }
        if let ci = environment["CI"], !ci.isEmpty { return false }
        return (stdinIsTerminal ?? (isatty(STDIN_FILENO) == 1)) && (stderrIsTerminal ?? (isatty(STDERR_FILENO) == 1))
    }
}
