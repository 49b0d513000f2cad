import Alerts
import AlertsTesting
import Foundation
import Testing

/// Each rule of SwiftUI's alert pages (../shared/seeds), one test each.
struct PresentationSemanticsTests {
    typealias Shown = ResolvedButton

    @Test func isNotShownWhileIsPresentedIsFalse() async {
        @Bound var isPresented = false
        let front = TestFront()

        let outcome = await front.alert("Login failed.", isPresented: $isPresented) {
            AlertButton("OK", action: SaveAction.acknowledge)
        }

        #expect(outcome == .notPresented)
        #expect(front.presented.isEmpty)
    }

    @Test func isNotShownWhenTheDataIsNil() async {
        @Bound var isPresented = true
        let details: SaveDetails? = nil
        let front = TestFront()

        let outcome = await front.alert("Save failed.", isPresented: $isPresented, presenting: details) { details in
            AlertButton("Delete \(details.name)", action: SaveAction.delete(details.name))
        } message: { details in
            AlertText(details.error)
        }

        #expect(outcome == .notPresented)
        #expect(front.presented.isEmpty)
        #expect(isPresented, "nothing was dismissed, so the flag is left as it was")
    }

    @Test func isNotShownWhenTheDataIsNilEvenWithoutAMessage() async {
        @Bound var isPresented = true
        let details: SaveDetails? = nil
        let front = TestFront()

        let keyed = await front.alert("Save failed.", isPresented: $isPresented, presenting: details) { details in
            AlertButton("Delete \(details.name)", action: SaveAction.delete(details.name))
        }
        let verbatim = await front.alert(String("Save failed."), isPresented: $isPresented, presenting: details) { _ in
            AlertButton("Retry", action: SaveAction.retry)
        }

        #expect(keyed == .notPresented)
        #expect(verbatim == .notPresented)
        #expect(front.presented.isEmpty)
        #expect(isPresented)
    }

