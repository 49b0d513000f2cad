import Alerts
import AlertsTesting
import Testing

/// Every titled modifier takes SwiftUI's three title forms: a literal is a key, a string value
/// is verbatim, an `AlertText` is used as built.
struct TitleFormTests {
    enum Form: String, CaseIterable, Sendable {
        case literalKey, stringValue, keyText, verbatimText
    }

    enum Modifier: String, CaseIterable, Sendable {
        case actions, actionsMessage, presentingActions, presentingActionsMessage
    }

    static let tables = InMemoryStringTables([
        "Localizable": ["de": ["Login failed.": "Anmeldung fehlgeschlagen.", "Try again.": "Bitte erneut versuchen."]]
    ])

    /// Presents "Login failed." through `modifier` with the title written in `form`.
    func present(_ form: Form, _ modifier: Modifier, on front: TestFront) async {
        @Bound var isPresented = true
        let value = "Login failed."
        let data: Int? = 1
        func buttons() -> [AlertButton<Int>] { [AlertButton("OK", action: 0)] }
        switch (form, modifier) {
        case (.literalKey, .actions):
            await front.alert("Login failed.", isPresented: $isPresented) { buttons() }
        case (.literalKey, .actionsMessage):
            await front.alert("Login failed.", isPresented: $isPresented) {
                buttons()
            } message: {
                "Try again."
            }
        case (.literalKey, .presentingActions):
            await front.alert("Login failed.", isPresented: $isPresented, presenting: data) { _ in buttons() }
        case (.literalKey, .presentingActionsMessage):
            await front.alert("Login failed.", isPresented: $isPresented, presenting: data) { _ in
                buttons()
            } message: {
                _ in
                "Try again."
            }
        case (.stringValue, .actions):
            await front.alert(value, isPresented: $isPresented) { buttons() }
        case (.stringValue, .actionsMessage):
            await front.alert(value, isPresented: $isPresented) {
                buttons()
            } message: {
                "Try again."
            }
        case (.stringValue, .presentingActions):
            await front.alert(value, isPresented: $isPresented, presenting: data) { _ in buttons() }
        case (.stringValue, .presentingActionsMessage):
            await front.alert(value, isPresented: $isPresented, presenting: data) { _ in
                buttons()
            } message: { _ in
                "Try again."
            }
        case (.keyText, .actions), (.verbatimText, .actions):
            await front.alert(text(form), isPresented: $isPresented) { buttons() }
        case (.keyText, .actionsMessage), (.verbatimText, .actionsMessage):
            await front.alert(text(form), isPresented: $isPresented) {
                buttons()
            } message: {
                "Try again."
            }
        case (.keyText, .presentingActions), (.verbatimText, .presentingActions):
            await front.alert(text(form), isPresented: $isPresented, presenting: data) { _ in buttons() }
        case (.keyText, .presentingActionsMessage), (.verbatimText, .presentingActionsMessage):
            await front.alert(text(form), isPresented: $isPresented, presenting: data) { _ in
                buttons()
            } message: {
                _ in
                "Try again."
            }
        }
        #expect(isPresented == false)
    }

    func text(_ form: Form) -> AlertText {
        form == .keyText ? AlertText("Login failed.") : AlertText(verbatim: "Login failed.")
    }

    @Test(arguments: Form.allCases, Modifier.allCases)
    func theTitleIsAKeyOnlyWhenWrittenAsOne(form: Form, modifier: Modifier) async {
        let front = TestFront(languages: ["de"], sources: [Self.tables])
        front.tap(.label("OK"))

        await present(form, modifier, on: front)

        let localized = form == .literalKey || form == .keyText
        #expect(front.presented.map(\.title) == [localized ? "Anmeldung fehlgeschlagen." : "Login failed."])
        let hasMessage = modifier == .actionsMessage || modifier == .presentingActionsMessage
        #expect(front.presented.map(\.message) == [hasMessage ? "Bitte erneut versuchen." : nil])
    }
}
