internal import Synchronization

/// Tables loaded once per (table, language) and the problems found loading them, safe to use
/// from many threads at once: the one cache of every source that reads table files.
///
/// A table is loaded outside the lock, so nobody waits behind a slow disk; two threads may both
/// load a table the first time, and the first result stored wins (its problems are the ones
/// recorded and told to the ``DiagnosticsSystem``). A table that does not exist is
/// remembered too.
package final class TableCache: Sendable {
    private struct Key: Hashable {
        var table: String
        var language: LanguageTag
    }

    private struct State {
        var tables: [Key: StringTable?] = [:]
        var diagnostics: [LocalizationDiagnostic] = []
    }

    private let state = Mutex(State())

    /// An empty cache.
    package init() {}

    /// The table called `name` in `language`: the cached one, or what `load` returns, cached
    /// together with the problems `load` adds to its argument.
    package func table(
        named name: String, language: LanguageTag, load: (inout [LocalizationDiagnostic]) -> StringTable?
    ) -> StringTable? {
        let key = Key(table: name, language: language)
        if let cached = state.withLock({ $0.tables[key] }) { return cached }
        var problems: [LocalizationDiagnostic] = []
        let table = load(&problems)
        let (result, stored) = state.withLock { state -> (StringTable?, Bool) in
            if let stored = state.tables[key] { return (stored, false) }
            state.tables[key] = .some(table)
            state.diagnostics += problems
            return (table, true)
        }
        if stored { Self.tell(problems) }
        return result
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
