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
    /// Exactly as declared.
    case declared
    /// Cancel buttons last; every other button keeps its declared place.
    case cancelLast
    /// The default button first, then the others as declared, cancel last.
    case defaultFirst

    /// The buttons in this policy's order.
    package func arrange(_ buttons: [ResolvedButton]) -> [ResolvedButton] { arrange(buttons) { $0 } }

    /// `items` in the order this policy gives the button each one holds.
    func arrange<Item>(_ items: [Item], by button: (Item) -> ResolvedButton) -> [Item] {
        guard let arrangement = arrangement(of: items.map(button)) else { return items }
        return arrangement.map { items[$0] }
    }

    /// For each place in this policy's order, the index in `buttons` of the button there; `nil`
    /// when the policy leaves every button where it is (as it does most alerts).
    func arrangement(of buttons: [ResolvedButton]) -> [Int]? {
        func rank(_ button: ResolvedButton) -> Int {
            switch self {
            case .declared: 0
            case .cancelLast: button.role == .cancel ? 1 : 0
            case .defaultFirst: button.isDefault ? 0 : button.role == .cancel ? 2 : 1
            }
        }
        // Already in order when the ranks never go down.
        var previous = 0
        var inOrder = true
        for button in buttons {
            let current = rank(button)
            if current < previous {
                inOrder = false
                break
            }
            previous = current
        }
        if inOrder { return nil }
        return buttons.indices.sorted { (rank(buttons[$0]), $0) < (rank(buttons[$1]), $1) }
    }
}
