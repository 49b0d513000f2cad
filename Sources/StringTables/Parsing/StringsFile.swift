/// A parsed `.strings` file: its entries in file order, and every problem found, with its place.
///
/// The grammar is CoreFoundation's old-style property list of strings: `"key" = "value";`
/// entries, `//` and `/* */` comments, `"…"` and `'…'` strings, unquoted tokens of
/// `A-Z a-z 0-9 _ $ - . / :`, the `"key";` shorthand (the value is the key), and an optional
/// pair of braces around the whole file. Strings take the escapes `\a \b \f \n \r \t \v \" \'
/// \\`, a backslash before a line break, octal `\ooo` (above 127 read in the NeXTSTEP encoding,
/// as CoreFoundation does) and `\U` with up to four hex digits, surrogate pairs combined.
///
/// Where CoreFoundation gives up on a whole file, this parser reports the problem at its line
/// and column and keeps going: an entry missing its `;` is kept, a broken entry is skipped up to
/// the next line, and everything else in the file still loads. The last of duplicate keys wins,
/// with a warning.
package struct StringsFile: Sendable {
    /// One `key = value;` entry as it appears in the file.
    package struct Entry: Sendable, Hashable {
        /// The key.
        package var key: String
        /// The value.
        package var value: String
        /// Where the key starts.
        package var location: LocalizationDiagnostic.Location
    }

    /// The path the file was read from, as given.
    package var path: String
    /// The text encoding the file was saved in: `UTF-8`, `UTF-16LE` or `UTF-16BE`.
    package var encoding: String
    /// Problems found, in file order.
    package var diagnostics: [LocalizationDiagnostic]

    /// The table, as a ``StringTable`` holds it: the last value of each key, as text.
    package internal(set) var table: [String: TableValue]

    /// The file's text as UTF-8, which the entries are read from again when asked for.
    private let text: [UInt8]
    /// Where each entry's key starts in ``text``, in file order, duplicates included.
    private let keyOffsets: [Int]
    /// The values of entries whose key comes again later, by entry index. Every other entry's
    /// value is the one in ``table``.
    private let shadowedValues: [Int: String]

    /// The table as plain text values.
    package var dictionary: [String: String] { table.mapValues(\.description) }

    /// Every entry in file order, duplicates included, with its line and column. Read again from
    /// the text when asked for: loading a table for lookups never needs it.
    package var entries: [Entry] {
        text.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: path)
            let places = parser.places(of: keyOffsets)
            return keyOffsets.indices.map { index in
                let key = parser.key(at: keyOffsets[index])
                let value = shadowedValues[index] ?? table[key]?.description ?? ""
                return Entry(
                    key: key, value: value,
                    location: .init(file: path, line: places[index].line, column: places[index].column))
            }
        }
    }

    /// Whether any problem is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Parses the bytes of a `.strings` file. Never throws: problems are in ``diagnostics``.
    package init(bytes: [UInt8], path: String) {
        let decoded = TextDecoding.decode(bytes)
        let parsed = decoded.utf8.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: path)
            for offset in decoded.invalidOffsets {
                parser.report(
                    .error,
                    "invalid \(decoded.encoding.rawValue) bytes here were replaced with U+FFFD; save the file as UTF-8",
                    at: offset)
            }
            parser.parse()
            return (parser.table, parser.keyOffsets, parser.shadowedValues, parser.diagnostics)
        }
        self.path = path
        self.encoding = decoded.encoding.rawValue
        self.text = decoded.utf8
        (table, keyOffsets, shadowedValues) = (parsed.0, parsed.1, parsed.2)
        self.diagnostics = parsed.3.sortedByLocation()
    }
}
