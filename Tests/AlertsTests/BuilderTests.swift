import Alerts
import AlertsTesting
import Testing

/// The actions and message builders accept the control flow SwiftUI's builders accept.
struct BuilderTests {
    enum Choice: Sendable, Hashable {
        case keep(Int), discard, cancel
    }

    func labels(_ alert: Alert<Choice>) -> [String] {
        alert.buttons.isEmpty ? [] : alert.resolved(languages: ["en"]).buttons.map(\.label)
    }

    @Test(arguments: [true, false])
    func ifAndIfElse(flag: Bool) {
        let alert = Alert<Choice>("T") {
            if flag { AlertButton("Only if", action: .discard) }
            if flag {
                AlertButton("Then", action: .discard)
            } else {
                AlertButton("Else", action: .cancel)
            }
        }
        #expect(labels(alert) == (flag ? ["Only if", "Then"] : ["Else"]))
    }

    @Test(arguments: [Choice.keep(1), .discard, .cancel])
    func switchStatements(choice: Choice) {
        let alert = Alert<Choice>("T") {
            switch choice {
            case .keep(let n): AlertButton("Keep \(n)", action: choice)
            case .discard: AlertButton("Discard", action: choice)
            case .cancel: AlertButton("Cancel", role: .cancel)
            }
        }
        #expect(
            labels(alert)
                == [["Keep 1"], ["Discard"], ["Cancel"]][
                    [Choice.keep(1), .discard, .cancel].firstIndex(of: choice) ?? 0])
    }

    @Test func optionalsAndIfLet() {
        let present: AlertButton<Choice>? = AlertButton("Present", action: .discard)
        let absent: AlertButton<Choice>? = nil
        let name: String? = "copy"
        let alert = Alert<Choice>("T") {
            present
            absent
            if let name { AlertButton("Keep \(name)", action: .keep(0)) }
        }
        #expect(labels(alert) == ["Present", "Keep copy"])
    }

    @Test func forLoopsAndArrays() {
        let alert = Alert<Choice>("T") {
            for n in 1...3 { AlertButton("Keep \(n)", action: .keep(n)) }
            [AlertButton<Choice>("Cancel", role: .cancel)]
        }
        #expect(labels(alert) == ["Keep 1", "Keep 2", "Keep 3", "Cancel"])
        #expect(alert.buttons.map(\.action) == [.keep(1), .keep(2), .keep(3), nil])
    }

    @Test func availabilityChecks() {
        let alert = Alert<Choice>("T") {
            if #available(macOS 15, *) {
                AlertButton("New", action: .discard)
            } else {
                AlertButton("Old", action: .cancel)
            }
        }
        #expect(labels(alert) == ["New"])
    }

    @Test func anEmptyActionsBuilderGivesNoButtons() {
        let alert = Alert<Choice>("T") {}
        #expect(alert.buttons.isEmpty)
    }

    @Test func theMessageBuilderJoinsPiecesWithNewlinesAndSkipsNothing() {
        let details: String? = "Details"
        let reasons = ["one", "two"]
        let alert = Alert<Choice>("T", actions: {}) {
            "First"
            if let details { AlertText(details) }
            for reason in reasons { AlertText(verbatim: reason) }
            if reasons.isEmpty { "never" } else { "Last" }
        }
        #expect(alert.resolved(languages: ["en"]).message == "First\nDetails\none\ntwo\nLast")
    }

    @Test func anEmptyMessageBuilderGivesNoMessage() {
        let flag = false
        let alert = Alert<Choice>("T", actions: {}) {
            if flag { "hidden" }
        }
        #expect(alert.message == nil)
    }

    @Test func theMessageBuilderTakesTheDataItWasPresentedWith() async {
        let front = TestFront()
        front.tap(.index(0))
        @Bound var isPresented = true
        await front.alert("T", isPresented: $isPresented, presenting: 3) { count in
            AlertButton("Keep \(count)", action: Choice.keep(count))
        } message: { count in
            "\(count) copies"
        }
        #expect(front.presented.first?.message == "3 copies")
        #expect(front.presented.first?.labels == ["Keep 3"])
    }

    @Test func aMessageLeftOutIsNoMessage() async {
        let front = TestFront()
        front.tap(.index(0))
        @Bound var isPresented = true
        await front.alert("T", isPresented: $isPresented, presenting: 3) { count in
            AlertButton("Keep \(count)", action: Choice.keep(count))
        }
        #expect(front.presented.first?.message == nil)
        #expect(Alert<Choice>("T") { AlertButton("OK") }.message == nil)
    }
}
