extension XCStringsCatalog {
    /// Reads the text once: checks it is JSON, and notes the source language, the keys and where
    /// each localization is. On a JSON error nothing is kept but the error.
    mutating func readOutline() {
        let text = self.text
        let path = self.path
        let outline = text.withUnsafeBufferPointer { buffer in
            var reader = OutlineReader(json: JSONReader(buffer), path: path)
            do throws(JSONReader.Failure) {
                try reader.read()
            } catch {
                reader.outline.failure = error
            }
            return reader.outline
        }
        if let failure = outline.failure {
            diagnostics.append(Self.diagnostic(for: failure, in: text, path: path))
            return
        }
        guard outline.isCatalog else {
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, .syntax, "a string catalog is a JSON object with a \"strings\" object",
                    location: .init(file: path, line: 1, column: 1)))
            return
        }
        if let source = outline.sourceLanguage {
            if let tag = LanguageTag(source.text) {
                sourceLanguage = tag
            } else {
                diagnostics.append(
                    LocalizationDiagnostic(
                        .error, .notALanguage, "sourceLanguage \"\(source.text)\" is not a language tag",
                        location: .init(file: path, line: source.line, column: source.column)))
            }
        }
        diagnostics += outline.problems
        entries = outline.entries
        entryIndex = outline.entryIndex
        localizations = outline.localizations
    }

    /// The diagnostic of a JSON error: where it is, or where the value the file ends in starts.
    private static func diagnostic(
        for failure: JSONReader.Failure, in text: [UInt8], path: String
    ) -> LocalizationDiagnostic {
        var message = failure.message
        var offset = failure.offset
        if failure.endsEarly {
            let first = text.firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            switch first.map({ text[$0] }) {
            case nil:
                message = "the file is empty"
            case UInt8(ascii: "{"):
                message = "the file ends before the object that starts here is closed"
            case UInt8(ascii: "["):
                message = "the file ends before the array that starts here is closed"
            default:
                message = "the file ends before the value that starts here is complete"
            }
            offset = first ?? 0
        }
        return LocalizationDiagnostic(
            .error, .syntax, "the file is not valid JSON: \(message)",
            location: LineIndex(text).location(of: offset, file: path)
        )
    }
}

/// The one pass over a catalog's text: ``JSONReader`` checks every byte, and the levels a
/// catalog's outline is in (the root object, `strings`, each entry, its `localizations`) are
/// noted on the way.
private struct OutlineReader {
    /// What the pass finds.
    struct Outline {
        var failure: JSONReader.Failure?
        /// Whether the root is an object with a `strings` object.
        var isCatalog = false
        var sourceLanguage: (text: String, line: Int, column: Int)?
        var entries: [XCStringsCatalog.Entry] = []
        var entryIndex: [String: Int] = [:]
        var localizations: [XCStringsCatalog.Localization] = []
        var problems: [LocalizationDiagnostic] = []
    }

    var json: JSONReader
    let path: String
    var outline = Outline()

    /// The localization name of each text, and the last one found.
    private var localizationIndex: [String: Int] = [:]
    private var lastLocalization = -1
    /// The raw bytes of each localization name, to match the next key's names without decoding.
    private var localizationBytes: [[UInt8]] = []
    /// The `localizations` object each localization name was last seen in, and its place in
    /// `pending` there.
    private var lastSeenIn: [(object: Int, pending: Int)] = []
    private var localizationsObjects = 0
    /// The localizations of the entry being read: localization name and offset of the value.
    private var pending: [(localization: Int, offset: Int)] = []

    init(json: JSONReader, path: String) {
        self.json = json
        self.path = path
    }

    private var validated: ValidatedJSON { ValidatedJSON(text: json.text) }

    mutating func read() throws(JSONReader.Failure) {
        json.skipWhitespace()
        if json.byte == UInt8(ascii: "{") {
            try readMembers { reader, name, _ throws(JSONReader.Failure) in
                try reader.readRootMember(name)
            }
        } else {
            try json.skipValue(depth: 0)
        }
        guard json.atEnd else { throw JSONReader.Failure(message: "text follows the JSON value", offset: json.index) }
    }

    private mutating func readRootMember(_ name: JSONReader.StringToken) throws(JSONReader.Failure) {
        if validated.string(name, is: "strings") {
            // Given twice, the last counts.
            outline.entries.removeAll()
            outline.entryIndex.removeAll()
            outline.problems.removeAll()
            for index in outline.localizations.indices { outline.localizations[index].nodes.removeAll() }
            outline.isCatalog = json.byte == UInt8(ascii: "{")
            if outline.isCatalog {
                try readMembers(locatingNames: true) { reader, name, place throws(JSONReader.Failure) in
                    try reader.readEntry(name, at: place)
                }
            } else {
                try json.skipValue(depth: 1)
            }
        } else if validated.string(name, is: "sourceLanguage") {
            outline.sourceLanguage = nil
            if json.byte == UInt8(ascii: "\"") {
                let place = json.position(of: json.index)
                let token = try json.readString()
                json.skipWhitespace()
                outline.sourceLanguage = (validated.string(token), place.line, place.column)
            } else {
                try json.skipValue(depth: 1)
            }
        } else {
            try json.skipValue(depth: 1)
        }
    }

