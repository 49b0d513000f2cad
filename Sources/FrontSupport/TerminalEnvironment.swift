#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the environment says about the terminal a front writes to: its width and whether it
/// shows Unicode.
package enum TerminalEnvironment {
    /// `COLUMNS`, else the width of the terminal on `descriptor` (when it is one), else 80.
    package static func width(environment: [String: String], terminal descriptor: Int32?) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        if let descriptor {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return 80
    }

    /// Whether the locale can show Unicode: its character set is UTF-8 (``LocaleCharset``, which
    /// takes none of `LC_ALL`, `LC_CTYPE` and `LANG` set as UTF-8, the usual case in containers,
    /// whose terminals are UTF-8); and the terminal is not the Linux console.
    package static func supportsUnicode(environment: [String: String]) -> Bool {
        environment["TERM"] != "linux" && LocaleCharset(environment: environment).isUTF8
    }
}
