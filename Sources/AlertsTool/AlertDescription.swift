import Alerts
import Foundation

// The JSON form of alerts that `alerts preview` reads:
//
//     {"title": {"key": "Delete %@", "table": "Files", "args": ["notes.txt"]},
//      "message": "The disk is full.",
//      "buttons": [{"label": "Delete", "role": "destructive"}, {"label": "Retry", "default": true}]}
//
// A text is a string (verbatim) or an object with `key` and optional `table`, `args`,
// `defaultValue` and `comment`; an argument is a string, an integer, a number with a fraction,
// or a text object. Several lines are `{"lines": [...]}`.

/// An alert described in JSON, decoded into an `Alert` whose actions are the buttons' `action`
/// strings.
struct AlertDescription: Decodable {
    var alert: Alert<String>

    private enum CodingKeys: String, CodingKey {
        case title, message, buttons
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        alert = Alert(
            title: try container.decode(Text.self, forKey: .title).text,
            message: try container.decodeIfPresent(Text.self, forKey: .message)?.text,
            buttons: try container.decodeIfPresent([Button].self, forKey: .buttons)?.map(\.button) ?? [])
    }

    /// A text: a string, shown verbatim, or a key with its table and arguments, or lines.
    struct Text: Decodable {
        var text: AlertText

        private enum CodingKeys: String, CodingKey {
            case key, table, args, defaultValue, comment, lines
        }

        init(from decoder: any Decoder) throws {
            if let verbatim = try? decoder.singleValueContainer().decode(String.self) {
                text = AlertText(verbatim: verbatim)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let lines = try container.decodeIfPresent([Text].self, forKey: .lines) {
                text = AlertText(lines: lines.map(\.text))
                return
            }
            let key = try container.decode(String.self, forKey: .key)
            let arguments = try container.decodeIfPresent([Argument].self, forKey: .args) ?? []
            text = AlertText(
                AlertText.Key(key, mixing: arguments.map(\.argument)),
                table: try container.decodeIfPresent(String.self, forKey: .table),
                comment: try container.decodeIfPresent(String.self, forKey: .comment),
                defaultValue: try container.decodeIfPresent(String.self, forKey: .defaultValue))
        }
    }

    /// An argument: an integer, a number, a string or a text.
    struct Argument: Decodable {
        var argument: AlertText.Argument

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Int64.self) {
                argument = .int(value)
            } else if let value = try? container.decode(UInt64.self) {
                argument = .uint(value)
            } else if let value = try? container.decode(Double.self) {
                argument = .double(value)
            } else if let value = try? container.decode(String.self) {
                argument = .string(value)
            } else if let text = try? container.decode(Text.self) {
                argument = .text(text.text)
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "an argument is a string, a number or a text object")
            }
        }
    }

    /// A button: its label, role, whether it is the default, and an action name.
    struct Button: Decodable {
        var button: AlertButton<String>

        private enum CodingKeys: String, CodingKey {
            case label, role, isDefault = "default", action
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let role: ButtonRole?
            switch try container.decodeIfPresent(String.self, forKey: .role) {
            case nil: role = nil
            case "cancel": role = .cancel
            case "destructive": role = .destructive
            case let name?:
                throw DecodingError.dataCorruptedError(
                    forKey: .role, in: container,
                    debugDescription: "unknown button role \"\(name)\"; expected \"cancel\" or \"destructive\"")
            }
            button = AlertButton(
                try container.decode(Text.self, forKey: .label).text, role: role,
                isDefault: try container.decodeIfPresent(Bool.self, forKey: .isDefault) ?? false,
                action: try container.decodeIfPresent(String.self, forKey: .action))
        }
    }
}