    /// Reads one member of `strings`: a key and its entry.
    private mutating func readEntry(
        _ name: JSONReader.StringToken, at place: (line: Int, column: Int)
    ) throws(JSONReader.Failure) {
        let key = validated.string(name)
        let index = outline.entries.count
        var entry = XCStringsCatalog.Entry(key: key, line: place.line, column: place.column, firstLine: place.line)
        if let previous = outline.entryIndex.updateValue(index, forKey: key) {
            outline.entries[previous].isUsed = false
            entry.firstLine = outline.entries[previous].firstLine
            outline.problems.append(
                LocalizationDiagnostic(
                    .warning, .duplicateKey,
                    "duplicate key '\(key)' (first at line \(entry.firstLine)); the last value wins",
                    location: .init(file: path, line: place.line, column: place.column), key: key))
        }
        guard json.byte == UInt8(ascii: "{") else {
            outline.entries.append(entry)
            try json.skipValue(depth: 2)
            report("the entry of '\(key)' must be a JSON object", entry)
            return
        }
        entry.isObject = true
        outline.entries.append(entry)
        pending.removeAll(keepingCapacity: true)
        var localizationsAreObject = true
        var translatable = true
        var isStale = false
        try readMembers { reader, name, _ throws(JSONReader.Failure) in
            if reader.validated.string(name, is: "localizations") {
                reader.pending.removeAll(keepingCapacity: true)
                localizationsAreObject = reader.json.byte == UInt8(ascii: "{")
                if localizationsAreObject {
                    try reader.readLocalizations(of: index)
                } else {
                    try reader.json.skipValue(depth: 3)
                }
            } else if reader.validated.string(name, is: "shouldTranslate") {
                let value = reader.json.index
                try reader.json.skipValue(depth: 3)
                translatable = reader.validated.boolean(at: value) ?? true
            } else if reader.validated.string(name, is: "extractionState") {
                let value = reader.json.index
                try reader.json.skipValue(depth: 3)
                // Compared in place: most keys have a state, and decoding it would allocate.
                isStale =
                    reader.validated.isString(at: value)
                    && reader.validated.string(reader.validated.stringToken(at: value), is: "stale")
            } else {
                try reader.json.skipValue(depth: 3)
            }
        }
        outline.entries[index].translatable = translatable
        outline.entries[index].isStale = isStale
        if !localizationsAreObject { report("the localizations of '\(key)' must be a JSON object", entry) }
        for (localization, offset) in pending {
            outline.localizations[localization].nodes.append((entry: index, offset: offset))
        }
    }

    /// Reads an entry's `localizations`, noting where each one's value is.
    private mutating func readLocalizations(of entry: Int) throws(JSONReader.Failure) {
        localizationsObjects += 1
        try readMembers { reader, name, _ throws(JSONReader.Failure) in
            let localization = reader.localization(named: name)
            let offset = reader.json.index
            try reader.json.skipValue(depth: 4)
            let seen = reader.lastSeenIn[localization]
            guard seen.object != reader.localizationsObjects else {
                // The same name twice: the last counts.
                reader.pending[seen.pending].offset = offset
                let key = reader.outline.entries[entry].key
                reader.report(
                    "'\(key)' has two localizations named \"\(reader.outline.localizations[localization].name)\"; the last one is used",
                    reader.outline.entries[entry], severity: .warning, id: .duplicateKey)
                return
            }
            reader.lastSeenIn[localization] = (reader.localizationsObjects, reader.pending.count)
            reader.pending.append((localization, offset))
        }
    }

    /// The index of the localization name `name`.
    ///
    /// Catalogs list the same languages in the same order for every key, so the name after the
    /// last one found is compared first, byte by byte.
    private mutating func localization(named name: JSONReader.StringToken) -> Int {
        var guess = lastLocalization + 1
        if guess == outline.localizations.count { guess = 0 }
        if guess < outline.localizations.count, !name.hasEscapes,
            localizationBytes[guess].elementsEqual(UnsafeBufferPointer(rebasing: json.text[name.start..<name.end]))
        {
            lastLocalization = guess
            return guess
        }
        let text = validated.string(name)
        if let index = localizationIndex[text] {
            lastLocalization = index
            return index
        }
        let index = outline.localizations.count
        outline.localizations.append(XCStringsCatalog.Localization(name: text, language: LanguageTag(text)))
        localizationBytes.append(Array(text.utf8))
        localizationIndex[text] = index
        lastSeenIn.append((0, 0))
        lastLocalization = index
        return index
    }

    private mutating func report(
        _ message: String, _ entry: XCStringsCatalog.Entry, severity: LocalizationDiagnostic.Severity = .error,
        id: LocalizationDiagnostic.ID = .invalidEntry
    ) {
        outline.problems.append(
            LocalizationDiagnostic(
                severity, id, message, location: .init(file: path, line: entry.line, column: entry.column),
                key: entry.key))
    }

    /// Reads the object at the reader (a `{`) member by member: `body` reads each member's value
    /// and the whitespace after it. With `locatingNames`, it is given the place of each name.
    private mutating func readMembers(
        locatingNames: Bool = false,
        _ body: (inout Self, JSONReader.StringToken, (line: Int, column: Int)) throws(JSONReader.Failure) -> Void
    ) throws(JSONReader.Failure) {
        json.index += 1
        json.skipWhitespace()
        if json.byte == UInt8(ascii: "}") {
            json.index += 1
            json.skipWhitespace()
            return
        }
        while true {
            let place = locatingNames ? json.position(of: json.index) : (0, 0)
            let name = try json.readMemberName()
            try body(&self, name, place)
            if json.byte == UInt8(ascii: ",") {
                try json.readComma(before: UInt8(ascii: "}"))
                continue
            }
            try json.expect(UInt8(ascii: "}"), "expected ',' or '}'")
            return
        }
    }
}
