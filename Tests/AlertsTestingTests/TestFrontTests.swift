import Alerts
import AlertsTesting
import Testing

struct TestFrontTests {
    enum Choice: Sendable, Hashable { case delete, retry }

    @discardableResult
    func present(on front: TestFront) async -> AlertOutcome<Choice> {
        @Bound var isPresented = true
        return await front.alert("Save failed.", isPresented: $isPresented) {
            AlertButton("Delete", role: .destructive, action: Choice.delete)
            AlertButton("Retry", isDefault: true, action: Choice.retry)
            AlertButton("Cancel", role: .cancel)
        }
    }

    @Test(arguments: [
        (TestFront.Tap.label("Retry"), 1), (.role(.destructive), 0), (.role(.cancel), 2), (.role(nil), 1),
        (.index(2), 2), (.defaultButton, 1),
    ])
    func tapsTheButtonTheScriptNames(tap: TestFront.Tap, index: Int) async {
        let front = TestFront()
        front.tap(tap)
        let outcome = await present(on: front)
        #expect(front.presented.first?.response.buttonIndex == index)
        #expect(outcome.buttonIndex == front.presented.first?.response.buttonIndex)
        #expect(outcome.action == [Choice.delete, .retry, nil][index])
        #expect(front.pendingTaps.isEmpty)
    }

    @Test func recordsEveryPresentationInOrder() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        front.tap(.label("Cancel"))
        await present(on: front)
        await present(on: front)
        #expect(front.presented.count == 2)
        #expect(front.presented.map(\.chosenButton?.label) == ["Retry", "Cancel"])
        #expect(front.presented.first?.labels == ["Delete", "Retry", "Cancel"])
    }

    @Test func aTapThatMatchesNoButtonFailsWithTheAlertShown() async {
        let front = TestFront()
        front.tap(.label("Retyr"))
        await withKnownIssue {
            let outcome = await present(on: front)
            #expect(outcome == .dismissed)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                Cannot tap the button labelled "Retyr": no such button.
                title: "Save failed."
                button: "Delete" (destructive)
                button: "Retry" (default)
                button: "Cancel" (cancel)
                """
        }
        #expect(front.presented.first?.response.buttonIndex == nil)
    }

    @Test func aPresentationWithoutAScriptedTapFails() async {
        let front = TestFront()
        await withKnownIssue {
            await present(on: front)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("An alert was presented but no tap was scripted")
        }
        #expect(front.presented.count == 1)
    }

    @Test(arguments: [
        (TestFront.Tap.index(3), "the button at index 3"), (.index(-1), "the button at index -1"),
        (.role(.cancel), "the cancel button"),
    ])
    func outOfRangeOrAbsentButtonsFail(tap: TestFront.Tap, words: String) async {
        let front = TestFront()
        front.tap(tap)
        await withKnownIssue {
            @Bound var isPresented = true
            await front.alert("Only OK", isPresented: $isPresented) { () -> [AlertButton<Choice>] in }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Cannot tap \(words): no such button.")
        }
    }

    @Test(arguments: [
        (TestFront.Tap.dismiss, AlertOutcome<Never>.dismissed), (.noAnswer, .unanswered(automaticChoice: 2)),
        (.interrupt, .interrupted),
    ])
    func scriptsAnswersThatAreNoButton(tap: TestFront.Tap, response: AlertOutcome<Never>) async {
        let front = TestFront()
        front.tap(tap)
        let outcome = await present(on: front)
        #expect(front.presented.first?.response == response)
        switch response {
        case .dismissed: #expect(outcome == .dismissed)
        case .interrupted: #expect(outcome == .interrupted)
        default: #expect(outcome == .unanswered(automaticChoice: 2))
        }
    }

    @Test func resolvesInTheLanguagesAndTablesItWasGiven() async {
        let tables = InMemoryStringTables(["Localizable": ["ja": ["Retry": "再試行"]]])
        let front = TestFront(languages: ["ja"], sources: [tables])
        front.tap(.label("再試行"))
        let outcome = await present(on: front)
        #expect(outcome.action == .retry)
    }
}
