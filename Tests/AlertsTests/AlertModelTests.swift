import Alerts
import Testing

/// `Alert` and `AlertButton` as values: equality, hashing, `map`, descriptions, Sendable.
struct AlertModelTests {
    func saveAlert(name: String) -> Alert<SaveAction> {
        Alert("Save failed.") {
            AlertButton(role: .destructive, action: .delete(name)) { "Delete \(name)" }
            AlertButton("Retry", action: .retry)
        } message: {
            "The disk is full."
        }
    }

    @Test func alertsBuiltTheSameWayAreEqual() {
        #expect(saveAlert(name: "a.txt") == saveAlert(name: "a.txt"))
        #expect(saveAlert(name: "a.txt").hashValue == saveAlert(name: "a.txt").hashValue)
        #expect(saveAlert(name: "a.txt") != saveAlert(name: "b.txt"))
    }

    @Test func alertsWithDifferentRolesDefaultsOrActionsDiffer() {
        var other = saveAlert(name: "a.txt")
        other.buttons[1].isDefault = true
        #expect(other != saveAlert(name: "a.txt"))
        other = saveAlert(name: "a.txt")
        other.buttons[0].role = .cancel
        #expect(other != saveAlert(name: "a.txt"))
        other = saveAlert(name: "a.txt")
        other.buttons[1].action = .acknowledge
        #expect(other != saveAlert(name: "a.txt"))
    }

    @Test func mapTransformsEveryActionAndKeepsTheRest() {
        let mapped = saveAlert(name: "a.txt").map { action -> String in
            switch action {
            case .delete(let name): "delete:\(name)"
            case .retry: "retry"
            case .acknowledge: "ok"
            }
        }
        #expect(mapped.buttons.map(\.action) == ["delete:a.txt", "retry"])
        #expect(mapped.title == "Save failed.")
        #expect(mapped.buttons.map(\.role) == [.destructive, nil])
    }

    @Test func theDescriptionShowsEverythingATestFailureNeeds() {
        #expect(
            saveAlert(name: "a.txt").description
                == #"Alert("Save failed.", message: "The disk is full.", buttons: [Button("Delete %@" ["a.txt"], role: destructive, action: delete("a.txt")), Button("Retry", action: retry)])"#
        )
    }

    @Test func valuesAreSendable() {
        func requireSendable(_: some Sendable) {}
        requireSendable(saveAlert(name: "a.txt"))
        requireSendable(AlertButton<AlertAction>("Retry") {})
        requireSendable(saveAlert(name: "a").resolved(languages: ["en"]))
    }

    @Test func closureActionsAreSyncOrAsync() async {
        let log = Bound<[String]>(wrappedValue: [])
        let sync = AlertButton("Sync") { log.wrappedValue.append("sync") }
        let async = AlertButton("Async") {
            await Task.yield()
            log.wrappedValue.append("async")
        }
        await sync.action?()
        await async.action?()
        #expect(log.wrappedValue == ["sync", "async"])
    }
}
