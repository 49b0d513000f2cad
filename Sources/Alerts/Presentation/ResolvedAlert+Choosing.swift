extension ResolvedAlert {
    /// The index of the button a script names with `choice` (`--choose`), or `nil` when none
    /// matches: the one rule every front uses to choose without asking.
    ///
    /// `choice` is tried, in this order, as:
    ///
    /// 1. a role word, in any case — `cancel` (the first cancel button), `destructive` (the first
    ///    destructive one) or `default` (the default button) — when the alert has such a button;
    /// 2. a number from 1, the button's place in display order, when there is one at that place;
    /// 3. a label as shown (``ResolvedButton/label``), ignoring case;
    /// 4. a label in the source language (``ResolvedButton/sourceLabel``), ignoring case, so
    ///    `retry` chooses "Повторить" in Russian.
    ///
    /// So a role word or a number means the same in every language, even when a button is
    /// labelled with it: `2` is the second button, not one labelled "2", which is chosen by its
    /// label only when there is no second button. Among labels, the first button that matches wins.
    ///
    /// ```swift
    /// alert.button(matching: "retry")   // 0 for [Повторить] [Отменить]
    /// alert.button(matching: "CANCEL")  // 1
    /// alert.button(matching: "2")       // 1
    /// ```
    public func button(matching choice: String) -> Int? {
        let folded = choice.lowercased()
        let byRole: Int? =
            switch folded {
            case "cancel": cancelIndex
            case "default": defaultIndex
            case "destructive": buttons.firstIndex { $0.role == .destructive }
            default: nil
            }
        if let byRole { return byRole }
        if let number = Int(choice), buttons.indices.contains(number - 1) { return number - 1 }
        if let index = buttons.firstIndex(where: { $0.label.lowercased() == folded }) { return index }
        return buttons.firstIndex { $0.sourceLabel?.lowercased() == folded }
    }

    /// The role word that names the button at `index` (``button(matching:)``): `cancel` or
    /// `destructive` for the first button with that role, else `default` for the default button;
    /// `nil` when no role word chooses it. A front suggests it first: it names the button in
    /// every language and whatever its label says.
    package func roleWord(for index: Int) -> String? {
        guard buttons.indices.contains(index) else { return nil }
        let candidates = [buttons[index].role?.rawValue, buttons[index].isDefault ? "default" : nil]
        return candidates.compactMap { $0 }.first { button(matching: $0) == index }
    }
}
