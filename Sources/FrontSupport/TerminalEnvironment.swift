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

    /// Whether the locale can show Unicode: the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is
    /// set names UTF-8, or none is set (the usual case in containers, whose terminals are UTF-8);
    /// and the terminal is not the Linux console.
    package static func supportsUnicode(environment: [String: String]) -> Bool {
        if environment["TERM"] == "linux" { return false }
        var locale: String?
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                locale = value
                break
            }
        }
        guard let locale else { return true }
        return namesUTF8(locale)
    }

    /// Whether `locale` contains `utf-8` or `utf8`, in any case.
    private static func namesUTF8(_ locale: String) -> Bool {
        // The last five bytes read, lowercased, one byte each, the last one lowest.
        var recent: UInt64 = 0
        for byte in locale.utf8 {
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            recent = (recent << 8 | UInt64(lowered)) & 0xFF_FFFF_FFFF
            if recent & 0xFFFF_FFFF == 0x7574_6638 || recent == 0x75_7466_2D38 { return true }  // utf8, utf-8
        }
        return false
    }
}
