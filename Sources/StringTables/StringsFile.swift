#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
public struct StringsFile: Sendable {
    /// One `key = value;` entry as it appears in the file.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// Where the key starts.
        public var location: LocalizationDiagnostic.Location
    }

    /// The path the file was read from, as given.
    public var path: String
    /// The text encoding the file was saved in: `UTF-8`, `UTF-16LE` or `UTF-16BE`.
    public var encoding: String
    /// Problems found, in file order.
    public var diagnostics: [LocalizationDiagnostic]

    /// The table: the last value of each key.
    public var dictionary: [String: String]

    /// Each entry's key, in file order, duplicates included.
    private var keys: [String]
    /// Each entry's line and column.
    private var places: [(line: Int, column: Int)]
    /// The values of entries whose key comes again later, by entry index. Every other entry's
    /// value is the one in ``dictionary``.
    private var shadowedValues: [Int: String]

    /// Every entry in file order, duplicates included. Built when asked for: loading a table for
    /// lookups never needs it.
    public var entries: [Entry] {
        keys.indices.map { index in
            let key = keys[index]
            return Entry(
                key: key, value: shadowedValues[index] ?? dictionary[key] ?? "",
                location: .init(file: path, line: places[index].line, column: places[index].column))
        }
    }

    /// Whether any problem is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Parses the bytes of a `.strings` file. Never throws: problems are in ``diagnostics``.
    public init(bytes: [UInt8], path: String) {
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

/// The byte-level parser behind ``StringsFile``. Works on validated UTF-8, in place.
struct StringsParser {
    let text: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    /// Each entry's key, in file order.
    var keys: [String] = []
    /// Where each entry's key starts, as a byte offset.
    private var offsets: [Int] = []
    /// The last value of each key.
    var table: [String: String] = [:]
    /// The values that a later entry with the same key replaced in ``table``, by entry index.
    var shadowedValues: [Int: String] = [:]
    /// The indices of each key's first and latest entries, built when the first duplicate appears.
    private var duplicatePlaces: [String: (first: Int, latest: Int)]?
    var diagnostics: [LocalizationDiagnostic] = []
    private var lines: LineIndex?

    private static let maximumDiagnostics = 200

    init(text: UnsafeBufferPointer<UInt8>, path: String) {
        self.text = text
        self.path = path
        // About one entry per 60 bytes in real tables; growing later only costs a copy.
        table.reserveCapacity(text.count / 60)
        keys.reserveCapacity(text.count / 60)
        offsets.reserveCapacity(text.count / 60)
    }

    // MARK: Positions

    /// The line and column (in Unicode scalars, from 1) of a byte offset.
    mutating func location(of offset: Int) -> LocalizationDiagnostic.Location {
        let lines = self.lines ?? LineIndex(Array(text))
        self.lines = lines
        return lines.location(of: offset, file: path)
    }

    mutating func report(
        _ severity: LocalizationDiagnostic.Severity, _ message: String, at offset: Int, key: String? = nil
    ) {
        if diagnostics.count == Self.maximumDiagnostics {
            diagnostics.append(
                LocalizationDiagnostic(.note, "more problems follow; fix these first", location: location(of: offset)))
        }
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(LocalizationDiagnostic(severity, message, location: location(of: offset), key: key))
    }

    // MARK: Grammar

    mutating func parse() {
        skipSpaceAndComments()
        var braced = false
        if peek == UInt8(ascii: "{") {
            braced = true
            index += 1
        }
        while true {
            skipSpaceAndComments()
            guard let byte = peek else {
                if braced { report(.error, "the file ends before the '}' that closes the '{' at its start", at: index) }
                return
            }
            if braced && byte == UInt8(ascii: "}") {
                index += 1
                skipSpaceAndComments()
                if index < text.count { report(.error, "text after the closing '}' is ignored", at: index) }
                return
            }
            if byte == UInt8(ascii: ";") {
                // CoreFoundation stops reading at a stray ';' and silently drops the rest.
                report(.error, "an extra ';' with no entry before it; remove it", at: index)
                index += 1
                continue
            }
            parseEntry()
        }
    }

    private mutating func parseEntry() {
        let keyStart = index
        guard let key = parseString(role: "key") else { return }
        skipSpaceAndComments()
        switch peek {
        case UInt8(ascii: ";"):
            index += 1
            add(key.text, key.text, at: keyStart)
        case UInt8(ascii: "="):
            index += 1
            skipSpaceAndComments()
            if let opener = peek, [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<")].contains(opener) {
                let kind =
                    opener == UInt8(ascii: "{") ? "a dictionary" : opener == UInt8(ascii: "(") ? "an array" : "data"
                report(
                    .error, "the value of '\(key.text)' is \(kind); a strings file holds only text values", at: index,
                    key: key.text)
                skipNested()
                skipSpaceAndComments()
                if peek == UInt8(ascii: ";") { index += 1 }
                return
            }
            let valueStart = index
            guard let value = parseString(role: "value of '\(key.text)'") else { return }
            let valueEnd = index
            skipSpaceAndComments()
            if peek == UInt8(ascii: ";") {
                index += 1
                add(key.text, value.text, at: keyStart)
            } else if value.spansLines && peek != nil {
                // A string that runs over a line break and is followed by junk is almost always
                // a missing closing quote: say so where the string opens, and resume on the next line.
                report(
                    .error,
                    "the value of '\(key.text)' runs past the end of its line and is not followed by ';'; is its closing quote missing?",
                    at: valueStart, key: key.text)
                index = startOfLine(after: valueStart)
            } else {
                report(.error, "expected ';' after the value of '\(key.text)'", at: valueEnd, key: key.text)
                add(key.text, value.text, at: keyStart)
            }
        default:
            let what = peek.map { "found '\(Self.describe($0))'" } ?? "the file ends"
            report(.error, "expected '=' or ';' after the key '\(key.text)', but \(what)", at: index, key: key.text)
            index = startOfLine(after: index)
        }
    }

    /// Records an entry. Both strings are moved into place: retaining 90,000 keys costs more than
    /// hashing them.
    private mutating func add(_ key: consuming String, _ value: consuming String, at offset: Int) {
        let replaced = table.updateValue(value, forKey: copy key)
        if replaced != nil || duplicatePlaces != nil { noteDuplicates(of: key, replacing: replaced, at: offset) }
        keys.append(key)
        offsets.append(offset)
    }

    /// Keeps the value a duplicate key replaced, warns about it, and tracks where each key was seen.
    private mutating func noteDuplicates(of key: String, replacing replaced: String?, at offset: Int) {
        // The first duplicate builds an index of places; later entries keep it current.
        var places = duplicatePlaces ?? [:]
        duplicatePlaces = nil  // keeps `places` uniquely referenced
        if places.isEmpty {
            for (index, key) in keys.enumerated() { places[key] = (places[key]?.first ?? index, index) }
        }
        if let replaced, let (first, latest) = places[key] {
            shadowedValues[latest] = replaced
            let line = location(of: offsets[first]).line
            report(
                .warning, "duplicate key '\(key)' (first at line \(line)); the last value wins", at: offset, key: key)
        }
        places[key] = (places[key]?.first ?? keys.count, keys.count)
        duplicatePlaces = places
    }

    /// Every entry's line and column, in one forward sweep (entries are in file order).
    func places() -> [(line: Int, column: Int)] {
        let newline = LineIndex.lineBreak(in: text)
        var places: [(line: Int, column: Int)] = []
        places.reserveCapacity(offsets.count)
        var line = 1
        var lineStart = 0
        var cursor = 0
        var column = 1
        var columnCursor = 0
        for offset in offsets {
            // Jump from line break to line break up to the entry.
            while cursor < offset, let found = find(newline, in: cursor..<offset) {
                line += 1
                lineStart = found + 1
                cursor = found + 1
            }
            cursor = max(cursor, offset)
            // Columns count on from the previous entry when it is on the same line.
            if columnCursor < lineStart {
                columnCursor = lineStart
                column = 1
            }
            for position in columnCursor..<offset where text[position] & 0xC0 != 0x80 { column += 1 }
            columnCursor = offset
            places.append((line, column))
        }
        return places
    }

    /// The first position of `byte` in `range`, found with the C library's vectorized `memchr`.
    func find(_ byte: UInt8, in range: Range<Int>) -> Int? {
        guard let base = text.baseAddress, !range.isEmpty,
            let found = memchr(base + range.lowerBound, Int32(byte), range.count)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    // MARK: Tokens

    private struct Token {
        var text: String
        var spansLines: Bool
    }

    private var peek: UInt8? { index < text.count ? text[index] : nil }

    /// Text from a range of the (already validated) bytes, through the contiguous fast path.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
            UInt8(ascii: ":"):
            true
        default: false
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte < 0x20 || byte == 0x7F ? "\\u{\(String(byte, radix: 16))}" : String(decoding: [byte], as: UTF8.self)
    }

    /// A quoted string or an unquoted token; on failure reports, skips to the next line and returns nil.
    private mutating func parseString(role: @autoclosure () -> String) -> Token? {
        guard let byte = peek else {
            report(.error, "expected the \(role()), but the file ends", at: index)
            return nil
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return parseQuoted(quote: byte) }
        if Self.isUnquoted(byte) {
            let start = index
            while let next = peek, Self.isUnquoted(next) { index += 1 }
            return Token(text: string(start..<index), spansLines: false)
        }
        let found = byte < 0x80 ? "'\(Self.describe(byte))'" : "a character that needs quotes"
        report(.error, "expected the \(role()) as a quoted string, but found \(found)", at: index)
        index = startOfLine(after: index)
        return nil
    }

    private mutating func parseQuoted(quote: UInt8) -> Token? {
        let open = index
        index += 1
        let start = index
        var spansLines = false
        // Fast path: find the closing quote; if no backslash comes before it, the string is
        // the bytes in between.
        if let close = find(quote, in: index..<text.count), find(UInt8(ascii: "\\"), in: index..<close) == nil {
            spansLines = find(UInt8(ascii: "\n"), in: index..<close) != nil
            index = close + 1
            return Token(text: string(start..<close), spansLines: spansLines)
        }
        // Otherwise walk to the first backslash (or the end).
        while index < text.count, text[index] != UInt8(ascii: "\\"), text[index] != quote {
            if text[index] == UInt8(ascii: "\n") { spansLines = true }
            index += 1
        }
        guard index < text.count else {
            report(
                .error, "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'")",
                at: open)
            return nil
        }
        // Slow path: escapes from here on, collected as UTF-8 bytes.
        var bytes = Array(UnsafeBufferPointer(rebasing: text[start..<index]))
        while index < text.count {
            let byte = text[index]
            if byte == quote {
                index += 1
                return Token(text: String(decoding: bytes, as: UTF8.self), spansLines: spansLines)
            }
            if byte == UInt8(ascii: "\n") { spansLines = true }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                index += 1
                continue
            }
            parseEscape { UTF8.encode($0) { bytes.append($0) } }
        }
        report(
            .error, "this string is never closed; add the missing \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: open
        )
        return nil
    }

    /// Reads one escape at `index` (a backslash) and appends what it stands for.
    private mutating func parseEscape(_ emit: (Unicode.Scalar) -> Void) {
        let escapeStart = index
        index += 1
        guard let byte = peek else { return }
        index += 1
        switch byte {
        case UInt8(ascii: "a"): emit("\u{07}")
        case UInt8(ascii: "b"): emit("\u{08}")
        case UInt8(ascii: "f"): emit("\u{0C}")
        case UInt8(ascii: "n"): emit("\n")
        case UInt8(ascii: "r"): emit("\r")
        case UInt8(ascii: "t"): emit("\t")
        case UInt8(ascii: "v"): emit("\u{0B}")
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            emit(Unicode.Scalar(byte))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value * 8 + Int(next - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            if value > 0xFF {
                report(
                    .error,
                    "the octal escape \\\(String(value, radix: 8)) is above \\377; it reads as \\\(String(value & 0xFF, radix: 8))",
                    at: escapeStart)
                value &= 0xFF  // CoreFoundation keeps the low byte
            }
            if value < 0x80 {
                emit(Unicode.Scalar(UInt8(value)))
            } else if let scalar = Unicode.Scalar(NeXTSTEP.scalars[value - 0x80]), scalar != "\u{0}" {
                emit(scalar)
            } else {
                report(
                    .error,
                    "the octal escape \\\(String(value, radix: 8)) is not a character; write \\U and four hex digits",
                    at: escapeStart)
                emit("\u{FFFD}")
            }
        case UInt8(ascii: "U"):
            let unit = readHex()
            guard let unit else {
                report(.error, "\\U must be followed by one to four hex digits, as in \\U00E9", at: escapeStart)
                emit("\u{0}")
                return
            }
            if UTF16.isLeadSurrogate(unit) {
                let save = index
                if peek == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    if let low = readHex(), UTF16.isTrailSurrogate(low) {
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        emit(Unicode.Scalar(value) ?? "\u{FFFD}")
                        return
                    }
                    index = save
                }
                report(
                    .warning,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                emit("\u{FFFD}")
            } else if UTF16.isTrailSurrogate(unit) {
                report(
                    .warning,
                    "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair with no other half; it reads as U+FFFD",
                    at: escapeStart)
                emit("\u{FFFD}")
            } else {
                emit(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        default:
            // CoreFoundation drops the backslash; so do we, but it is almost always a typo.
            index -= 1
            let scalarEnd = nextScalarEnd(from: index)
            let written = String(decoding: text[index..<scalarEnd], as: UTF8.self)
            report(
                .error, "unknown escape '\\\(written)'; it reads as '\(written)' (write \\\\ for a backslash)",
                at: escapeStart)
            written.unicodeScalars.forEach(emit)
            index = scalarEnd
        }
    }

    private mutating func readHex() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let byte = peek, let digit = Self.hexValue(byte) {
            value = value << 4 | UInt16(digit)
            digits += 1
            index += 1
        }
        return digits == 0 ? nil : value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func nextScalarEnd(from position: Int) -> Int {
        var end = position + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    // MARK: Skipping

    private mutating func skipSpaceAndComments() {
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                // Like CoreFoundation, a line comment ends at LF, CR, U+2028 or U+2029.
                while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r"),
                    !(text[index] == 0xE2 && index + 2 < text.count && text[index + 1] == 0x80
                        && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9))
                {
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                let open = index
                index += 2
                while index + 1 < text.count,
                    !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                if index + 1 < text.count {
                    index += 2
                } else {
                    report(.error, "this comment is never closed; add the missing */", at: open)
                    index = text.count
                }
            case 0xE2
            where index + 2 < text.count && text[index + 1] == 0x80
                && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                index += 3  // U+2028, U+2029: line and paragraph separators
            case 0xC2 where index + 1 < text.count && text[index + 1] == 0xA0:
                index += 2  // U+00A0, no-break space
            default:
                return
            }
        }
    }

    /// Skips a nested `{…}`, `(…)` or `<…>` value, strings and nesting included.
    private mutating func skipNested() {
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                _ = parseQuoted(quote: byte)
                continue
            default: break
            }
            index += 1
            if depth == 0 { return }
        }
    }

    private func startOfLine(after position: Int) -> Int {
        var next = position
        while next < text.count, text[next] != UInt8(ascii: "\n") { next += 1 }
        return min(next + 1, text.count)
    }
}
