internal import Alerts
internal import FrontSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line prompt on a terminal that cannot show the dialog, or on standard input that is not
/// a terminal, run on the thread that calls ``run()``.
///
/// On a terminal it asks again after an answer that names no button. From standard input that
/// is not a terminal it reads one line only (the next alert may want the next line), shows the
/// line read after the question so a log reads like a conversation, and an answer that names
/// no button ends as nobody answering. Input that has already ended (`/dev/null`, an empty
/// pipe) is not asked at all. The end of input, the timeout and a cancelled task answer
/// ``AlertOutcome/unanswered(automaticChoice:action:)``; Ctrl-C (SIGINT) ``AlertOutcome/interrupted``.
struct LineSession {
    let prompt: LinePrompt
    /// Where answers are read.
    let input: Int32
    /// Where the prompt is written.
    let output: Int32
    let inputIsTerminal: Bool
    let columns: Int
    let automaticChoice: Int?
    let deadline: ContinuousClock.Instant?
    let cancellation: Cancellation
    /// Whether SIGINT (Ctrl-C) answers ``AlertOutcome/interrupted``.
    let watchesInterrupts: Bool

    func run() -> AlertOutcome<Never> {
        _ = WakePipe.shared.drain()
        let interrupts = watchesInterrupts ? InterruptWatch { WakePipe.shared.wake(UInt8(SIGINT)) } : nil
        defer { interrupts?.end() }
        var reader = LineReader(descriptor: input, deadline: deadline, cancellation: cancellation)
        if !inputIsTerminal, reader.hasEnded() {
            write(prompt.report(columns: columns))  // nobody can answer: shown, not asked
            return .unanswered(automaticChoice: automaticChoice)
        }
        var text = prompt.text(columns: columns)
        if prompt.labels.isEmpty {  // nothing to choose: shown, not asked
            write(text)
            return .unanswered(automaticChoice: nil)
        }
        while true {
            write(text)
            switch reader.readLine() {
            case .line(let line):
                if !inputIsTerminal { write(prompt.shown(line) + "\n") }
                switch prompt.answer(line) {
                case .button(let index): return .chosen(index)
                case .invalid:
                    guard inputIsTerminal else { return .unanswered(automaticChoice: automaticChoice) }
                    text = prompt.question + " "
                }
            case .ended, .timedOut:
                endWithoutAnswer()
                return .unanswered(automaticChoice: automaticChoice)
            case .interrupted:
                endWithoutAnswer()
                return .interrupted
            }
        }
    }

    /// Ends the question's line; on a terminal, what was typed so far goes too, so the next
    /// program to read the terminal (a shell) does not get half an answer.
    private func endWithoutAnswer() {
        if inputIsTerminal, isatty(input) == 1 { tcflush(input, TCIFLUSH) }
        write("\n")
    }

    private func write(_ text: String) {
        writeAll(Array(text.utf8), to: output)
    }
}

/// Reads one line at a time from a descriptor, a byte at a time (so nothing after the line is
/// taken from the next reader), waiting without blocking past a deadline.
struct LineReader {
    enum Result: Sendable, Hashable {
        /// A line, without its line feed (a last line may have none).
        case line(String)
        /// The input ended before a line began.
        case ended
        case timedOut
        /// Ctrl-C, or the task was cancelled.
        case interrupted
    }

    /// A line longer than this is cut: nobody types it, and memory is not the input's to take.
    static let longestLine = 4096

    let descriptor: Int32
    let deadline: ContinuousClock.Instant?
    let cancellation: Cancellation
    /// A byte read by ``hasEnded()``, the start of the next line.
    private var peeked: UInt8?

    init(descriptor: Int32, deadline: ContinuousClock.Instant?, cancellation: Cancellation) {
        self.descriptor = descriptor
        self.deadline = deadline
        self.cancellation = cancellation
    }

    /// Whether the input has already ended (without waiting); a byte read to find out is kept.
    mutating func hasEnded() -> Bool {
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        let count = read(descriptor, &byte, 1)
        if count == 1 { peeked = byte }
        return count == 0
    }

    mutating func readLine() -> Result {
        var bytes: [UInt8] = []
        if let peeked {
            bytes.append(peeked)
            self.peeked = nil
        }
        while bytes.last != 0x0A {
            if cancellation.isCancelled { return .interrupted }
            switch InputWait.wait(for: descriptor, until: deadline) {
            case .timedOut: return .timedOut
            case .woken(let signals):
                if signals.contains(UInt8(SIGINT)) || cancellation.isCancelled { return .interrupted }
            case .ready:
                var byte: UInt8 = 0
                let count = read(descriptor, &byte, 1)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count == 1 else {
                    return bytes.isEmpty ? .ended : .line(String(decoding: bytes, as: UTF8.self))
                }
                if bytes.count < Self.longestLine || byte == 0x0A { bytes.append(byte) }
            }
        }
        bytes.removeLast()
        if bytes.last == 0x0D { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }
}
