/// Reads one table of one `.lproj` folder from its files' bytes: `<Table>.strings`, then
/// `<Table>.stringsdict`, whose values win key by key, so a key's plural rules beat its plain text.
///
/// The one place the two files are merged: ``StringTableDirectory`` reads folders on disk and
/// files compiled into the binary with it, and the linter reads what it checks.
///
/// ```swift
/// let loader = TableLoader(strings: .init(bytes: stringsBytes, path: "de.lproj/Localizable.strings"),
///                          stringsDict: nil)
/// var entries: [String: TableValue] = [:]
/// loader.merge(into: &entries)
/// ```
package struct TableLoader: Sendable {
    /// The bytes of one table file, and the path its problems are reported at.
    package struct File: Sendable {
        /// The file's contents.
        package var bytes: [UInt8]
        /// The path the file was read from, as it should appear in diagnostics.
        package var path: String

        /// A file's contents and path.
        package init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }
    }

    /// The parsed `.strings` file, if the folder has one.
    package private(set) var strings: StringsFile?
    /// The parsed `.stringsdict` file, if the folder has one.
    package let stringsDict: StringsDictFile?

    /// Parses the table's files; either may be missing.
    package init(strings: File?, stringsDict: File?) {
        self.strings = strings.map { StringsFile(bytes: $0.bytes, path: $0.path) }
        self.stringsDict = stringsDict.map { StringsDictFile(bytes: $0.bytes, path: $0.path) }
    }

    /// Whether the folder has any file of the table.
    package var found: Bool { strings != nil || stringsDict != nil }

    /// Problems found in the files, the `.strings` file's first.
    package var diagnostics: [LocalizationDiagnostic] {
        (strings?.diagnostics ?? []) + (stringsDict?.diagnostics ?? [])
    }

    /// Puts the table's values into `entries`, replacing any value of the same key.
    package func merge(into entries: inout [String: TableValue]) {
        if let strings {
            if entries.isEmpty {
                // The common case, one folder: the parsed table itself, shared until either changes.
                entries = strings.table
            } else {
                for (key, value) in strings.table { entries[key] = value }
            }
        }
        if let stringsDict {
            entries.merge(stringsDict.entries) { _, plural in plural }
        }
    }

    /// Puts the table's values into `entries` as ``merge(into:)`` does, moving the `.strings`
    /// file's table there when `entries` is empty: a `.stringsdict` file's values then go into it
    /// without copying it first. The loader's `.strings` table is left empty (its diagnostics and
    /// ``found`` stay).
    package mutating func move(into entries: inout [String: TableValue]) {
        if entries.isEmpty, var file = strings {
            strings = nil  // `file` is now the table's only owner
            swap(&entries, &file.table)
            strings = file
        }
        merge(into: &entries)
    }

    /// Where the value ``merge(into:)`` keeps for each key is written: in the `.stringsdict` file
    /// for its keys, else at the last entry of the key in the `.strings` file.
    package func locations() -> [String: LocalizationDiagnostic.Location] {
        var locations: [String: LocalizationDiagnostic.Location] = [:]
        for entry in strings?.entries ?? [] { locations[entry.key] = entry.location }
        if let stringsDict {
            for key in stringsDict.entries.keys {
                locations[key] = stringsDict.locations[key] ?? .init(file: stringsDict.path, line: 1, column: 1)
            }
        }
        return locations
    }

    /// Where the value ``merge(into:)`` keeps for each key starts, as ``locations()`` places its key.
    package func valueLocations() -> [String: LocalizationDiagnostic.Location] {
        var locations: [String: LocalizationDiagnostic.Location] = [:]
        for entry in strings?.entries ?? [] { locations[entry.key] = entry.valueLocation }
        if let stringsDict {
            for key in stringsDict.entries.keys {
                locations[key] =
                    stringsDict.valueLocations[key] ?? .init(file: stringsDict.path, line: 1, column: 1)
            }
        }
        return locations
    }
}
