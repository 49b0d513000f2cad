#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
}
