/// Collects an alert's message from text pieces, one per line.
///
/// The counterpart of the `ViewBuilder` that SwiftUI's `message` closures use, restricted to
/// unstyled text. Several pieces are joined with a newline; no piece means no message.
///
/// ```swift
/// } message: { details in
///     AlertText(verbatim: details.error)
///     if details.canRetry { "Try again in a moment." }
/// }
/// ```
@resultBuilder
public enum AlertMessageBuilder {
    /// A piece of text.
    public static func buildExpression(_ text: AlertText) -> [AlertText] { [text] }

    /// An optional piece is shown only when it is not `nil`.
    public static func buildExpression(_ text: AlertText?) -> [AlertText] { text.map { [$0] } ?? [] }

    /// The pieces in order.
    public static func buildBlock(_ parts: [AlertText]...) -> [AlertText] { parts.flatMap { $0 } }

    /// The pieces of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: [AlertText]?) -> [AlertText] { part ?? [] }

    /// The pieces of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [AlertText]) -> [AlertText] { part }

    /// The pieces of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [AlertText]) -> [AlertText] { part }

    /// The pieces of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[AlertText]]) -> [AlertText] { parts.flatMap { $0 } }

    /// The pieces inside an `if #available` check.
    public static func buildLimitedAvailability(_ part: [AlertText]) -> [AlertText] { part }

    /// The pieces joined one per line, or no message when there are none.
    public static func buildFinalResult(_ parts: [AlertText]) -> AlertText? {
        parts.isEmpty ? nil : AlertText(lines: parts)
    }
}
