/// A closure to run when a button is chosen, synchronous or asynchronous.
///
/// Buttons written with a trailing closure, `AlertButton("Retry") { … }`, carry an
/// `AlertAction`, and the alert modifiers run it when the button is chosen, before the alert is
/// dismissed. For alerts you want to compare in tests, prefer a value action — an enum of your
/// own — and handle the chosen value where the alert was presented.
public struct AlertAction: Sendable {
    private enum Body: Sendable {
        case sync(@isolated(any) @Sendable () -> Void)
        case async(@Sendable () async -> Void)
    }

    private let body: Body

    /// An action that runs synchronously, on the actor it was written for (a closure written in
    /// `@MainActor` code runs on the main actor).
    public init(_ body: @escaping @isolated(any) @Sendable () -> Void) {
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
        case .sync(let run): await run()
        case .async(let run): await run()
        }
    }
}
