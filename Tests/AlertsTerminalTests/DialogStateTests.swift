import Alerts
import Testing

@testable import AlertsTerminal

struct DialogStateTests {
    static let delete = ResolvedButton("Delete", role: .destructive)
    static let keep = ResolvedButton("Keep", isDefault: true)
    static let cancel = ResolvedButton("Cancel", role: .cancel)

    @Test func theFirstFocusIsTheDefaultElseCancelElseTheFirstSafeButtonNeverADestructiveOne() {
        #expect(DialogState(buttons: [Self.delete, Self.keep, Self.cancel]).focus == 1)
        #expect(DialogState(buttons: [Self.delete, Self.cancel]).focus == 1)
        #expect(
            DialogState(buttons: [ResolvedButton("Delete", role: .destructive, isDefault: true), Self.cancel]).focus
                == 1)
        #expect(DialogState(buttons: [Self.delete, ResolvedButton("Move"), ResolvedButton("Copy")]).focus == 1)
        #expect(DialogState(buttons: [ResolvedButton("Delete", role: .destructive, isDefault: true)]).focus == nil)
        #expect(DialogState(buttons: [ResolvedButton("OK")]).focus == 0)
    }

    @Test func arrowsAndTabMoveTheFocusAroundAndEnterChoosesIt() {
        var state = DialogState(buttons: [Self.delete, Self.keep, Self.cancel])
        #expect(state.handle(.right) == .moved)
        #expect(state.focus == 2)
        #expect(state.handle(.tab) == .moved)
        #expect(state.focus == 0)
        #expect(state.handle(.backTab) == .moved)
        #expect(state.focus == 2)
        #expect(state.handle(.left) == .moved)
        #expect(state.handle(.left) == .moved)
        #expect(state.focus == 0)
        #expect(state.handle(.end) == .moved)
        #expect(state.handle(.end) == .none)
        #expect(state.handle(.home) == .moved)
        #expect(state.handle(.enter) == .answer(.chosen(0)))
        #expect(state.handle(.character(" ")) == .answer(.chosen(0)))
    }

    @Test func withOnlyDestructiveButtonsEnterDoesNothingUntilTheFocusIsMoved() {
        var state = DialogState(buttons: [ResolvedButton("Erase", role: .destructive), Self.delete])
        #expect(state.handle(.enter) == .none)
        #expect(state.handle(.right) == .moved)
        #expect(state.focus == 0)
        #expect(state.handle(.enter) == .answer(.chosen(0)))
        var backwards = DialogState(buttons: [ResolvedButton("Erase", role: .destructive), Self.delete])
        #expect(backwards.handle(.left) == .moved)
        #expect(backwards.focus == 1)
    }

    @Test func escChoosesCancelOrDismissesWhenThereIsNone() {
        var withCancel = DialogState(buttons: [Self.keep, Self.cancel])
        #expect(withCancel.handle(.right) == .moved)
        #expect(withCancel.handle(.escape) == .answer(.chosen(1)))
        var without = DialogState(buttons: [Self.delete, Self.keep])
        #expect(without.handle(.escape) == .answer(.dismissed))
        var none = DialogState(buttons: [])
        #expect(none.handle(.enter) == .answer(.dismissed))
        #expect(none.handle(.right) == .none)
    }

    @Test func yChoosesASafeDefaultAndNChoosesCancelOnlyWhenTheAlertHasThem() {
        var state = DialogState(buttons: [Self.delete, Self.keep, Self.cancel])
        #expect(state.handle(.character("y")) == .answer(.chosen(1)))
        #expect(state.handle(.character("Y")) == .answer(.chosen(1)))
        #expect(state.handle(.character("n")) == .answer(.chosen(2)))
        // A destructive default is only focused by y: Enter confirms.
        var destructive = DialogState(buttons: [
            ResolvedButton("Erase", role: .destructive, isDefault: true), Self.cancel,
        ])
        #expect(destructive.handle(.character("y")) == .moved)
        #expect(destructive.focus == 0)
        #expect(destructive.handle(.enter) == .answer(.chosen(0)))
        // No default, no cancel: y and n are mnemonics like any letter, and here match nothing.
        var plain = DialogState(buttons: [ResolvedButton("Move"), ResolvedButton("Copy")])
        #expect(plain.handle(.character("y")) == .none)
        #expect(plain.handle(.character("n")) == .none)
    }

    @Test func localizedYesAndNoKeysWorkToo() {
        var state = DialogState(buttons: [Self.keep, Self.cancel], yesKeys: ["y", "j"], noKeys: ["n"])
        #expect(state.handle(.character("J")) == .answer(.chosen(0)))
    }

    @Test func anotherLetterChoosesTheOneButtonItStartsWithAtOnce() {
        let buttons = [ResolvedButton("Save"), ResolvedButton("Émettre"), Self.delete, Self.cancel]
        var save = DialogState(buttons: buttons)
        #expect(save.focus == 3)
        #expect(save.handle(.character("S")) == .answer(.chosen(0)))
        var emit = DialogState(buttons: buttons)
        #expect(emit.handle(.character("e")) == .answer(.chosen(1)))  // accents and case ignored
        #expect(emit.handle(.character("x")) == .none)
        var shared = DialogState(buttons: [ResolvedButton("Save"), ResolvedButton("Skip"), Self.cancel])
        #expect(shared.handle(.character("s")) == .none)
        #expect(shared.focus == 2)
    }

    @Test func noSingleKeyChoosesADestructiveButtonItsLetterOnlyFocusesIt() {
        var state = DialogState(buttons: [ResolvedButton("Save"), Self.delete, Self.cancel])
        #expect(state.handle(.character("d")) == .moved)
        #expect(state.focus == 1)
        #expect(state.handle(.character("d")) == .none)
        #expect(state.handle(.enter) == .answer(.chosen(1)))
    }

    @Test func withoutADefaultOrCancelButtonYesAndNoKeysChooseTheButtonsTheyStart() {
        // A yes-or-no question built without roles: y and n are those buttons' letters.
        var yes = DialogState(buttons: [ResolvedButton("Yes"), ResolvedButton("No")])
        #expect(yes.handle(.character("y")) == .answer(.chosen(0)))
        var no = DialogState(buttons: [ResolvedButton("Yes"), ResolvedButton("No")])
        #expect(no.handle(.character("n")) == .answer(.chosen(1)))
        var german = DialogState(buttons: [ResolvedButton("Ja"), ResolvedButton("Nein")], yesKeys: ["y", "j"])
        #expect(german.handle(.character("j")) == .answer(.chosen(0)))
    }

    @Test func ctrlCInterruptsAndCtrlZSuspends() {
        var state = DialogState(buttons: [Self.keep, Self.cancel])
        #expect(state.handle(.interrupt) == .answer(.interrupted))
        #expect(state.handle(.suspend) == .suspend)
        #expect(state.handle(.other) == .none)
    }
}
