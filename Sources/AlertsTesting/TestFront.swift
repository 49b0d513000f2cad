public import Alerts
internal import StringTables
public import Testing

/// A front for unit tests: it records every alert presented on it and taps buttons by script.
///
/// ```swift
/// let front = TestFront()
/// front.tap(.label("Retry"))
/// let outcome = await front.alert("Save failed.", isPresented: $didError) {
///     AlertButton("Retry", action: SaveAction.retry)
///     AlertButton("Cancel", role: .cancel)
/// }
/// #expect(outcome.action == .retry)
/// #expect(front.presented.last?.title == "Save failed.")
/// ```
///
/// Each presentation takes the next scripted tap, which may also be an answer that is no button:
/// ``Tap/dismiss``, ``Tap/noAnswer`` (as a front that nobody can answer gives) or
/// ``Tap/interrupt`` (Ctrl-C). A tap that matches no button records a test issue at the line that
/// scripted it; a presentation with no tap left records one that shows the alert (the modifiers do
/// not know your test's line). Either way the presentation ends dismissed.
///
/// Everything resolved is recorded — title, message, hint, buttons, and for an error its causes,
/// code, category and overrides — so a test can check what every front would show:
///
/// ```swift
/// #expect(front.presented.last?.error?.category == .notFound)
/// #expect(cli.exitStatus(for: try #require(front.presented.last?.error)) == .noInput)  // cli: a CLIFront
/// ```
public final class TestFront: AlertFront {
    /// Which button a scripted tap chooses.
    public enum Tap: Sendable, Hashable {
        /// The button whose resolved label is exactly this text.
        case label(String)
        /// The first button with this role (`nil`: the first button without a role).
        case role(ButtonRole?)
        /// The button at this position in display order, from 0.
        case index(Int)
        /// The default (prominent) button.
        case defaultButton
        /// No button: the user closes the alert (`AlertOutcome.dismissed`).
        case dismiss
        /// Nobody can answer: the automatic choice is taken
        /// (`AlertOutcome.unanswered(automaticChoice:action:)`).
        case noAnswer
        /// The user presses Ctrl-C (`AlertOutcome.interrupted`).
        case interrupt

        /// What the tap chooses, in words for a test issue: `the default button`, `no answer`.
        var words: String {
            switch self {
            case .label(let label): "the button labelled \"\(label)\""
            case .role(let role?): "the \(role.rawValue) button"
            case .role(nil): "the first button without a role"
            case .index(let index): "the button at index \(index)"
            case .defaultButton: "the default button"
            case .dismiss: "dismissing the alert"
            case .noAnswer: "no answer"
            case .interrupt: "an interruption"
            }
        }
    }

    private struct ScriptedTap {
        var tap: Tap
        var sourceLocation: SourceLocation
    }

    private struct State {
        var presented: [PresentedAlert] = []
        var taps: [ScriptedTap] = []
    }

    /// The tables alerts are resolved with; the package's own are searched after them.
    public let localizer: Localizer
    /// The languages alerts are resolved in, most preferred first.
    public let languages: [LanguageTag]
    /// How buttons are ordered: as declared unless the initializer was given another order.
    public let buttonOrder: ButtonOrder
    /// The mappers errors are mapped with on this front (``content(for:)``): a copy of the ones
    /// your program gives its real front, to test what they make of your errors.
    public let mappers: ErrorMappers
    private let onPresent: (@Sendable (PresentedAlert) -> Void)?
    private let state = Locked(State())

    /// A front that resolves alerts in `languages` from `sources` (searched in order) and keeps
    /// buttons in `buttonOrder` — declared order by default, so indices match your code.
    ///
    /// `onPresent` runs while each alert is on screen, before its tap: the place to change
    /// state behind an alert's back, or to check it mid-presentation.
    public init(
        languages: [LanguageTag] = ["en"], sources: [any StringTableSource] = [], buttonOrder: ButtonOrder = .declared,
        mappers: ErrorMappers = ErrorMappers(), onPresent: (@Sendable (PresentedAlert) -> Void)? = nil
    ) {
        self.localizer = Localizer(sources: sources)
        self.languages = languages
        self.buttonOrder = buttonOrder
        self.mappers = mappers
        self.onPresent = onPresent
    }

    /// Scripts the tap for the next presentation that has none yet.
    public func tap(_ tap: Tap, sourceLocation: SourceLocation = #_sourceLocation) {
        state.withLock { $0.taps.append(ScriptedTap(tap: tap, sourceLocation: sourceLocation)) }
    }

    /// Every alert presented so far, oldest first.
    public var presented: [PresentedAlert] { state.withLock { $0.presented } }

    /// Taps scripted but not used yet.
    public var pendingTaps: [Tap] { state.withLock { $0.taps.map(\.tap) } }

    /// Records `alert` and answers with the next scripted tap.
    public func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> {
        let scripted = state.withLock { state in state.taps.isEmpty ? nil : state.taps.removeFirst() }
        let response = scripted.flatMap { Self.response(to: $0.tap, in: alert) } ?? .dismissed
        let record = PresentedAlert(alert: alert, response: response)
        state.withLock { $0.presented.append(record) }
        onPresent?(record)
        if let scripted, response == .dismissed, scripted.tap != .dismiss {
            Issue.record(
                "Cannot tap \(scripted.tap.words): no such button.\n\(alert)", sourceLocation: scripted.sourceLocation)
        } else if scripted == nil {
            Issue.record("An alert was presented but no tap was scripted; call tap(_:) first.\n\(alert)")
        }
        return response
    }

    private static func response(to tap: Tap, in alert: ResolvedAlert) -> AlertOutcome<Never>? {
        let index: Int?
        switch tap {
        case .label(let label): index = alert.buttons.firstIndex { $0.label == label }
        case .role(let role): index = alert.buttons.firstIndex { $0.role == role }
        case .index(let index): return alert.buttons.indices.contains(index) ? .chosen(index) : nil
        case .defaultButton: index = alert.defaultIndex
        case .dismiss: return .dismissed
        case .noAnswer: return .unanswered(automaticChoice: alert.automaticChoice)
        case .interrupt: return .interrupted
        }
        return index.map { .chosen($0) }
    }
}
