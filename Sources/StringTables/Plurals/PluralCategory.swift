/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}
