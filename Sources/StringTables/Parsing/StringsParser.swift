#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte-level parser behind ``StringsFile``. Works on the file's bytes in place, and checks
/// that they are UTF-8 as it reads them (see ``validatedEnd``).
struct StringsParser {
    let text: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    /// The bytes before this offset are valid UTF-8. A quoted string's bytes are checked in the
    /// one pass that reads them; the bytes between strings (space, comments, `=` and `;`) are
    /// checked when the next string starts, and the rest at the end.
    var validatedEnd: Int
    /// Whether bytes that are not UTF-8 were found. Parsing stops there, and what it found is
    /// to be thrown away: the text must be decoded first (``TextDecoding``), then parsed again.
    private(set) var foundInvalidUTF8 = false
    /// Where quoted strings with escapes are built, made for the first one and kept.
    var escapeBuffer: ByteBuffer?
    /// Where each entry's key starts, as a byte offset, in file order.
    var keyOffsets: [Int] = []
    /// The last value of each key, as a table holds it.
    var table: [String: TableValue] = [:]
    /// The values that a later entry with the same key replaced in ``table``, by entry index.
    var shadowedValues: [Int: String] = [:]
    /// The indices of each key's first and latest entries, built when the first duplicate appears.
    private var duplicatePlaces: [String: (first: Int, latest: Int)]?
    var diagnostics: [LocalizationDiagnostic] = []
    /// The first NUL byte found outside quotes, if any (see ``reportNUL()``).
    var firstNUL: Int?
    private var lines: LineIndex?

    private static let maximumDiagnostics = 200

    /// A parser of `text`; `validated` says that all of it is known to be valid UTF-8.
    init(text: UnsafeBufferPointer<UInt8>, path: String, validated: Bool) {
        self.text = text
        self.path = path
        validatedEnd = validated ? text.count : 0
        // About one entry per 60 bytes in real tables; growing later only costs a copy.
        table.reserveCapacity(text.count / 60)
        keyOffsets.reserveCapacity(text.count / 60)
    }

    // MARK: Positions

    /// The line and column (in Unicode scalars, from 1) of a byte offset.
    mutating func location(of offset: Int) -> LocalizationDiagnostic.Location {
        let lines = self.lines ?? LineIndex(Array(text))
        self.lines = lines
        return lines.location(of: offset, file: path)
    }

    mutating func report(
        _ severity: LocalizationDiagnostic.Severity, _ id: LocalizationDiagnostic.ID, _ message: String,
        at offset: Int, key: String? = nil
    ) {
        if diagnostics.count == Self.maximumDiagnostics {
            diagnostics.append(
                LocalizationDiagnostic(
                    .note, .tooManyProblems, "more problems follow; fix these first", location: location(of: offset)))
        }
        guard diagnostics.count < Self.maximumDiagnostics else { return }
        diagnostics.append(LocalizationDiagnostic(severity, id, message, location: location(of: offset), key: key))
    }

    // MARK: UTF-8

