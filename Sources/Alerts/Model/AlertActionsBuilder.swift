/// Collects an alert's buttons, the counterpart of the `ViewBuilder` that SwiftUI's `actions`
/// closures use.
///
/// Generic over the action type, it supports `if`, `if`/`else`, `switch`, `if let`, optional
/// buttons, `for` loops and `#available`:
///
/// ```swift
/// Alert<SaveAction>("Save failed.") {
///     AlertButton("Retry", action: .retry)
///     if canDiscard { AlertButton("Discard", role: .destructive, action: .discard) }
///     for copy in copies { AlertButton("Keep \(copy.name)", action: .keep(copy.id)) }
///     AlertButton("Cancel", role: .cancel)
/// }
/// ```
@resultBuilder
public enum AlertActionsBuilder<Action> {
    /// One button.
    public static func buildExpression(_ button: AlertButton<Action>) -> [AlertButton<Action>] { [button] }

    /// An optional button is shown only when it is not `nil`.
    public static func buildExpression(_ button: AlertButton<Action>?) -> [AlertButton<Action>] {
        button.map { [$0] } ?? []
    }

    /// A list of buttons made elsewhere is shown in its order.
    public static func buildExpression(_ buttons: [AlertButton<Action>]) -> [AlertButton<Action>] { buttons }

    /// The buttons in order.
    public static func buildBlock(_ parts: [AlertButton<Action>]...) -> [AlertButton<Action>] { parts.flatMap { $0 } }

    /// The buttons of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: [AlertButton<Action>]?) -> [AlertButton<Action>] { part ?? [] }

    /// The buttons of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }

    /// The buttons of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }

    /// The buttons of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[AlertButton<Action>]]) -> [AlertButton<Action>] { parts.flatMap { $0 } }

    /// The buttons inside an `if #available` check.
    public static func buildLimitedAvailability(_ part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }
}

extension AlertActionsBuilder where Action == AlertAction {
    /// No buttons: `{}` as SwiftUI allows it.
    ///
    /// The alert gets the standard "OK".
    public static func buildBlock() -> [AlertButton<AlertAction>] { [] }
}
