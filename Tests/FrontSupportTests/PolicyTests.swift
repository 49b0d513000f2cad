import FrontSupport
import Testing

struct ColorPolicyTests {
    @Test(
        arguments: [
            (Bool?.none, [:], true, true),
            (nil, [:], false, false),
            (nil, ["NO_COLOR": "1"], true, false),
            (nil, ["NO_COLOR": ""], true, true),
            (nil, ["FORCE_COLOR": "1"], false, true),
            (nil, ["FORCE_COLOR": "0"], false, false),
            (nil, ["FORCE_COLOR": "1", "NO_COLOR": "1"], false, false),
            (nil, ["TERM": "dumb"], true, false),
            (nil, ["TERM": "dumb", "FORCE_COLOR": "3"], false, true),
            (true, ["NO_COLOR": "1", "TERM": "dumb"], false, true),
            (false, ["FORCE_COLOR": "1"], true, false),
        ] as [(Bool?, [String: String], Bool, Bool)])
    func theDocumentedOrderDecides(
        flag: Bool?, environment: [String: String], terminal: Bool, expected: Bool
    ) {
        #expect(ColorPolicy.usesColor(flag: flag, environment: environment, outputIsTerminal: terminal) == expected)
    }
}

struct InteractivityTests {
    @Test func promptingNeedsTwoTerminalsNoCIAndNoNoInput() {
        #expect(Interactivity.canPrompt(environment: [:], stdinIsTerminal: true, stderrIsTerminal: true))
        #expect(!Interactivity.canPrompt(environment: ["CI": "true"], stdinIsTerminal: true, stderrIsTerminal: true))
        #expect(Interactivity.canPrompt(environment: ["CI": ""], stdinIsTerminal: true, stderrIsTerminal: true))
        #expect(
            !Interactivity.canPrompt(environment: [:], noInput: true, stdinIsTerminal: true, stderrIsTerminal: true))
        #expect(!Interactivity.canPrompt(environment: [:], stdinIsTerminal: false, stderrIsTerminal: true))
        #expect(!Interactivity.canPrompt(environment: [:], stdinIsTerminal: true, stderrIsTerminal: false))
    }
}
