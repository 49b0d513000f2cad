/// A closure to run when a button is chosen, synchronous or asynchronous.
///
/// Buttons written with a trailing closure, `AlertButton("Retry") { … }`, carry an
/// `AlertAction`, and the alert modifiers run it when the button is chosen, before the alert is
/// dismissed. For alerts you want to compare in tests, prefer a value action — an enum of your
/// own — and handle the chosen value where the alert was presented.
public struct AlertAction: Sendable {
    private let body: @isolated(any) @Sendable () async -> Void

    /// An action that runs `body` on the actor it was written for (a closure written in
    /// `@MainActor` code runs on the main actor); a synchronous closure converts to it.
    public init(@_inheritActorContext _ body: @escaping @isolated(any) @Sendable () async -> Void) {
        self.body = body
    }

    /// Runs the action.
    public func callAsFunction() async {
        await body()
    }
}
