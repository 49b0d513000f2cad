internal import Alerts
internal import FrontSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One dialog on a terminal in raw mode, from the first drawing to the answer, run on the
/// thread that calls ``run()`` (never a thread of the cooperative pool).
///
/// The box is drawn inline, under what the terminal already shows, with the cursor hidden.
/// Each drawing first erases the last one: the cursor goes back up the rows it took and the
/// screen is cleared from there down. After a resize to fewer columns, a line may now take more
/// rows, as terminals that rewrap lines (most do) show it; the count assumes they do. The
/// answer leaves a true record in the scrollback: the box without the key hints, only the button
/// taken bracketed (none when none was), a line under it saying how the dialog ended — "Chose
/// “Cancel”.", "Closed without a choice.", "Interrupted.", "No answer in time." — and the cursor
/// under that.
///
/// A message longer than the terminal has rows for scrolls (``DialogScreen/Window``): ↑ and ↓
/// move it by a line, Page Up and Page Down by all but one of the lines shown; the buttons still
/// take ←/→, Tab and the other keys. The record keeps the part of the message last shown.
///
/// Every way out gives the terminal back as it was — its modes and the cursor shown: an answer,
/// a timeout, a cancelled task, SIGTERM or SIGHUP (then passed on: by default they end the
/// process), Ctrl-Z (then stopped, and on SIGCONT raw again and drawn again).
final class DialogSession {
    private let device: TerminalDevice
    private let screen: DialogScreen
    private var state: DialogState
    private let automaticChoice: Int?
    private let deadline: ContinuousClock.Instant?
    private let cancellation: Cancellation
    private let showsKeyHints: Bool
    /// The size to assume when the terminal does not say.
    private let fallbackSize: (columns: Int, rows: Int)
    /// Whether SIGINT from outside (raw mode makes Ctrl-C a key) ends the dialog as interrupted.
    private let watchesInterrupts: Bool
    /// The width in cells of each line last drawn, for erasing it.
    private var drawnWidths: [Int] = []
    private var decoder = KeyDecoder()
    /// When the bytes waiting in the decoder are given up on.
    private var escapeDeadline: ContinuousClock.Instant?
    /// Whether the terminal was given back for good.
    private var isFinished = false
    /// The line the record ends with, for each way the dialog may end, in its language.
    private let record: (AlertOutcome<Never>) -> String?
    /// The line that says how many lines of a scrolling message are above (`true`) or below it.
    private let linesBeyond: (Int, _ above: Bool) -> String
    /// The first line of the message shown, when it scrolls.
    private var scroll = 0
    /// How the dialog fit the terminal when it was last drawn.
    private var fit = DialogScreen.Fit.whole

    init(
        device: TerminalDevice, screen: DialogScreen, state: DialogState, automaticChoice: Int?,
        deadline: ContinuousClock.Instant?, cancellation: Cancellation, showsKeyHints: Bool,
        fallbackSize: (columns: Int, rows: Int), watchesInterrupts: Bool,
        linesBeyond: @escaping (Int, _ above: Bool) -> String,
        record: @escaping (AlertOutcome<Never>) -> String?
    ) {
        self.linesBeyond = linesBeyond
        self.device = device
        self.screen = screen
        self.state = state
        self.automaticChoice = automaticChoice
        self.deadline = deadline
        self.cancellation = cancellation
        self.showsKeyHints = showsKeyHints
        self.fallbackSize = fallbackSize
        self.watchesInterrupts = watchesInterrupts
        self.record = record
    }

    /// Shows the dialog and waits for the answer; `nil` when raw mode cannot be entered (the
    /// caller falls back to a line prompt).
    func run() -> AlertOutcome<Never>? {
        _ = WakePipe.shared.drain()  // nothing left over from before counts
        let signals = TerminalSignals(pipe: WakePipe.shared)
        let interrupts = watchesInterrupts ? InterruptWatch { WakePipe.shared.wake(UInt8(SIGINT)) } : nil
        defer {
            interrupts?.end()
            signals.end(pipe: WakePipe.shared)
        }
        guard device.enterRawMode() else { return nil }
        var response: AlertOutcome<Never>?
        defer { finish(response) }  // every path out
        device.write(Self.hideCursor)
        draw()
        response = loop(signals: signals)
        return response
    }

    // MARK: Waiting

    private func loop(signals: TerminalSignals) -> AlertOutcome<Never> {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            if cancellation.isCancelled { return .interrupted }
            let wakeAt = [deadline, escapeDeadline].compactMap { $0 }.min()
            switch InputWait.wait(for: device.input, until: wakeAt) {
            case .timedOut:
                if let deadline, ContinuousClock.now >= deadline {
                    return .unanswered(automaticChoice: automaticChoice)
                }
                escapeDeadline = nil
                if let response = handle(decoder.flush(), signals: signals) { return response }
            case .woken(let bytes):
                for byte in bytes {
                    if let response = handle(signal: Int32(byte), signals: signals) { return response }
                }
            case .ready:
                let count = read(device.input, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { return .unanswered(automaticChoice: automaticChoice) }  // hung up
                let keys = decoder.decode(buffer[..<count])
                escapeDeadline = decoder.isWaiting ? ContinuousClock.now.advanced(by: KeyDecoder.escapeDelay) : nil
                if let response = handle(keys, signals: signals) { return response }
            }
        }
    }

