public import Alerts
public import StringTables
internal import Synchronization
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
/// Each presentation takes the next scripted tap. A tap that matches no button, or a
/// presentation with no tap left, records a test issue at the line that scripted the tap (or
/// presented the alert) and ends the presentation without a choice.
public final class TestFront: AlertFront {
    /// Which button a scripted tap chooses.
    public enum Tap: Sendable, Hashable, CustomStringConvertible {
        /// The button whose resolved label is exactly this text.
        case label(String)
        /// The first button with this role (`nil`: the first button without a role).
        case role(ButtonRole?)
        /// The button at this position in display order, from 0.
        case index(Int)
        /// The default (prominent) button.
        case defaultButton

        public var description: String {
            switch self {
            case .label(let label): "the button labelled \"\(label)\""
            case .role(let role?): "the \(role.rawValue) button"
            case .role(nil): "the first button without a role"
            case .index(let index): "the button at index \(index)"
            case .defaultButton: "the default button"
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

    public let localizer: Localizer
    public let languages: [LanguageTag]
    public let buttonOrder: ButtonOrder
    private let onPresent: (@Sendable (PresentedAlert) -> Void)?
    private let state = Mutex(State())

    /// A front that resolves alerts in `languages` from `sources` (searched in order) and keeps
    /// buttons in `buttonOrder` — declared order by default, so indices match your code.
    ///
    /// `onPresent` runs while each alert is on screen, before its tap: the place to change
    /// state behind an alert's back, or to check it mid-presentation.
    public init(
        languages: [LanguageTag] = ["en"], sources: [any StringTableSource] = [], buttonOrder: ButtonOrder = .declared,
        onPresent: (@Sendable (PresentedAlert) -> Void)? = nil
    ) {
        self.localizer = Localizer(sources: sources)
        self.languages = languages
        self.buttonOrder = buttonOrder
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

    public func present<Action>(_ alert: ResolvedAlert<Action>) -> Int? {
        let scripted = state.withLock { state in state.taps.isEmpty ? nil : state.taps.removeFirst() }
        let choice = scripted.flatMap { Self.index(of: $0.tap, in: alert) }
        let record = PresentedAlert(alert, chosenIndex: choice)
        state.withLock { $0.presented.append(record) }
        onPresent?(record)
        guard let scripted else {
            Issue.record("An alert was presented but no tap was scripted; call tap(_:) first.\n\(alert)")
            return nil
        }
        guard let choice else {
            Issue.record(
                "Cannot tap \(scripted.tap): no such button.\n\(alert)", sourceLocation: scripted.sourceLocation)
            return nil
        }
        return choice
    }

    private static func index<Action>(of tap: Tap, in alert: ResolvedAlert<Action>) -> Int? {
        switch tap {
        case .label(let label): alert.buttons.firstIndex { $0.label == label }
        case .role(let role): alert.buttons.firstIndex { $0.role == role }
        case .index(let index): alert.buttons.indices.contains(index) ? index : nil
        case .defaultButton: alert.buttons.firstIndex(where: \.isDefault)
        }
    }
}

/// An alert as a test front saw it: the text shown, the buttons in display order, and the tap.
public struct PresentedAlert: Sendable, Hashable, CustomStringConvertible {
    /// A button as shown.
    public struct Button: Sendable, Hashable, CustomStringConvertible {
        /// The label as shown.
        public var label: String
        /// The role, if any.
        public var role: ButtonRole?
        /// Whether the button is the default (prominent) one.
        public var isDefault: Bool

        /// A button; handy for comparing a whole list in one expectation.
        public init(_ label: String, role: ButtonRole? = nil, isDefault: Bool = false) {
            self.label = label
            self.role = role
            self.isDefault = isDefault
        }

        public var description: String {
            ResolvedButton<Never>(label: label, role: role, isDefault: isDefault, declaredIndex: 0).description
        }
    }

    /// The title as shown.
    public var title: String
    /// The message as shown.
    public var message: String?
    /// The buttons in display order.
    public var buttons: [Button]
    /// The index of the button tapped, or `nil` when the scripted tap matched nothing.
    public var chosenIndex: Int?
    /// The language of the title.
    public var language: LanguageTag?
    /// Problems met while resolving the alert.
    public var diagnostics: [LocalizationDiagnostic]

    init<Action>(_ alert: ResolvedAlert<Action>, chosenIndex: Int?) {
        title = alert.title
        message = alert.message
        buttons = alert.buttons.map { Button($0.label, role: $0.role, isDefault: $0.isDefault) }
        self.chosenIndex = chosenIndex
        language = alert.language
        diagnostics = alert.diagnostics
    }

    /// The labels in display order.
    public var labels: [String] { buttons.map(\.label) }

    /// The button tapped, if any.
    public var chosenButton: Button? { chosenIndex.map { buttons[$0] } }

    public var description: String {
        var lines = ["title: \"\(title)\""]
        if let message { lines.append("message: \"\(message)\"") }
        lines += buttons.map { "button: \($0)" }
        return lines.joined(separator: "\n")
    }
}