    @Test func isShownWhenBothIsPresentedAndDataAreThere() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.index(0))

        let outcome = await front.alert(
            "Save failed.", isPresented: $isPresented, presenting: SaveDetails(name: "a.txt", error: "Full.")
        ) { details in
            AlertButton("Delete \(details.name)", action: SaveAction.delete(details.name))
        }

        #expect(outcome.action == .delete("a.txt"))
        #expect(front.presented.map(\.labels) == [["Delete a.txt"]])
    }

    @Test func dataIsCapturedAtPresentationAndLaterChangesAreIgnored() async {
        let source = Bound<SaveDetails?>(wrappedValue: SaveDetails(name: "first.txt", error: "Disk full."))
        let seenByAction = Bound<String?>(wrappedValue: nil)
        let front = TestFront { _ in
            // The alert is on screen: the model changes behind its back.
            source.wrappedValue = SaveDetails(name: "second.txt", error: "Permission denied.")
        }
        front.tap(.role(.destructive))
        @Bound var isPresented = true

        await front.alert("Save failed.", isPresented: $isPresented, presenting: source.wrappedValue) { details in
            AlertButton(role: .destructive) {
                seenByAction.wrappedValue = details.name
            } label: {
                "Delete \(details.name)"
            }
        } message: { details in
            AlertText(details.error)
        }

        #expect(source.wrappedValue?.name == "second.txt")
        #expect(front.presented.first?.labels == ["Delete first.txt"])
        #expect(front.presented.first?.message == "Disk full.")
        #expect(seenByAction.wrappedValue == "first.txt")
    }

    @Test(arguments: 0..<3)
    func everyValueActionDismisses(index: Int) async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.index(index))

        let outcome = await front.alert("Save failed.", isPresented: $isPresented) {
            AlertButton("Delete", role: .destructive, action: SaveAction.delete("x"))
            AlertButton("Retry", action: SaveAction.retry)
            AlertButton("Cancel", role: .cancel)
        }

        #expect(isPresented == false)
        #expect(front.presented.first?.response.buttonIndex == index)
        #expect(outcome.buttonIndex == index)
        #expect(outcome.action == [SaveAction.delete("x"), .retry, nil][index])
    }

    @Test(arguments: 0..<3)
    func everyClosureActionRunsAndThenTheAlertIsDismissed(index: Int) async {
        let isPresented = Bound(wrappedValue: true)
        let ran = Bound<[String]>(wrappedValue: [])
        let front = TestFront()
        front.tap(.index(index))
        @Sendable func record(_ name: String) {
            ran.wrappedValue.append("\(name), presented: \(isPresented.wrappedValue)")
        }

        await front.alert("Save failed.", isPresented: isPresented.projectedValue) {
            AlertButton("Delete", role: .destructive) { record("delete") }
            AlertButton("Retry") {
                await Task.yield()
                record("retry")
            }
            AlertButton("Cancel", role: .cancel) { record("cancel") }
        }

        // "All actions in an alert dismiss the alert after the action runs."
        #expect(ran.wrappedValue == ["\(["delete", "retry", "cancel"][index]), presented: true"])
        #expect(isPresented.wrappedValue == false)
    }

    @Test func theChosenButtonIsReportedOnlyOnceItsActionHasRun() async {
        let isPresented = Bound(wrappedValue: true)
        let finished = Bound(wrappedValue: false)
        let front = TestFront()
        front.tap(.label("Slow"))

        let outcome = await front.alert("Working", isPresented: isPresented.projectedValue) {
            AlertButton("Slow") {
                try? await Task.sleep(for: .milliseconds(20))
                finished.wrappedValue = true
            }
        }

        #expect(outcome.buttonIndex.map { front.presented.first?.buttons[$0].label } == "Slow")
        #expect(finished.wrappedValue)
    }

    @Test func noActionsGiveOneStandardOK() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.label("OK"))

        let outcome = await front.alert("Login failed.", isPresented: $isPresented) {}

        #expect(front.presented.first?.buttons == [Shown("OK", isDefault: true)])
        let choseOK = if case .chosen(0, .none) = outcome { true } else { false }
        #expect(choseOK, "\(outcome)")
        #expect(isPresented == false)
    }

    @Test func actionlessFormsCompileAndShowTheStandardOKOrTheirButtons() async {
        @Bound var isPresented = true
        let front = TestFront()
        let details: SaveDetails? = SaveDetails(name: "a", error: "Disk full.")
        for _ in 0..<7 { front.tap(.index(0)) }

        await front.alert("A", isPresented: $isPresented) {}
        isPresented = true
        await front.alert(String("B"), isPresented: $isPresented) {
        } message: {
            "Message"
        }
        isPresented = true
        await front.alert("C", isPresented: $isPresented, presenting: details) { _ in
        } message: {
            AlertText($0.error)
        }
        isPresented = true
        await front.alert(String("D"), isPresented: $isPresented, presenting: details) { _ in }
        isPresented = true
        await front.alert(isPresented: $isPresented, error: ValidationError.passwordTooShort) {}
        isPresented = true
        await front.alert(isPresented: $isPresented, error: ValidationError.invalidEmail) { _ in
        } message: { _ in
            "Fix it."
        }
        isPresented = true
        let outcome = await front.alert("G", isPresented: $isPresented) { AlertButton("Cancel", role: .cancel) }

        #expect(
            front.presented.map(\.title) == [
                "A", "B", "C", "D", "Password must be at least 8 characters long.", "Invalid email address.", "G",
            ])
        #expect(front.presented.map(\.message) == [nil, "Message", "Disk full.", nil, nil, "Fix it.", nil])
        #expect(front.presented.map(\.labels) == [["OK"], ["OK"], ["OK"], ["OK"], ["OK"], ["OK"], ["Cancel"]])
        #expect(outcome.buttonIndex.map { front.presented.last?.buttons[$0].role } == .cancel)
    }

    @Test func theStandardOKIsLocalizable() {
        let tables = InMemoryStringTables(["Alerts": ["zh-Hans": ["OK": "好"], "ar": ["OK": "حسنًا"]]])
        let alert = Alert<Never>(title: "Login failed.")
        let localizer = Localizer(sources: [tables])

        #expect(alert.resolved(localizer: localizer, languages: ["zh-Hans"]).buttons.map(\.label) == ["好"])
        #expect(alert.resolved(localizer: localizer, languages: ["ar"]).buttons.map(\.label) == ["حسنًا"])
        #expect(alert.resolved(localizer: localizer, languages: ["fr"]).buttons.map(\.label) == ["OK"])
        #expect(AlertText.Alerts.ok.key?.key == "OK")
        #expect(AlertText.Alerts.ok.table == "Alerts")
    }

    @Test func noCancelButtonIsAddedImplicitly() {
        let alert = Alert<SaveAction>("Save failed.") {
            AlertButton("Delete", role: .destructive, action: .delete("x"))
            AlertButton("Retry", action: .retry)
        }
        let resolved = alert.resolved(languages: ["en"], order: .cancelLast)

        #expect(resolved.buttons.map(\.label) == ["Delete", "Retry"])
        #expect(resolved.cancelIndex == nil)
        #expect(resolved.buttons.count == 2, "no standard OK either")
    }

    @Test func theDefaultButtonIsProminent() async {
        @Bound var isPresented = true
        let front = TestFront()
        front.tap(.defaultButton)

        let outcome = await front.alert("Unsaved changes", isPresented: $isPresented) {
            AlertButton("Discard", role: .destructive, action: SaveAction.delete("draft"))
            AlertButton("Save", isDefault: true, action: SaveAction.retry)
            AlertButton("Cancel", role: .cancel)
        }

        #expect(front.presented.first?.buttons.map(\.isDefault) == [false, true, false])
        #expect(outcome.action == .retry)
    }

    @Test func onlyTheFirstDefaultButtonStaysProminent() {
        let alert = Alert<SaveAction>("Choose") {
            AlertButton("One", isDefault: true, action: .retry)
            AlertButton("Two", isDefault: true, action: .acknowledge)
        }
        let resolved = alert.resolved(languages: ["en"])

        #expect(resolved.buttons.map(\.isDefault) == [true, false])
        #expect(
            resolved.diagnostics.map(\.description) == [
                "note: button \"Two\" is marked default too; only the first default button, \"One\", is prominent"
            ])
    }

    @Test func labelsAreTextOnlyAndNeverStyled() {
        // SwiftUI renders Markdown in a LocalizedStringKey; an alert label is plain text.
        let alert = Alert<SaveAction>("Title") {
            AlertButton("**Delete** _all_ <b>now</b>", role: .destructive, action: .delete("all"))
        }
        let label = alert.resolved(languages: ["en"]).buttons.first?.label
        #expect(label == "**Delete** _all_ <b>now</b>")
    }

    @Test func theMessageIsUnstyledTextWithPiecesOnSeparateLines() {
        let alert = Alert<Never>("Title", actions: {}) {
            "**Bold** and <i>tags</i> stay as written."
            AlertText(verbatim: "Second line")
        }
        let resolved = alert.resolved(languages: ["en"])
        #expect(resolved.message == "**Bold** and <i>tags</i> stay as written.\nSecond line")
    }
}
