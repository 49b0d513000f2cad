import Foundation
import StringTables
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for end-to-end tests: the front draws on its terminal side (``path``)
/// while the test reads the screen and types on its other side. A thread of its own drains
/// what the front writes, so the front never blocks on a full buffer.
final class PseudoTerminal: Sendable {
    /// The controlling side, where the test reads and types.
    let master: Int32
    /// The terminal side, kept open so the terminal lives while the front opens and closes it.
    let slave: Int32
    /// The terminal side's path, for the front to open as its terminal.
    let path: String
    /// Behind a lock ThreadSanitizer sees (a `Mutex` it does not: see `Locked`).
    private let output = Locked<[UInt8]>([])
    private let stopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    init?(columns: Int = 80, rows: Int = 24) {
        guard let functions = PseudoTerminalFunctions() else { return nil }
        let master = functions.open(O_RDWR | O_NOCTTY)
        guard master >= 0, functions.grant(master) == 0, functions.unlock(master) == 0 else { return nil }
        var name = [CChar](repeating: 0, count: 256)
        guard functions.name(master, &name, name.count) == 0 else { return nil }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        (self.master, self.slave, self.path) = (master, slave, path)
        resize(columns: columns, rows: rows)
        Thread.detachNewThread { [self] in drain() }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !stopping.load(ordering: .acquiring) {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                output.withLock { $0 += buffer[..<count] }
            } else if count < 0, errno != EINTR, errno != EAGAIN {
                break
            }
        }
        stopped.signal()
    }

    /// Stops reading and closes both sides.
    func close() {
        stopping.store(true, ordering: .releasing)
        _ = stopped.wait(timeout: .now() + 5)
        closeDescriptor(slave)
        closeDescriptor(master)
    }

    /// Everything the terminal side has written so far.
    var screen: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

    /// How many bytes the terminal side has written so far.
    var written: Int { output.withLock { $0.count } }

    /// Waits until what was written after `offset` bytes contains `text`; whether it did
    /// before `timeout`. Asynchronously: a test that blocked a thread of the cooperative pool
    /// could starve the very presentation it waits for.
    func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            // Looked at once after the deadline too: on a busy machine this task may wait longer
            // than the deadline for a thread, while the text came long before.
            let late = ContinuousClock.now >= deadline
            let found = output.withLock { bytes in
                String(decoding: bytes.dropFirst(offset), as: UTF8.self).contains(text)
            }
            if found { return true }
            if late { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Types `text` as the user would.
    func type(_ text: String) { type(Array(text.utf8)) }

    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the terminal side has input to read; whether it did before `timeout`.
    func waitForInput(timeout: Duration = .seconds(20)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let late = ContinuousClock.now >= deadline  // looked at once after the deadline too
            var count: Int32 = 0
            if ioctl(slave, UInt(FIONREAD), &count) == 0, count > 0 { return true }
            if late { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Sets the terminal's size, as a window resized does.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's modes, as `stty -g` would print them, in bytes.
    var modes: [UInt8] {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return withUnsafeBytes(of: attributes) { Array($0) }
    }

    /// Whether the terminal is in canonical mode with echo, as a shell leaves it.
    var isCooked: Bool {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes.c_lflag & tcflag_t(ICANON) != 0 && attributes.c_lflag & tcflag_t(ECHO) != 0
    }
}

private func closeDescriptor(_ descriptor: Int32) { close(descriptor) }

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r` from the C library: the Glibc module
/// leaves them out (they need `_XOPEN_SOURCE`), so they are looked up by name.
private struct PseudoTerminalFunctions {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    init?() {
        let library = dlopen(nil, RTLD_NOW)
        guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
            let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r")
        else { return nil }
        self.open = unsafeBitCast(open, to: (@convention(c) (Int32) -> Int32).self)
        self.grant = unsafeBitCast(grant, to: (@convention(c) (Int32) -> Int32).self)
        self.unlock = unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self)
        self.name = unsafeBitCast(name, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    }
}
