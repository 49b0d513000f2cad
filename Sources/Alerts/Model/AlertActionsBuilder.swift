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
    public static func buildExpression(_ button: AlertButton<Action>) -> [AlertButton<Action>] { [button] }

    /// An optional button is shown only when it is not `nil`.
    public static func buildExpression(_ button: AlertButton<Action>?) -> [AlertButton<Action>] {
        button.map { [$0] } ?? []
    }

    /// A list of buttons made elsewhere is shown in its order.
    public static func buildExpression(_ buttons: [AlertButton<Action>]) -> [AlertButton<Action>] { buttons }

    public static func buildBlock(_ parts: [AlertButton<Action>]...) -> [AlertButton<Action>] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [AlertButton<Action>]?) -> [AlertButton<Action>] { part ?? [] }

    public static func buildEither(first part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }

    public static func buildEither(second part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }

    public static func buildArray(_ parts: [[AlertButton<Action>]]) -> [AlertButton<Action>] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [AlertButton<Action>]) -> [AlertButton<Action>] { part }
}

extension AlertActionsBuilder where Action == AlertAction {
    /// No buttons: `{}` as SwiftUI allows it. The alert gets the standard "OK".
    public static func buildBlock() -> [AlertButton<AlertAction>] { [] }
}
