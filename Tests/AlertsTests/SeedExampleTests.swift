import Alerts
import AlertsTesting
import Testing

/// One counterpart per code example in ../shared/seeds, English and Chinese pages: each builds
/// the same alert through the same modifier and checks title, message, buttons, roles, order.
struct SeedExampleTests {
    typealias Shown = ResolvedButton

    // 000 (English and Chinese halves) and 003: `.alert(Text(alertTitle), isPresented:
    // presenting:actions:message:)`; `alertTitle` is a String, so `Text(alertTitle)` is verbatim.
    @Test func saveButtonWithTextTitleAndMessage() async throws {
        let model = DocumentModel()
        let alertTitle: String = "Save failed."
        @Bound var didError = false
        let details = model.save(didError: $didError)
        let handled = Bound<[String]>(wrappedValue: [])
        let front = TestFront()
        front.tap(.label("Retry"))

        await front.alert(AlertText(alertTitle), isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive) {
                handled.wrappedValue.append("delete \(details.name)")  // Handle the deletion.
            } label: {
                "Delete \(details.name)"
            }
            AlertButton("Retry") {
                handled.wrappedValue.append("retry")  // Handle the retry action.
            }
        } message: { details in
            AlertText(details.error)
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == "Save failed.")
        #expect(shown.message == "The disk is full.")
        #expect(shown.buttons == [Shown("Delete report.txt", role: .destructive), Shown("Retry")])
        #expect(handled.wrappedValue == ["retry"])
        #expect(didError == false)
    }

    @Test func saveButtonTextTitleIsVerbatimAndTheLabelIsAKey() {
        let alertTitle: String = "Save failed."
        let details = SaveDetails(name: "report.txt", error: "The disk is full.")
        let alert = Alert<SaveAction>(AlertText(alertTitle)) {
            AlertButton(role: .destructive, action: .delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: .retry)
        } message: {
            AlertText(details.error)
        }
        #expect(alert.title == AlertText(verbatim: "Save failed."))
        #expect(alert.message == AlertText(verbatim: "The disk is full."))
        #expect(alert.buttons.map(\.label.key?.key) == ["Delete %@", "Retry"])
        #expect(alert.buttons.map(\.label.key?.arguments) == [[.string("report.txt")], []])
        #expect(alert.buttons.map(\.role) == [.destructive, nil])
    }

    // 002: `.alert(alertTitle, isPresented:presenting:actions:message:)` — a StringProtocol title.
    @Test func saveButtonWithStringTitleAndMessage() async throws {
        let alertTitle: String = "Save failed."
        @Bound var didError = false
        let details = DocumentModel().save(didError: $didError)
        // A table that would translate the title as a key must not touch a verbatim title.
        let front = TestFront(languages: ["de"], sources: [germanTables])
        front.tap(.role(.destructive))

        let outcome = await front.alert(alertTitle, isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            AlertText(details.error)
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == "Save failed.")
        #expect(shown.message == "The disk is full.")
        #expect(
            shown.buttons == [
                Shown("report.txt löschen", role: .destructive, sourceLabel: "Delete report.txt"),
                Shown("Wiederholen", sourceLabel: "Retry"),
            ])
        #expect(outcome.action == .delete("report.txt"))
        #expect(didError == false)
    }

    // 004: `.alert("Save failed.", isPresented:presenting:actions:)` — a localized key title,
    // no message.
    @Test func saveButtonWithLocalizedKeyTitle() async throws {
        @Bound var didError = false
        let details = DocumentModel().save(didError: $didError)
        let front = TestFront(languages: ["de"], sources: [germanTables])
        front.tap(.index(1))

        let outcome = await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == "Speichern fehlgeschlagen.")
        #expect(shown.message == nil)
        #expect(
            shown.buttons == [
                Shown("report.txt löschen", role: .destructive, sourceLabel: "Delete report.txt"),
                Shown("Wiederholen", sourceLabel: "Retry"),
            ])
        #expect(outcome.action == .retry)
    }

    // 001, first example: `Login` with `.alert(alertTitle, isPresented: $didFail) { Button("OK") }`.
    @Test func loginWithStringTitle() async throws {
        let alertTitle: String = "Login failed."
        @Bound var didFail = false
        didFail = true  // Button("登录") { didFail = true }
        let acknowledged = Bound(wrappedValue: false)
        let front = TestFront()
        front.tap(.label("OK"))

        await front.alert(alertTitle, isPresented: $didFail) {
            AlertButton("OK") { acknowledged.wrappedValue = true }
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == "Login failed.")
        #expect(shown.message == nil)
        #expect(shown.buttons == [Shown("OK")])
        #expect(acknowledged.wrappedValue)
        #expect(didFail == false)
    }

    // 001, second example: the same `Login` with `Text(alertTitle)`.
    @Test func loginWithTextTitle() async {
        let alertTitle: String = "Login failed."
        @Bound var didFail = false
        didFail = true
        let acknowledged = Bound(wrappedValue: false)
        let front = TestFront()
        front.tap(.index(0))

        await front.alert(AlertText(alertTitle), isPresented: $didFail) {
            AlertButton("OK") { acknowledged.wrappedValue = true }
        }

        #expect(front.presented.map(\.title) == ["Login failed."])
        #expect(front.presented.map(\.buttons) == [[Shown("OK")]])
        #expect(acknowledged.wrappedValue)
        #expect(didFail == false)
    }

    // 001, third example: the Chinese `SaveButton` — title "保存失败", SaveDetails("223", "错误"),
    // a destructive "放弃保存 \(details.name)" and "重试", no message.
    @Test func chineseSaveButton() async throws {
        let alertTitle: String = "保存失败"
        @Bound var didError = false
        @Bound var details: SaveDetails? = nil
        details = SaveDetails(name: "223", error: "错误")  // Button("保存") { … }
        didError = true
        let handled = Bound<[String]>(wrappedValue: [])
        let front = TestFront(languages: ["zh-Hans"])
        front.tap(.role(.destructive))

        await front.alert(AlertText(alertTitle), isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive) {
                handled.wrappedValue.append("放弃保存 \(details.name)")  // Handle the deletion.
            } label: {
                "放弃保存 \(details.name)"
            }
            AlertButton("重试") {
                handled.wrappedValue.append("重试")  // Handle the retry action.
            }
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == "保存失败")
        #expect(shown.message == nil)
        #expect(shown.buttons == [Shown("放弃保存 223", role: .destructive), Shown("重试")])
        #expect(handled.wrappedValue == ["放弃保存 223"])
        #expect(didError == false)
    }

    // 001, fourth example: `.alert(isPresented: $showAlert, error: error) { Button("OK") }` with
    // the page's `ValidationError`; the title is the error's description.
    @Test(arguments: [
        (ValidationError.invalidEmail, "Invalid email address."),
        (.passwordTooShort, "Password must be at least 8 characters long."),
        (.usernameUnavailable, "This username is already taken."),
    ])
    func validationErrorAlert(error: ValidationError, title: String) async throws {
        @Bound var showAlert = false
        let current: ValidationError? = error  // Button("保存") { error = …; showAlert = true }
        showAlert = true
        let front = TestFront()
        front.tap(.label("OK"))

        let outcome = await front.alert(isPresented: $showAlert, error: current) {
            AlertButton("OK", action: SaveAction.acknowledge)
        }

        let shown = try #require(front.presented.only)
        #expect(shown.title == title)
        #expect(shown.message == nil)
        #expect(shown.buttons == [Shown("OK")])
        #expect(outcome.action == .acknowledge)
        #expect(showAlert == false)
    }

    private var germanTables: InMemoryStringTables {
        InMemoryStringTables([
            "Localizable": [
                "de": [
                    "Save failed.": "Speichern fehlgeschlagen.",
                    "Delete %@": "%@ löschen",
                    "Retry": "Wiederholen",
                ]
            ]
        ])
    }
}

extension Array {
    /// The single element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