    /// Checks the bytes from ``validatedEnd`` up to `offset`, which must not fall inside a
    /// multi-byte sequence (the offset of an ASCII byte, or the end).
    @inline(__always)
    mutating func validate(upTo offset: Int) {
        guard validatedEnd < offset else { return }
        // Usually a few bytes of space and punctuation: ASCII if the eight bytes before `offset` are.
        if offset - validatedEnd <= 8, offset >= 8, let base = text.baseAddress,
            UnsafeRawPointer(base + offset - 8).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            validatedEnd = offset
        } else {
            validateSlowly(upTo: offset)
        }
    }

    private mutating func validateSlowly(upTo offset: Int) {
        if TextDecoding.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: text[validatedEnd..<offset])) != nil {
            stopAtInvalidUTF8()
        } else {
            validatedEnd = offset
        }
    }

    /// Gives up on the text, which is not UTF-8.
    mutating func stopAtInvalidUTF8() {
        foundInvalidUTF8 = true
        index = text.count
    }

    // MARK: Grammar

    /// Reads the entries, then checks that the bytes no string held are UTF-8 too.
    mutating func parse() {
        parseEntries()
        if !foundInvalidUTF8 { validate(upTo: text.count) }
        if firstNUL != nil, !foundInvalidUTF8 { reportNUL() }
    }

    /// Reports the first NUL byte outside quotes, which this parser reads as a space: Foundation
    /// stops reading at it, keeping the entries before it and dropping the rest without a word
    /// (or refusing the file, when the NUL is inside an entry). An error when entries follow it,
    /// which Apple platforms would lose; a warning when nothing does. Placed among the other
    /// diagnostics in file order.
    private mutating func reportNUL() {
        guard let offset = firstNUL else { return }
        let after = keyOffsets.count - (keyOffsets.lastIndex { $0 < offset }.map { $0 + 1 } ?? 0)
        let place = location(of: offset)
        let diagnostic: LocalizationDiagnostic
        if after > 0 {
            diagnostic = LocalizationDiagnostic(
                .error, .nulByte,
                "a NUL byte outside quotes, read here as a space; Foundation stops reading the file at it, so on "
                    + "Apple platforms the \(after == 1 ? "entry" : "\(after) entries") after it would not load; remove it",
                location: place)
        } else {
            diagnostic = LocalizationDiagnostic(
                .warning, .nulByte,
                "a NUL byte outside quotes, read here as a space; Foundation stops reading the file at it; remove it",
                location: place)
        }
        let at = diagnostics.firstIndex { ($0.location.map { $0 > place }) ?? false } ?? diagnostics.endIndex
        diagnostics.insert(diagnostic, at: at)
    }

    private mutating func parseEntries() {
        skipSpaceAndComments()
        var braced = false
        if peek == UInt8(ascii: "{") {
            braced = true
            index += 1
        }
        while !foundInvalidUTF8 {
            skipSpaceAndComments()
            guard let byte = peek else {
                if braced {
                    report(.error, .syntax, "the file ends before the '}' that closes the '{' at its start", at: index)
                }
                return
            }
            if braced && byte == UInt8(ascii: "}") {
                index += 1
                skipSpaceAndComments()
                if index < text.count { report(.error, .syntax, "text after the closing '}' is ignored", at: index) }
                return
            }
            if byte == UInt8(ascii: ";") {
                // CoreFoundation stops reading at a stray ';' and silently drops the rest.
                report(.error, .syntax, "an extra ';' with no entry before it; remove it", at: index)
                index += 1
                continue
            }
            parseEntry()
        }
    }

    private mutating func parseEntry() {
        let keyStart = index
        guard let keyToken = parseString(.key) else { return }
        // The strings are moved into the table: copying them would cost a retain and a release each.
        let key = (consume keyToken).text
        skipSpaceAndComments()
        switch peek {
        case UInt8(ascii: ";"):
            index += 1
            add(copy key, consume key, at: keyStart)
        case UInt8(ascii: "="):
            index += 1
            skipSpaceAndComments()
            if let opener = peek,
                opener == UInt8(ascii: "{") || opener == UInt8(ascii: "(") || opener == UInt8(ascii: "<")
            {
                let kind =
                    opener == UInt8(ascii: "{") ? "a dictionary" : opener == UInt8(ascii: "(") ? "an array" : "data"
                report(
                    .error, .syntax, "the value of '\(key)' is \(kind); a strings file holds only text values",
                    at: index,
                    key: key)
                skipNested()
                skipSpaceAndComments()
                if peek == UInt8(ascii: ";") { index += 1 }
                return
            }
            let valueStart = index
            guard let valueToken = parseString(.value, of: key) else { return }
            let spansLines = valueToken.spansLines
            let value = (consume valueToken).text
            let valueEnd = index
            skipSpaceAndComments()
            if peek == UInt8(ascii: ";") {
                index += 1
                add(consume key, consume value, at: keyStart)
            } else if spansLines && peek != nil {
                // A string that runs over a line break and is followed by junk is almost always
                // a missing closing quote: say so where the string opens, drop the entry, and
                // resume on the next line.
                let resume = startOfLine(after: valueStart)
                report(
                    .error, .syntax,
                    "the value of '\(key)' runs past the end of its line and is not followed by ';'; is its closing quote missing? The entry is dropped; \(resumption(at: resume))",
                    at: valueStart, key: key)
                index = resume
            } else if peek == nil || lineBreak(from: valueEnd, to: index) {
                // Only the ';' is missing: the value ends its line, whole.
                report(.error, .syntax, "expected ';' after the value of '\(key)'", at: valueEnd, key: key)
                add(consume key, consume value, at: keyStart)
            } else {
                // More text on the line: the value was cut short, most often by a quote inside it
                // that is not escaped. Keeping it would show the cut text; dropped, lookups fall back.
                let resume = startOfLine(after: index)
                report(
                    .error, .syntax,
                    "the value of '\(key)' is followed by \(character(at: index)), not by ';'; is a quote inside it not escaped (write \\\")? The entry is dropped; \(resumption(at: resume))",
                    at: index, key: key)
                index = resume
            }
        default:
            let what = peek != nil ? "found \(character(at: index))" : "the file ends"
            let resume = startOfLine(after: index)
            report(
                .error, .syntax,
                "expected '=' or ';' after the key '\(key)', but \(what); \(resumption(at: resume))", at: index,
                key: key)
            index = resume
        }
    }

    /// Whether a line break is among the bytes from `start` up to `end`.
    private func lineBreak(from start: Int, to end: Int) -> Bool {
        text[start..<end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Records an entry. Both strings are moved into place (`consume`): a consuming parameter
    /// otherwise lives to the end of the function, which costs a retain and two releases an entry.
    private mutating func add(_ key: consuming String, _ value: consuming String, at offset: Int) {
        let entry = keyOffsets.count
        keyOffsets.append(offset)
        if duplicatePlaces != nil {
            let replaced = table.updateValue(.text(consume value), forKey: copy key)
            noteDuplicates(of: key, entry: entry, replacing: replaced)
        } else if let replaced = table.updateValue(.text(consume value), forKey: consume key) {
            noteDuplicates(of: self.key(at: offset), entry: entry, replacing: replaced)
        }
    }

    /// Keeps the value a duplicate key replaced, reports it (a note when the value is the same,
    /// else a warning), and tracks where each key was seen.
    private mutating func noteDuplicates(of key: String, entry: Int, replacing replaced: TableValue?) {
        // The first duplicate builds an index of places, reading the earlier keys again; later
        // entries keep it current.
        var places = duplicatePlaces ?? [:]
        duplicatePlaces = nil  // keeps `places` uniquely referenced
        if places.isEmpty {
            for index in 0..<entry {
                let earlier = self.key(at: keyOffsets[index])
                places[earlier] = (places[earlier]?.first ?? index, index)
            }
        }
        if let replaced, let (first, latest) = places[key] {
            shadowedValues[latest] = replaced.otherText
            let line = location(of: keyOffsets[first]).line
            // The same value again changes nothing; another one replaces the first.
            if table[key] == replaced {
                report(
                    .note, .duplicateKey, "duplicate key '\(key)' (first at line \(line)) with the same value",
                    at: keyOffsets[entry], key: key)
            } else {
                report(
                    .warning, .duplicateKey, "duplicate key '\(key)' (first at line \(line)); the last value wins",
                    at: keyOffsets[entry], key: key)
            }
        }
        places[key] = (places[key]?.first ?? entry, entry)
        duplicatePlaces = places
    }

    /// The key of the entry at `offset`, read again; problems it has were reported the first time.
    mutating func key(at offset: Int) -> String {
        let (resume, reported) = (index, diagnostics.count)
        index = offset
        let key = parseString(.key)?.text ?? ""
        index = resume
        diagnostics.removeSubrange(reported...)
        return key
    }

    /// Where the value of the entry whose key starts at `offset` starts (its opening quote); the
    /// key's own offset for an entry written `"key";`, whose value is its key.
    mutating func valueOffset(ofKeyAt offset: Int) -> Int {
        let (resume, reported) = (index, diagnostics.count)
        defer {
            index = resume
            diagnostics.removeSubrange(reported...)
        }
        index = offset
        guard parseString(.key) != nil else { return offset }
        skipSpaceAndComments()
        guard peek == UInt8(ascii: "=") else { return offset }
        index += 1
        skipSpaceAndComments()
        return index
    }

    /// The line and column of each offset, in one forward sweep (`offsets` are in file order).
    func places(of offsets: [Int]) -> [(line: Int, column: Int)] {
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

extension StringsParser {
    /// How a message says that a string or comment never closed leaves the rest of the file
    /// unread, from its line on.
    static let unreadRest = "the rest of the file, from line"
}

extension LocalizationDiagnostic {
    /// Whether this is a syntax error in a `.strings` file that reading recovered from: the
    /// entry is dropped (or kept whole when only its `;` is missing) and reading goes on, so no
    /// entry after it is lost. A string or comment never closed loses the rest of the file.
    package var isRecoveredStringsSyntaxError: Bool {
        id == .syntax && location?.file.hasSuffix(".strings") == true && !message.contains(StringsParser.unreadRest)
    }
}
