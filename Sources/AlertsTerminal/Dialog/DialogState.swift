internal import Alerts
internal import Foundation

/// The dialog's focus and what each key does to it: the dialog's logic without a terminal.
///
/// - ←, ↑, Shift-Tab move the focus to the previous button; →, ↓, Tab to the next, wrapping
///   around; Home and End to the first and last.
/// - Enter or Space chooses the focused button (with no buttons at all, it dismisses).
/// - Esc chooses the cancel button, or dismisses when there is none.
/// - A yes key (`y`, and the first letter of “Yes” in the dialog's language, such as `j` in
///   German) chooses the default button; a no key (`n`, or the first letter of “No”) chooses the
///   cancel button. Each acts so only when the alert has such a button; else it is a letter like
///   any other.
/// - Any other letter is a mnemonic: it chooses the one button whose label starts with it
///   (ignoring case and accents), as `dialog` and a message box's access keys do. Two buttons with
///   the same first letter share no mnemonic.
/// - No single key destroys: a yes key or a mnemonic whose button is destructive only moves the
///   focus there, and Enter or Space confirms.
/// - Ctrl-C answers ``AlertOutcome/interrupted``; Ctrl-Z suspends.
///
/// The first focus is the default button, else the cancel button, else the first button that
/// destroys nothing — never a destructive one: with only destructive buttons nothing is
/// focused until an arrow key moves the focus, so Enter alone destroys nothing.
struct DialogState: Sendable, Hashable {
    /// What a key did.
    enum Effect: Sendable, Hashable {
        /// Nothing: the key means nothing here.
        case none
        /// The focus moved: draw again.
        case moved
        /// The dialog is over, with this answer.
        case answer(AlertOutcome<Never>)
        /// Ctrl-Z: give the terminal back and stop the process until it is continued.
        case suspend
    }

    /// The buttons, in display order.
    let buttons: [ResolvedButton]
    /// The focused button's index, if any.
    private(set) var focus: Int?
    /// Keys that choose the default button.
    let yesKeys: Set<Character>
    /// Keys that choose the cancel button.
    let noKeys: Set<Character>

    init(buttons: [ResolvedButton], yesKeys: Set<Character> = ["y"], noKeys: Set<Character> = ["n"]) {
        self.buttons = buttons
        self.focus = Self.initialFocus(buttons)
        self.yesKeys = yesKeys
        self.noKeys = noKeys
    }

    /// The default button, else the cancel button, else the first that destroys nothing.
    static func initialFocus(_ buttons: [ResolvedButton]) -> Int? {
        if let index = buttons.firstIndex(where: \.isDefault), buttons[index].role != .destructive { return index }
        if let index = buttons.firstIndex(where: { $0.role == .cancel }) { return index }
        return buttons.firstIndex { $0.role != .destructive }
    }

    /// The effect of `key`, the focus moved accordingly.
    mutating func handle(_ key: Key) -> Effect {
        switch key {
        case .left, .up, .backTab: return move(by: -1)
        case .right, .down, .tab: return move(by: 1)
        case .home: return focus(buttons.isEmpty ? nil : 0)
        case .end: return focus(buttons.isEmpty ? nil : buttons.count - 1)
        case .enter, .character(" "):
            if let focus { return .answer(.chosen(focus)) }
            return buttons.isEmpty ? .answer(.dismissed) : .none
        case .escape:
            return .answer(cancelIndex.map { .chosen($0) } ?? .dismissed)
        case .interrupt: return .answer(.interrupted)
        case .suspend: return .suspend
        case .character(let character): return letter(character)
        case .pageUp, .pageDown, .other: return .none
        }
    }

    private var cancelIndex: Int? { buttons.firstIndex { $0.role == .cancel } }
    private var defaultIndex: Int? { buttons.firstIndex(where: \.isDefault) }

    private mutating func move(by step: Int) -> Effect {
        guard !buttons.isEmpty else { return .none }
        let start = focus ?? (step > 0 ? -1 : buttons.count)
        return focus((start + step + buttons.count) % buttons.count)
    }

    private mutating func focus(_ index: Int?) -> Effect {
        guard let index, index != focus else { return .none }
        focus = index
        return .moved
    }

    private mutating func letter(_ character: Character) -> Effect {
        let key = Self.folded(character)
        if yesKeys.contains(key), let index = defaultIndex { return choose(index) }
        if noKeys.contains(key), let index = cancelIndex { return choose(index) }
        let matches = buttons.indices.filter { index in buttons[index].label.first.map(Self.folded) == key }
        return matches.count == 1 ? choose(matches[0]) : .none
    }

    /// What a letter does to the button at `index`: chooses it, unless it is destructive — then the
    /// focus moves there, and Enter or Space confirms.
    private mutating func choose(_ index: Int) -> Effect {
        buttons[index].role == .destructive ? focus(index) : .answer(.chosen(index))
    }

    /// `character` lowercased, accents removed, for comparing keys with labels.
    static func folded(_ character: Character) -> Character {
        let scalars = String(character).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
        let base = scalars.filter { $0.properties.generalCategory != .nonspacingMark }
        return String(String.UnicodeScalarView(base)).first ?? character
    }
}
