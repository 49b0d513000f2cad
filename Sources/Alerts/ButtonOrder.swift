/// How a front arranges an alert's buttons, by role and prominence.
///
/// SwiftUI says the system may reorder buttons by role and prominence; here each front states
/// its policy, and the policy is this pure function, so the order can be tested:
///
/// - ``declared``: exactly as declared.
/// - ``cancelLast``: cancel buttons move to the end; every other button keeps its declared
///   place. Text fronts read left to right or top to bottom, and the way out is always last.
/// - ``defaultFirst``: the default button first, then the others as declared, cancel last —
///   the order a reader meets them in when the prominent choice leads.
///
/// Every policy is stable: buttons that it does not move keep their relative order.
public enum ButtonOrder: String, Sendable, Hashable, CaseIterable {
    case declared
    case cancelLast
    case defaultFirst

    /// The buttons in this policy's order.
    public func arrange<Action>(_ buttons: [ResolvedButton<Action>]) -> [ResolvedButton<Action>] {
        func rank(_ button: ResolvedButton<Action>) -> Int {
            switch self {
            case .declared: 0
            case .cancelLast: button.role == .cancel ? 1 : 0
            case .defaultFirst: button.isDefault ? 0 : button.role == .cancel ? 2 : 1
            }
        }
        return buttons.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }
}
