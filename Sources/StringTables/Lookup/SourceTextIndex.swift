/// The keys of one table by their source-language text: what finds `error.gone` for "Gone.", the
/// text `NSLocalizedString("error.gone", comment: "")` returns on Linux whatever the language.
///
/// Made once per table name and localizer (``LookupCache/sourceIndexes``), from the tables of the
/// source language's fallback chain that a lookup of the source text probes, in their order: a
/// key an earlier table has hides the same key further down, as it does in a lookup. Only plain
/// text is indexed. A value that holds a conversion (`Deleted %@.`) is a format, not a text an
/// error can be equal to, and a plural has no one text; both are left out, as is empty text.
///
/// Texts are compared by their UTF-8 bytes (``ExactText``): exactly, never by canonical
/// equivalence, case or spacing.
final class SourceTextIndex: Sendable {
    /// The keys whose source text is one text.
    enum Keys: Sendable, Equatable {
        /// Exactly one key has the text: the text stands for it.
        case one(String)
        /// Several keys have the text, sorted: it stands for none of them.
        case several([String])
    }

    private let keys: [ExactText: Keys]
    /// The length in UTF-8 of the longest text indexed: a longer text is no table's, and is not
    /// hashed to find that out.
    private let longest: Int

    /// The index of the tables `plan` probes, a plan for the source language.
    init(_ plan: LookupPlan) {
        var keys: [ExactText: Keys] = [:]
        var longest = 0
        var seen: Set<String> = []
        for table in plan.tables {
            for (key, value) in table.entries where seen.insert(key).inserted {
                guard case .text(let text) = value, !text.isEmpty, !FormatString.holdsConversion(text) else {
                    continue
                }
                longest = max(longest, text.utf8.count)
                switch keys[ExactText(text)] {
                case nil: keys[ExactText(text)] = .one(key)
                case .one(let other): keys[ExactText(text)] = .several([other, key].sorted())
                case .several(let others): keys[ExactText(text)] = .several((others + [key]).sorted())
                }
            }
        }
        self.keys = keys
        self.longest = longest
    }

    /// The keys whose source text is exactly `text`, if any.
    func keys(for text: String) -> Keys? {
        guard text.utf8.count <= longest else { return nil }
        return keys[ExactText(text)]
    }
}

/// The texts a ``Localizer`` has told the ``DiagnosticsSystem`` it showed as written: each once.
///
/// Bounded, as texts may come from anywhere: past ``limit`` texts it starts over, so a server that
/// shows endless distinct texts keeps at most that many, and may tell about a text again after
/// that many others.
final class ReportedTexts: Sendable {
    /// The most texts remembered.
    static let limit = 1024

    private let texts = Locked<Set<ExactText>>([])

    /// Whether `text` is told now: `true` the first time, then `false` while it is remembered.
    func isNew(_ text: String) -> Bool {
        texts.withLock { texts in
            if texts.count >= Self.limit { texts.removeAll(keepingCapacity: true) }
            return texts.insert(ExactText(text)).inserted
        }
    }

    /// How many texts are remembered: never more than ``limit``.
    var count: Int { texts.withLock { $0.count } }
}
