/// Diagnostics gathered while resolving several texts, in order, with each note about a missing
/// translation kept as its parts until they are read: most lookups along a fallback chain make
/// such a note, and few callers ever read it.
///
/// Equal when the diagnostics written out are, however they are kept.
package struct PendingDiagnostics: Sendable, Hashable {
    private enum Entry: Sendable {
        case written(LocalizationDiagnostic)
        case missing(MissingTranslation)
    }

    private var entries: [Entry]

    /// No diagnostics.
    @inline(__always) package init() { entries = [] }

    /// The diagnostics given, already written out.
    package init(_ diagnostics: [LocalizationDiagnostic]) {
        entries = diagnostics.isEmpty ? [] : diagnostics.map(Entry.written)
    }

    /// Whether there are none.
    package var isEmpty: Bool { entries.isEmpty }

    /// The diagnostics, written out.
    package var written: [LocalizationDiagnostic] {
        entries.map { entry in
            switch entry {
            case .written(let diagnostic): diagnostic
            case .missing(let note): note.diagnostic
            }
        }
    }

    /// Adds `diagnostic` last.
    package mutating func append(_ diagnostic: LocalizationDiagnostic) { entries.append(.written(diagnostic)) }

    /// Adds `other`'s diagnostics last, in their order.
    package mutating func append(contentsOf other: PendingDiagnostics) {
        if !other.entries.isEmpty { entries += other.entries }
    }

    /// Adds the diagnostics of `result` last, in their order, without writing them out.
    package mutating func append(diagnosticsOf result: LocalizedString) {
        if let missing = result.missing { entries.append(.missing(missing)) }
        // Most results have none: appending nothing still costs a call.
        if !result.others.entries.isEmpty { entries += result.others.entries }
    }

    /// Equal when the diagnostics, written out, are.
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.written == rhs.written }

    /// Hashes the diagnostics written out.
    package func hash(into hasher: inout Hasher) { hasher.combine(written) }
}
