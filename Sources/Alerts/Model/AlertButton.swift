/// A button in an alert: a text label, an optional role, a default flag, and an action.
///
/// The counterpart of a SwiftUI `Button` inside `alert`'s actions. Labels are text only, as on
/// iOS; `isDefault` plays the part of `.keyboardShortcut(.defaultAction)` and makes the button
/// prominent. The action is a value of your own type (an enum tests well) or an ``AlertAction``
/// closure:
///
/// ```swift
/// AlertButton("Retry", action: SaveAction.retry)
/// AlertButton("Cancel", role: .cancel)
/// AlertButton(role: .destructive) { deleteDraft() } label: { "Delete \(name)" }
/// ```
public struct AlertButton<Action>: CustomStringConvertible {
    /// The label, plain text.
    public var label: AlertText
    /// The role, or `nil` for an ordinary action.
    public var role: ButtonRole?
    /// Whether this is the default button, shown with more prominence and chosen by Return.
    public var isDefault: Bool
    /// What choosing the button does; `nil` only dismisses.
    public var action: Action?

    /// A button with a label and a value action.
    public init(_ label: AlertText, role: ButtonRole? = nil, isDefault: Bool = false, action: Action? = nil) {
        self.label = label
        self.role = role
        self.isDefault = isDefault
        self.action = action
    }

    /// A button with a value action and a label built last, like SwiftUI's `Button(role:action:label:)`.
    public init(role: ButtonRole? = nil, isDefault: Bool = false, action: Action? = nil, label: () -> AlertText) {
        self.init(label(), role: role, isDefault: isDefault, action: action)
    }

    /// The same button with its action transformed.
    public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> AlertButton<NewAction> {
        AlertButton<NewAction>(label, role: role, isDefault: isDefault, action: try action.map(transform))
    }

    /// `Button("Retry", role: cancel, default)`, with the action when there is one.
    public var description: String {
        var parts = [label.description]
        if let role { parts.append("role: \(role.rawValue)") }
        if isDefault { parts.append("default") }
        if let action { parts.append("action: \(action)") }
        return "Button(" + parts.joined(separator: ", ") + ")"
    }
}

extension AlertButton: Sendable where Action: Sendable {}
extension AlertButton: Equatable where Action: Equatable {}
extension AlertButton: Hashable where Action: Hashable {}

// The closure parameters inherit the caller's actor (`@_inheritActorContext`, as `Task.init`
// does), so a closure written in `@MainActor` code may touch main-actor state; `@isolated(any)`
// keeps that isolation, and the action is awaited on it when it runs. A synchronous closure
// converts to the asynchronous parameter, so one initializer serves both.
extension AlertButton where Action == AlertAction {
    /// A button with no action, in an alert whose other buttons (if any) run closures: choosing it
    /// only dismisses the alert.
    ///
    /// Among value-action buttons, the same call makes a button of their action type.
    public init(_ label: AlertText, role: ButtonRole? = nil, isDefault: Bool = false) {
        self.init(label, role: role, isDefault: isDefault, action: nil)
    }

    /// A button that runs a closure, synchronous or asynchronous, like SwiftUI's
    /// `Button(_:role:action:)`.
    public init(
        _ label: AlertText, role: ButtonRole? = nil, isDefault: Bool = false,
        @_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void
    ) {
        self.init(label, role: role, isDefault: isDefault, action: AlertAction(action))
    }

    /// A button that runs a closure, synchronous or asynchronous, with its label built last, like
    /// SwiftUI's `Button(role:action:label:)`.
    public init(
        role: ButtonRole? = nil, isDefault: Bool = false,
        @_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void,
        label: () -> AlertText
    ) {
        self.init(label(), role: role, isDefault: isDefault, action: AlertAction(action))
    }
}
