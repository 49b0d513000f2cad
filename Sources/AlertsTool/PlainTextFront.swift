import Alerts
import Foundation
import StringTables

/// Prints an alert as plain text on standard output and takes no choice.
///
/// A stand-in presentation for `alerts demo` until the CLI front exists; it is a real front
/// (the alert is resolved, ordered and shown), it just cannot ask.
struct PlainTextFront: AlertFront {
    let localizer = Localizer(sources: [])
    let languages: [LanguageTag]

    func present<Action>(_ alert: ResolvedAlert<Action>) -> Int? {
        print(Self.render(alert), terminator: "")
        return nil
    }

    static func render<Action>(_ alert: ResolvedAlert<Action>) -> String {
        var text = alert.title + "\n"
        if let message = alert.message { text += message + "\n" }
        for button in alert.buttons {
            var traits: [String] = []
            if let role = button.role { traits.append(role.rawValue) }
            if button.isDefault { traits.append("default") }
            text += "  [\(button.label)]" + (traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))") + "\n"
        }
        return text
    }
}
