internal import FrontSupport
internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal a dialog draws on and reads keys from, and its modes: saved, raw, restored.
///
/// Raw mode here turns off echo, canonical input and signals (so Ctrl-C and Ctrl-Z arrive as
/// bytes), the translation of CR to LF, flow control and the extended input characters; it
/// keeps output processing, so text other threads print still starts its lines at the left.
/// Entering it discards what was typed before (`tcflush(TCIFLUSH)`), so a stray Return pressed
/// before the dialog appeared chooses nothing.
///
/// While raw, the saved modes are also kept where an `atexit` handler finds them, so a program
/// that calls `exit` while a dialog is up still gets its terminal back.
final class TerminalDevice {
    /// The descriptor keys are read from.
    let input: Int32
    /// The descriptor the dialog is drawn on.
    let output: Int32
    /// The descriptor opened for this device, closed by ``close()``.
    private let opened: Int32?
    /// The modes found before raw mode, once saved.
    private var saved: termios?

    init(input: Int32, output: Int32, opened: Int32? = nil) {
        self.input = input
        self.output = output
        self.opened = opened
    }

    /// The terminal at `path` (`/dev/tty`), opened for reading and writing without making it
    /// the controlling terminal; `nil` when it cannot be opened or is not a terminal.
    static func opening(path: String) -> TerminalDevice? {
        guard let descriptor = openTerminal(path) else { return nil }
        return TerminalDevice(input: descriptor, output: descriptor, opened: descriptor)
    }

    /// Closes the descriptor this device opened, if any.
    func closeOpened() {
        if let opened { closeDescriptor(opened) }
    }

    /// The terminal's size in cells, `nil` when it does not say.
    var size: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Saves the modes (the first time) and enters raw mode, discarding what was typed before;
    /// whether it could.
    func enterRawMode() -> Bool {
        if saved == nil {
            var current = termios()
            guard tcgetattr(input, &current) == 0 else { return false }
            saved = current
            ExitRestore.keep(current, descriptor: input)
        }
        guard var raw = saved else { return false }
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP | INPCK)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { return false }
        tcflush(input, TCIFLUSH)
        return true
    }

    /// Puts the saved modes back, if raw mode was entered.
    func restore() {
        guard var saved else { return }
        while tcsetattr(input, TCSADRAIN, &saved) != 0 && errno == EINTR {}
    }

    /// Puts the saved modes back for good: the terminal is no longer ours.
    func release() {
        restore()
        saved = nil
        ExitRestore.forget()
    }

    /// Writes `text` in one write (repeated only for what the kernel did not take).
    func write(_ text: String) {
        writeAll(Array(text.utf8), to: output)
    }
}

/// The terminal at `path`, opened for reading and writing, not as the controlling terminal.
private func openTerminal(_ path: String) -> Int32? {
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
        close(descriptor)
        return nil
    }
    return descriptor
}

private func closeDescriptor(_ descriptor: Int32) { close(descriptor) }

/// The modes to put back if the process exits while a dialog is up: a descriptor and the
/// address of saved `termios`, in `Atomic`s so the `atexit` handler reads them without a lock.
private enum ExitRestore {
    private static let descriptor = Atomic<Int32>(-1)
    private static let attributes = Atomic<UInt>(0)
    /// Registers the handler, once.
    private static let registered: Bool = {
        atexit {
            let descriptor = ExitRestore.descriptor.exchange(-1, ordering: .sequentiallyConsistent)
            let address = ExitRestore.attributes.load(ordering: .sequentiallyConsistent)
            guard descriptor >= 0, let saved = UnsafeMutablePointer<termios>(bitPattern: address) else { return }
            _ = tcsetattr(descriptor, TCSADRAIN, saved)
            let showCursor: [UInt8] = Array("\r\n\u{1B}[?25h".utf8)  // under the box, and visible
            _ = showCursor.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
        return true
    }()

    static func keep(_ modes: termios, descriptor: Int32) {
        _ = registered
        var address = attributes.load(ordering: .sequentiallyConsistent)
        if address == 0 {
            // Allocated once and never freed: the handler may run at any time.
            let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            address = UInt(bitPattern: storage)
            attributes.store(address, ordering: .sequentiallyConsistent)
        }
        UnsafeMutablePointer<termios>(bitPattern: address)?.pointee = modes
        Self.descriptor.store(descriptor, ordering: .sequentiallyConsistent)
    }

    static func forget() {
        descriptor.store(-1, ordering: .sequentiallyConsistent)
    }
}
