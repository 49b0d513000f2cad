import Alerts
import AlertsTesting
import Testing

/// App code is usually on the main actor: the modifiers must be callable from there, builders
/// and all, and closure actions may hop back to it.
@MainActor
struct MainActorTests {
    @MainActor final class Model {
        var retries = 0
    }

    @Test func everyModifierIsCallableFromTheMainActor() async {
        let front = TestFront()
        let model = Model()
        @Bound var isPresented = true
        for _ in 0..<5 { front.tap(.index(0)) }

        await front.alert("Title", isPresented: $isPresented) { AlertButton("Retry", action: SaveAction.retry) }
        isPresented = true
        await front.alert("Title", isPresented: $isPresented) {
            AlertButton("Retry", action: SaveAction.retry)
        } message: {
            "Message"
        }
        isPresented = true
        await front.alert("Title", isPresented: $isPresented, presenting: model.retries) { count in
            AlertButton("Retry \(count)", action: SaveAction.retry)
        }
        isPresented = true
        await front.alert("Title", isPresented: $isPresented, presenting: model.retries) { count in
            AlertButton("Retry \(count)", action: SaveAction.retry)
        } message: { count in
            "\(count) tries"
        }
        isPresented = true
        await front.alert(isPresented: $isPresented, error: ValidationError.invalidEmail) {
            AlertButton("OK", action: SaveAction.acknowledge)
        }

        #expect(front.presented.count == 5)
    }

    @Test func anAsyncClosureActionCanUpdateMainActorState() async {
        let front = TestFront()
        let model = Model()
        @Bound var isPresented = true
        front.tap(.label("Retry"))

        await front.alert("Save failed.", isPresented: $isPresented) {
            AlertButton("Retry") { @MainActor in model.retries += 1 }
        }

        #expect(model.retries == 1)
    }

    @Test func aPlainClosureActionWrittenOnTheMainActorCanUpdateItsState() async {
        let front = TestFront()
        let model = Model()
        @Bound var isPresented = true
        front.tap(.label("Retry"))
        front.tap(.label("Delete"))

        await front.alert("Save failed.", isPresented: $isPresented) {
            AlertButton("Retry") { model.retries += 1 }
        }
        isPresented = true
        await front.alert("Save failed.", isPresented: $isPresented) {
            AlertButton(role: .destructive) {
                model.retries += 10
            } label: {
                "Delete"
            }
        }

        #expect(model.retries == 11)
    }
}
