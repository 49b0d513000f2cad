/// What a button does, so a front can place it, style it and pick it from a key.
///
/// The counterpart of SwiftUI's `ButtonRole`. A button without a role is an ordinary action.
public struct ButtonRole: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The role's name, `cancel` or `destructive`.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// Dismisses the alert without doing anything; Escape chooses it, and non-interactive fronts
    /// choose it when they cannot ask.
    public static let cancel = ButtonRole("cancel")

    /// Deletes or discards something; never the default focus.
    public static let destructive = ButtonRole("destructive")

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        switch name {
        case "cancel": self = .cancel
        case "destructive": self = .destructive
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown button role \"\(name)\"; expected \"cancel\" or \"destructive\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
