/// Collects the pieces of an alert from a closure — its buttons, or the lines of its message —
/// the counterpart of the `ViewBuilder` that SwiftUI's `actions` and `message` closures use.
///
/// It supports `if`, `if`/`else`, `switch`, `if let`, optional pieces, lists made elsewhere,
/// `for` loops and `#available`. Buttons come in the order written; the lines of a message are
/// joined with a newline, and no line means no message. A message is unstyled text.
///
/// ```swift
/// Alert<SaveAction>("Save failed.") {
///     AlertButton("Retry", action: .retry)
///     if canDiscard { AlertButton("Discard", role: .destructive, action: .discard) }
///     for copy in copies { AlertButton("Keep \(copy.name)", action: .keep(copy.id)) }
///     AlertButton("Cancel", role: .cancel)
/// } message: {
///     AlertText(verbatim: details.error)
///     if details.canRetry { "Try again in a moment." }
/// }
/// ```
@resultBuilder
public enum AlertBuilder<Element> {
    /// One piece.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }

    /// An optional piece is shown only when it is not `nil`.
    public static func buildExpression(_ element: Element?) -> [Element] { element.map { [$0] } ?? [] }

    /// A list of pieces made elsewhere is shown in its order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

    /// The pieces in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

    /// The pieces of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

    /// The pieces of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }

    /// The pieces of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }

    /// The pieces of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}

extension AlertBuilder where Element == AlertButton<AlertAction> {
    /// No buttons: `{}` as SwiftUI allows it.
    ///
    /// The alert gets the standard "OK".
    public static func buildBlock() -> [AlertButton<AlertAction>] { [] }
}