    /// Applies `keys` in order; the answer, once one gives it.
    private func handle(_ keys: [Key], signals: TerminalSignals) -> AlertOutcome<Never>? {
        var moved = false
        for key in keys {
            if scrolls(by: key) {
                moved = true
                continue
            }
            switch state.handle(key) {
            case .none: break
            case .moved: moved = true
            case .answer(let response): return response
            case .suspend:
                guard signals.handles(SIGTSTP) else { break }  // no job control: Ctrl-Z does nothing
                suspend(signals: signals)
                moved = false
            }
        }
        if moved { draw() }
        return nil
    }

    /// Scrolls the message for ↑, ↓, Page Up and Page Down, when it scrolls; whether `key` did.
    private func scrolls(by key: Key) -> Bool {
        guard case .scrolling(let visible, let total) = fit else { return false }
        let page = max(1, visible - 1)
        let step: Int
        switch key {
        case .up: step = -1
        case .down: step = 1
        case .pageUp: step = -page
        case .pageDown: step = page
        default: return false
        }
        scroll = max(0, min(scroll + step, total - visible))
        return true
    }

    /// What a signal, passed on through the wake pipe, does.
    private func handle(signal: Int32, signals: TerminalSignals) -> AlertOutcome<Never>? {
        switch signal {
        case Int32(WakePipe.cancelled):
            return cancellation.isCancelled ? .interrupted : nil
        case SIGINT:
            return .interrupted
        case SIGWINCH:
            signals.forward(signal)
            draw()
        case SIGCONT:
            signals.forward(signal)
            resume()
        case SIGTSTP:
            suspend(signals: signals)
        case _ where TerminalSignals.ending.contains(signal):
            finish(.interrupted)
            signals.passOn(signal)
            // The program handles the signal itself and goes on: the dialog is over.
            return .interrupted
        default:
            break
        }
        return nil
    }

    // MARK: Suspending

    /// Ctrl-Z: erases the dialog, gives the terminal back and stops the process as SIGTSTP
    /// would; when continued, takes the terminal again and draws the dialog again.
    private func suspend(signals: TerminalSignals) {
        device.write(erasing() + Self.showCursor)
        drawnWidths = []
        device.restore()
        signals.passOn(SIGTSTP)
        resume()
    }

    /// Continued: raw mode again (a shell may have changed the modes), and the dialog drawn again.
    private func resume() {
        guard device.enterRawMode() else { return }
        device.write(Self.hideCursor)
        draw()
    }

    // MARK: Drawing

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    private var size: (columns: Int, rows: Int) { device.size ?? fallbackSize }

    /// Draws the dialog for the terminal's size now, over the last drawing: the whole box when
    /// it fits, else only the buttons.
    private func draw() {
        draw(focus: state.focus, showingKeyHints: showsKeyHints)
    }

    private func draw(focus: Int?, showingKeyHints hints: Bool, record: String? = nil) {
        let (columns, rows) = size
        // The fit with the key hints, as while the dialog is up: the record keeps the same window.
        fit = screen.fit(columns: columns, rows: rows, showsKeyHints: showsKeyHints)
        var lines: [String]
        switch fit {
        case .whole:
            lines = screen.lines(focus: focus, columns: columns, showsKeyHints: hints)
        case .scrolling(let visible, let total):
            scroll = max(0, min(scroll, total - visible))
            let below = total - visible - scroll
            let window = DialogScreen.Window(
                first: scroll, visible: visible, above: scroll > 0 ? linesBeyond(scroll, true) : "",
                below: below > 0 ? linesBeyond(below, false) : "")
            lines = screen.lines(focus: focus, columns: columns, showsKeyHints: hints, window: window)
        case .none:
            lines = [screen.compactLine(focus: focus, columns: columns)]
        }
        if let record { lines += screen.recordLines(record, columns: columns) }
        device.write(erasing() + lines.joined(separator: "\r\n"))
        drawnWidths = lines.map(DialogScreen.cells)
    }

    /// The control sequences that erase the last drawing: up to the row it started on, then
    /// clear to the end of the screen.
    private func erasing() -> String {
        guard !drawnWidths.isEmpty else { return "\r" }
        let columns = max(1, size.columns)
        let rows = drawnWidths.reduce(0) { $0 + max(1, ($1 + columns - 1) / columns) }
        return "\r" + (rows > 1 ? "\u{1B}[\(rows - 1)A" : "") + "\u{1B}[J"
    }

    /// The record of how the dialog ended (`response`; `nil` when it did not), the cursor under
    /// it and shown, the modes as they were.
    private func finish(_ response: AlertOutcome<Never>?) {
        guard !isFinished else { return }
        isFinished = true
        if !drawnWidths.isEmpty {
            draw(focus: response?.buttonIndex, showingKeyHints: false, record: response.flatMap(record))
        }
        device.write("\r\n" + Self.showCursor)
        drawnWidths = []
        device.release()
    }
}
