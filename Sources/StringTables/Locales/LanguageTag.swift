/// A language tag such as `en`, `zh-Hant-TW` or `pt-BR`, in canonical case.
///
/// Tags are compared case-insensitively and accept `_` as a separator, so `zh_hant_tw`,
/// `ZH-HANT-TW` and `zh-Hant-TW` are the same tag. The canonical form lowercases the language,
/// title-cases a four-letter script and uppercases a two-letter region.
///
/// ```swift
/// let tag: LanguageTag = "pt_br"
/// tag.identifier  // "pt-BR"
/// ```
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag as text, subtags joined by `-`.
    ///
    /// It is the tag's only storage: a tag of up to 15 characters (`zh-Hant-TW`, `es-419`) is
    /// held inline with no allocation, and tags hash and compare as this one string.
    public let identifier: String

    /// The tag's subtags in canonical case, for example `["zh", "Hant", "TW"]`.
    package var subtags: [String] { identifier.split(separator: "-").map(String.init) }

    /// Creates a tag from text, or returns `nil` when the text is empty or not a tag.
    ///
    /// Encoding and modifier parts of POSIX locale names (`.UTF-8`, `@euro`) are dropped, so
    /// `de_DE.UTF-8` becomes `de-DE`. The language is 2, 3 or 5 to 8 ASCII letters; other
    /// subtags are 2 to 8 ASCII letters or digits. Extensions and private use (`-u-co-phonebk`,
    /// `-x-…`) are dropped.
    public init?(_ text: some StringProtocol) { self.init(string: String(text)) }

    /// ``init(_:)`` for a `String`, without the generic's cost where it is not specialized.
    package init?(string text: String) {
        // A language alone, in lowercase (`de`, `fil`), as most requests and settings name it.
        if (2...3).contains(text.utf8.count), text.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) {
            self.identifier = text
            return
        }
        var core = Substring(text)
        if let cut = core.firstIndex(where: { $0 == "." || $0 == "@" }) {
            core = core[..<cut]
        }
        let parts = core.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, [2, 3, 5, 6, 7, 8].contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        guard
            parts.allSatisfy({
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        // Extensions (`-u-…`, `-t-…`) and private use (`-x-…`) start with a single-letter
        // subtag; they do not choose a table, so the tag ends before them.
        let chosen = parts.prefix { $0.count > 1 }
        self.identifier = chosen.enumerated().map { Self.canonicalCase($0.element, at: $0.offset) }
            .joined(separator: "-")
    }

    /// Creates a tag from a literal; an invalid literal is a programming error caught in tests.
    public init(stringLiteral value: String) {
        if let tag = LanguageTag(value) {
            self = tag
        } else {
            assertionFailure("\"\(value)\" is not a language tag")
            self.identifier = "und"
        }
    }

    /// The language subtag, for example `zh` in `zh-Hant-TW`.
    public var language: String { String(identifier.prefix { $0 != "-" }) }

    /// The four-letter script subtag, if the tag has one.
    public var script: String? {
        identifier.split(separator: "-").dropFirst().first { $0.count == 4 && $0.first?.isLetter == true }
            .map(String.init)
    }

    /// The region subtag (two letters or three digits), if the tag has one.
    public var region: String? {
        let subtags = identifier.split(separator: "-").dropFirst()
        return subtags.first { (part: Substring) in
            (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
        }.map(String.init)
    }

    /// The RFC 4647 lookup chain: the tag, then the tag with its last subtag removed, and so on.
    ///
    /// A truncation that would drop a script subtag while keeping the language is skipped, so
    /// `zh-Hant-TW` gives `zh-Hant-TW`, `zh-Hant` — never `zh`, which means Simplified Chinese
    /// to most tables.
    package var truncations: [LanguageTag] {
        var chain: [LanguageTag] = []
        var current = subtags
        while !current.isEmpty {
            chain.append(LanguageTag(canonical: current))
            if current.count == 2, script != nil, current[1] == script { break }
            current.removeLast()
        }
        return chain
    }

    /// The tag as text, as ``identifier`` gives it.
    public var description: String { identifier }

    /// Orders tags by their identifiers, so lists of languages print the same way every time.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }

    private init(canonical: [String]) { self.identifier = canonical.joined(separator: "-") }

    private static func canonicalCase(_ part: Substring, at index: Int) -> String {
        if index == 0 { return part.lowercased() }
        switch part.count {
        case 4 where part.allSatisfy(\.isLetter): return part.prefix(1).uppercased() + part.dropFirst().lowercased()
        case 2 where part.allSatisfy(\.isLetter): return part.uppercased()
        default: return part.lowercased()
        }
    }
}
