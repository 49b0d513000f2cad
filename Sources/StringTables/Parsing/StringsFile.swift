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

    /// The table: the last value of each key.
    package var dictionary: [String: String]

    /// Each entry's key, in file order, duplicates included.
    private var keys: [String]
    /// Each entry's line and column.
    private var places: [(line: Int, column: Int)]
    /// The values of entries whose key comes again later, by entry index. Every other entry's
    /// value is the one in ``dictionary``.
    private var shadowedValues: [Int: String]

    /// Every entry in file order, duplicates included. Built when asked for: loading a table for
    /// lookups never needs it.
    package var entries: [Entry] {
        keys.indices.map { index in
            let key = keys[index]
            return Entry(
                key: key, value: shadowedValues[index] ?? dictionary[key] ?? "",
                location: .init(file: path, line: places[index].line, column: places[index].column))
        }
    }

    /// Whether any problem is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Parses the bytes of a `.strings` file. Never throws: problems are in ``diagnostics``.
    package init(bytes: [UInt8], path: String) {
        let decoded = TextDecoding.decode(bytes)
        let parser = decoded.utf8.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: path)
            for offset in decoded.invalidOffsets {
                parser.report(
                    .error,
                    "invalid \(decoded.encoding.rawValue) bytes here were replaced with U+FFFD; save the file as UTF-8",
                    at: offset)
            }
            parser.parse()
            return (parser.keys, parser.places(), parser.shadowedValues, parser.table, parser.diagnostics)
        }
        self.path = path
        self.encoding = decoded.encoding.rawValue
        (keys, places, shadowedValues, dictionary) = (parser.0, parser.1, parser.2, parser.3)
        self.diagnostics = parser.4.sortedByLocation()
    }
}
