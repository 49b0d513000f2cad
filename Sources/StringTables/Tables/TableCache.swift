/// Tables loaded once per (table, language) and the problems found loading them, safe to use
/// from many threads at once: the one cache of every source that reads table files.
///
/// Each table is loaded once: the first thread to ask loads it, holding a lock of that table's
/// own, and threads asking for the same table meanwhile wait for its result instead of loading
/// it again; threads asking for other tables do not wait. The problems found are recorded and
/// told to the ``DiagnosticsSystem`` once. A table that does not exist is remembered too.
package final class TableCache: Sendable {
    private struct Key: Hashable {
        var table: String
        var language: LanguageTag
    }

    /// One table being loaded, or loaded: `nil` until it is, then the table or `.some(nil)`.
    private typealias Slot = Locked<StringTable??>

    private struct State {
        var tables: [Key: StringTable?] = [:]
        /// The tables asked for and not yet in ``tables``: their loads hold these locks.
        var loading: [Key: Slot] = [:]
        var diagnostics: [LocalizationDiagnostic] = []
    }

    private let state = Locked(State())

    /// An empty cache.
    package init() {}

    /// The table called `name` in `language`: the cached one, or what `load` returns, cached
    /// together with the problems `load` adds to its argument. `load` runs once per table, even
    /// when many threads ask at once.
    package func table(
        named name: String, language: LanguageTag, load: (inout [LocalizationDiagnostic]) -> StringTable?
    ) -> StringTable? {
        let key = Key(table: name, language: language)
        let slot = state.withLock { state -> Slot? in
            if state.tables[key] != nil { return nil }
            if let slot = state.loading[key] { return slot }
            let slot = Slot(nil)
            state.loading[key] = slot
            return slot
        }
        guard let slot else { return state.withLock { $0.tables[key] ?? nil } }
        var problems: [LocalizationDiagnostic] = []
        let (table, loaded) = slot.withLock { stored -> (StringTable?, Bool) in
            if let stored { return (stored, false) }
            let table = load(&problems)
            stored = .some(table)
            return (table, true)
        }
        guard loaded else { return table }
        state.withLock { state in
            state.tables[key] = .some(table)
            state.loading[key] = nil
            state.diagnostics += problems
        }
        Self.tell(problems)
        return table
    }

    /// Every problem found so far, in the order found.
    package var diagnostics: [LocalizationDiagnostic] { state.withLock { $0.diagnostics } }

    /// Records problems found outside a table's loading, such as while listing folders.
    package func record(_ problems: [LocalizationDiagnostic]) {
        guard !problems.isEmpty else { return }
        state.withLock { $0.diagnostics += problems }
        Self.tell(problems)
    }

    /// Tells the process's ``DiagnosticsSystem`` handler about problems found, once each: only
    /// the load whose result is stored reports them.
    private static func tell(_ problems: [LocalizationDiagnostic]) {
        for problem in problems { DiagnosticsSystem.emit { DiagnosticEvent(.table, problem) } }
    }
}
