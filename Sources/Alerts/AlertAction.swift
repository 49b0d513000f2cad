/// A closure to run when a button is chosen, synchronous or asynchronous.
///
/// Buttons written with a trailing closure, `AlertButton("Retry") { … }`, carry an
/// `AlertAction`, and the alert modifiers run it after the alert is dismissed. For alerts you
/// want to compare in tests, prefer a value action — an enum of your own — and handle the chosen
/// value where the alert was presented.
public struct AlertAction: Sendable {
    private enum Body: Sendable {
        case sync(@Sendable () -> Void)
        case async(@Sendable () async -> Void)
    }

    private let body: Body

    /// An action that runs synchronously.
    public init(_ body: @escaping @Sendable () -> Void) {
        self.body = .sync(body)
    }

    /// An action that runs asynchronously.
    public init(_ body: @escaping @Sendable () async -> Void) {
        self.body = .async(body)
    }

    /// Whether the action must be awaited.
    public var isAsynchronous: Bool {
        if case .async = body { true } else { false }
    }

    /// Runs the action.
    public func callAsFunction() async {
        switch body {
        case .sync(let run): run()
        case .async(let run): await run()
        }
    }
}
