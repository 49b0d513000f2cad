// The JSON form of alerts, as `alerts preview` reads them:
//
//     {"title": {"key": "Delete %@", "table": "Files", "args": ["notes.txt"]},
//      "message": "The disk is full.",
//      "buttons": [{"label": "Delete", "role": "destructive"}, {"label": "Retry", "default": true}]}
//
// A text is a string (verbatim) or an object with `key` and optional `table`, `args`,
// `defaultValue` and `comment`; an argument is a string, an integer, a number with a fraction,
// or a text object. Several lines are `{"lines": [...]}`.

extension AlertText: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, table, args, defaultValue, comment, lines
    }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(verbatim: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let lines = try container.decodeIfPresent([AlertText].self, forKey: .lines) {
            self.init(lines: lines)
            return
        }
        let key = try container.decode(String.self, forKey: .key)
        let arguments = try container.decodeIfPresent([Argument].self, forKey: .args) ?? []
        self.init(
            Key(key, arguments: arguments), table: try container.decodeIfPresent(String.self, forKey: .table),
            comment: try container.decodeIfPresent(String.self, forKey: .comment),
            defaultValue: try container.decodeIfPresent(String.self, forKey: .defaultValue))
    }

    public func encode(to encoder: any Encoder) throws {
        switch storage {
        case .verbatim(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .localized(let key, let table, let defaultValue):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key.key, forKey: .key)
            try container.encodeIfPresent(table, forKey: .table)
            if !key.arguments.isEmpty { try container.encode(key.arguments, forKey: .args) }
            try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
            try container.encodeIfPresent(comment, forKey: .comment)
        case .lines(let lines):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lines, forKey: .lines)
        }
    }
}

extension AlertText.Argument: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .uint(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let text = try? container.decode(AlertText.self) {
            self = .text(text)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an argument is a string, a number or a text object")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .uint(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .text(let text): try container.encode(text)
        }
    }
}

extension AlertButton: Codable where Action: Codable {
    private enum CodingKeys: String, CodingKey {
        case label, role, isDefault = "default", action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(AlertText.self, forKey: .label),
            role: try container.decodeIfPresent(ButtonRole.self, forKey: .role),
            isDefault: try container.decodeIfPresent(Bool.self, forKey: .isDefault) ?? false,
            action: try container.decodeIfPresent(Action.self, forKey: .action))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(role, forKey: .role)
        if isDefault { try container.encode(true, forKey: .isDefault) }
        try container.encodeIfPresent(action, forKey: .action)
    }
}

extension Alert: Codable where Action: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, message, buttons
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(AlertText.self, forKey: .title),
            message: try container.decodeIfPresent(AlertText.self, forKey: .message),
            buttons: try container.decodeIfPresent([AlertButton<Action>].self, forKey: .buttons) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(buttons, forKey: .buttons)
    }
}
