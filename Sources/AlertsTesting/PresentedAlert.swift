public import Alerts

/// An alert as a test front saw it: the resolved alert — title, message, hint, buttons in
/// display order, and for an error its details — and the answer the front gave.
///
/// Every property of `ResolvedAlert` reads through, so `presented.title`, `presented.hint` and
/// `presented.error?.causes` work as they do on the alert itself.
@dynamicMemberLookup
public struct PresentedAlert: Sendable, Hashable {
    /// The alert as shown.
    public var alert: ResolvedAlert
    /// What the front answered.
    public var response: AlertOutcome<Never>

    /// A property of the alert.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ResolvedAlert, Value>) -> Value { alert[keyPath: keyPath] }

    /// The labels in display order.
    public var labels: [String] { alert.buttons.map(\.label) }

    /// The button chosen (or chosen automatically), if any: the one at `response.buttonIndex`.
    public var chosenButton: ResolvedButton? { response.buttonIndex.map { alert.buttons[$0] } }
}
