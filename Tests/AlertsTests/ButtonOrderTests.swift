import Alerts
import AlertsTesting
import Testing

/// The button-order policies, as pure functions, and which policy each front uses.
struct ButtonOrderTests {
    /// Declared: cancel, destructive, default, plain.
    let buttons: [ResolvedButton] = [
        ResolvedButton("Cancel", role: .cancel),
        ResolvedButton("Delete", role: .destructive),
        ResolvedButton("Save", isDefault: true),
        ResolvedButton("Later"),
    ]

    @Test func declaredKeepsTheOrderAsWritten() {
        #expect(ButtonOrder.declared.arrange(buttons).map(\.label) == ["Cancel", "Delete", "Save", "Later"])
    }

    @Test func cancelLastMovesOnlyCancelButtons() {
        #expect(ButtonOrder.cancelLast.arrange(buttons).map(\.label) == ["Delete", "Save", "Later", "Cancel"])
    }

    @Test func defaultFirstLeadsWithTheDefaultAndEndsWithCancel() {
        #expect(ButtonOrder.defaultFirst.arrange(buttons).map(\.label) == ["Save", "Delete", "Later", "Cancel"])
    }

    @Test(arguments: ButtonOrder.allCases)
    func everyPolicyIsStableAndLosesNothing(order: ButtonOrder) {
        let cancels = (0..<3).map { ResolvedButton("Cancel \($0)", role: .cancel) }
        let arranged = order.arrange(buttons + cancels)
        #expect(arranged.count == buttons.count + cancels.count)
        #expect(arranged.filter { $0.role == .cancel }.map(\.label) == ["Cancel", "Cancel 0", "Cancel 1", "Cancel 2"])
        #expect(order.arrange([ResolvedButton]()).isEmpty)
    }

    @Test func frontsUseCancelLastUnlessTheySayOtherwise() {
        struct QuietFront: AlertFront {
            let localizer = Localizer(sources: [])
            let languages: [LanguageTag] = ["en"]
            func present(_ alert: ResolvedAlert) async -> AlertOutcome<Never> { .delivered }
        }
        #expect(QuietFront().buttonOrder == .cancelLast)
        #expect(TestFront().buttonOrder == .declared)
        #expect(TestFront(buttonOrder: .defaultFirst).buttonOrder == .defaultFirst)
    }

    @Test func aFrontResolvesWithItsOwnPolicy() {
        let alert = Alert<Int>("Title") {
            AlertButton("Cancel", role: .cancel, action: 0)
            AlertButton("Save", isDefault: true, action: 1)
        }
        #expect(TestFront(buttonOrder: .cancelLast).resolve(alert).buttons.map(\.label) == ["Save", "Cancel"])
        #expect(TestFront().resolve(alert).buttons.map(\.label) == ["Cancel", "Save"])
    }
}
