#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What waiting for input found.
enum InputWait: Sendable, Hashable {
    /// The descriptor has bytes, or has ended (a read will say which).
    case ready
    /// The wake pipe had these bytes: signal numbers, or ``WakePipe/cancelled``.
    case woken([UInt8])
    /// The deadline passed first.
    case timedOut

    /// Waits, without a busy loop, until `descriptor` can be read, ``WakePipe/shared`` is
    /// written, or `deadline` passes (never, when `nil`). A signal that interrupts the wait
    /// starts it again; a pipe that cannot be polled counts as ready, so the read reports it.
    static func wait(for descriptor: Int32, until deadline: ContinuousClock.Instant?) -> InputWait {
        let pipe = WakePipe.shared
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero { return .timedOut }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                timeout = Int32(clamping: max(1, milliseconds + 1))
            }
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .ready
            }
            if descriptors[1].revents != 0 {
                let bytes = pipe.drain()
                if !bytes.isEmpty { return .woken(bytes) }
            }
            if descriptors[0].revents != 0 { return .ready }
        }
    }
}
