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
/// with a warning. A NUL byte outside quotes reads as a space, so nothing after it is lost, but
/// is reported (CoreFoundation stops reading there and drops the rest of the file without a
/// word): an error when entries follow it, a warning when none do. Inside quotes it is a
/// character of the string, as in CoreFoundation.
package struct StringsFile: Sendable {
    /// One `key = value;` entry as it appears in the file.
    package struct Entry: Sendable, Hashable {
        /// The key.
        package var key: String
        /// The value.
        package var value: String
        /// Where the key starts.
        package var location: LocalizationDiagnostic.Location
        /// Where the value starts (its opening quote); the key's place for `"key";`.
        package var valueLocation: LocalizationDiagnostic.Location
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
    package var dictionary: [String: String] { table.mapValues(\.otherText) }

    /// Every entry in file order, duplicates included, with its line and column. Read again from
    /// the text when asked for: loading a table for lookups never needs it.
    package var entries: [Entry] {
        text.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: path, validated: true)
            // Each value comes after its key and before the next key: one sweep places both.
            let offsets = keyOffsets.flatMap { [$0, parser.valueOffset(ofKeyAt: $0)] }
            let places = parser.places(of: offsets)
            return keyOffsets.indices.map { index in
                let key = parser.key(at: keyOffsets[index])
                let value = shadowedValues[index] ?? table[key]?.otherText ?? ""
                let (keyPlace, valuePlace) = (places[2 * index], places[2 * index + 1])
                return Entry(
                    key: key, value: value,
                    location: .init(file: path, line: keyPlace.line, column: keyPlace.column),
                    valueLocation: .init(file: path, line: valuePlace.line, column: valuePlace.column))
            }
        }
    }

    /// Whether any problem is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Parses the bytes of a `.strings` file. Never throws: problems are in ``diagnostics``.
    package init(bytes: [UInt8], path: String) {
        self.init(bytes: bytes, path: path, decodingFirst: false)
    }

    /// Parses the bytes of a `.strings` file. UTF-8, the usual encoding, is parsed as it is, and
    /// checked as it is read; text in UTF-16, or with bytes that are not UTF-8, is decoded first
    /// (``TextDecoding``), and then parsed. `decodingFirst` decodes any text first: what the
    /// tests compare the usual way with.
    init(bytes: [UInt8], path: String, decodingFirst: Bool) {
        if !decodingFirst, let body = TextDecoding.utf8Body(bytes) {
            let text = body.count == bytes.count ? bytes : Array(bytes[body])
            if let parsed = Self.parse(text, path: path, validated: false, invalidOffsets: [], encoding: .utf8) {
                self.init(path: path, encoding: .utf8, text: text, parsed: parsed)
                return
            }
        }
        let decoded = TextDecoding.decode(bytes)
        let parsed = Self.parse(
            decoded.utf8, path: path, validated: true, invalidOffsets: decoded.invalidOffsets,
            encoding: decoded.encoding)
        // Decoded text is valid UTF-8, so the parser gets to its end.
        self.init(path: path, encoding: decoded.encoding, text: decoded.utf8, parsed: parsed ?? Parsed())
    }

    /// What the parser finds in a file's text.
    private struct Parsed {
        var table: [String: TableValue] = [:]
        var keyOffsets: [Int] = []
        var shadowedValues: [Int: String] = [:]
        var diagnostics: [LocalizationDiagnostic] = []
    }

    private init(path: String, encoding: TextDecoding.Encoding, text: [UInt8], parsed: Parsed) {
        self.path = path
        self.encoding = encoding.rawValue
        self.text = text
        (table, keyOffsets, shadowedValues) = (parsed.table, parsed.keyOffsets, parsed.shadowedValues)
        self.diagnostics = parsed.diagnostics.sortedByLocation()
    }

    /// Parses `text`, reporting the offsets that decoding replaced; `nil` when the text turns out
    /// not to be UTF-8 (which `validated` text never does).
    private static func parse(
        _ text: [UInt8], path: String, validated: Bool, invalidOffsets: [Int], encoding: TextDecoding.Encoding
    ) -> Parsed? {
        text.withUnsafeBufferPointer { text in
            var parser = StringsParser(text: text, path: path, validated: validated)
            for offset in invalidOffsets {
                parser.report(
                    .error, .encoding,
                    "invalid \(encoding.rawValue) bytes here were replaced with U+FFFD; save the file as UTF-8",
                    at: offset)
            }
            parser.parse()
            guard !parser.foundInvalidUTF8 else { return nil }
            return Parsed(
                table: parser.table, keyOffsets: parser.keyOffsets, shadowedValues: parser.shadowedValues,
                diagnostics: parser.diagnostics)
        }
    }
}
