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
    public static func buildExpression(_ text: AlertText) -> [AlertText] { [text] }

    /// An optional piece is shown only when it is not `nil`.
    public static func buildExpression(_ text: AlertText?) -> [AlertText] { text.map { [$0] } ?? [] }

    public static func buildBlock(_ parts: [AlertText]...) -> [AlertText] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [AlertText]?) -> [AlertText] { part ?? [] }

    public static func buildEither(first part: [AlertText]) -> [AlertText] { part }

    public static func buildEither(second part: [AlertText]) -> [AlertText] { part }

    public static func buildArray(_ parts: [[AlertText]]) -> [AlertText] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [AlertText]) -> [AlertText] { part }

    public static func buildFinalResult(_ parts: [AlertText]) -> AlertText? {
        parts.isEmpty ? nil : AlertText(lines: parts)
    }
}
