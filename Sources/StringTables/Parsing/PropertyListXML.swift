/// A value of an XML property list, with the place it starts in its file.
struct PlistNode {
    enum Value {
        case dictionary([(key: String, keyOffset: Int, value: PlistNode)])
        case array([PlistNode])
        case string(String)
        /// `integer`, `real`, `true`, `false`, `date` or `data`, with its text.
        case scalar(tag: String, text: String)
    }

    var value: Value
    /// Byte offset of the opening tag in the decoded text.
    var offset: Int

    var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    var entries: [(key: String, keyOffset: Int, value: PlistNode)]? {
        if case .dictionary(let entries) = value { entries } else { nil }
    }

    subscript(key: String) -> PlistNode? {
        entries?.last { $0.key == key }?.value
    }
}

/// A strict, small reader of XML property lists (the format of `.stringsdict` files) that reports
/// the line and column of the first problem.
struct PropertyListXML {
    let text: [UInt8]
    private var index = 0
    private var depth = 0

    /// Deeper nesting is refused rather than allowed to exhaust the stack.
    static let maximumDepth = 256

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    init(text: [UInt8]) {
        self.text = text
    }

    /// The top-level value inside `<plist>`.
    static func parse(_ text: [UInt8]) throws(Failure) -> PlistNode {
        var reader = PropertyListXML(text: text)
        reader.skipProlog()
        guard reader.peekTag() == "plist" else {
            throw Failure(message: "expected <plist> at the top of the file", offset: reader.index)
        }
        _ = try reader.openTag()
        reader.skipMisc()
        let root = try reader.value()
        reader.skipMisc()
        try reader.closeTag("plist")
        reader.skipMisc()
        if reader.index < text.count {
            throw Failure(message: "unexpected text after </plist>", offset: reader.index)
        }
        return root
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> PlistNode {
        let start = index
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw Failure(message: "values are nested more than \(Self.maximumDepth) deep", offset: start)
        }
        let (tag, empty) = try openTag()
        switch tag {
        case "dict":
            var entries: [(String, Int, PlistNode)] = []
            if empty { return PlistNode(value: .dictionary([]), offset: start) }
            while true {
                skipMisc()
                if peekClose() == "dict" { break }
                guard peekTag() == "key" else {
                    throw Failure(message: "expected <key> or </dict> in a dictionary", offset: index)
                }
                let keyOffset = index
                let (_, emptyKey) = try openTag()
                let key = emptyKey ? "" : try characters(until: "key")
                skipMisc()
                entries.append((key, keyOffset, try value()))
            }
            try closeTag("dict")
            return PlistNode(value: .dictionary(entries), offset: start)
        case "array":
            var items: [PlistNode] = []
            if empty { return PlistNode(value: .array([]), offset: start) }
            while true {
                skipMisc()
                if peekClose() == "array" { break }
                items.append(try value())
            }
            try closeTag("array")
            return PlistNode(value: .array(items), offset: start)
        case "string":
            return PlistNode(value: .string(empty ? "" : try characters(until: "string")), offset: start)
        case "true", "false":
            if !empty { try closeTag(tag) }
            return PlistNode(value: .scalar(tag: tag, text: tag), offset: start)
        case "integer", "real", "date", "data":
            return PlistNode(value: .scalar(tag: tag, text: empty ? "" : try characters(until: tag)), offset: start)
        default:
            throw Failure(message: "<\(tag)> is not a property list element", offset: start)
        }
    }

    // MARK: Tags and text

    private var peek: UInt8? { index < text.count ? text[index] : nil }

    private func starts(with literal: String, at position: Int) -> Bool {
        let bytes = Array(literal.utf8)
        return position + bytes.count <= text.count && Array(text[position..<position + bytes.count]) == bytes
    }

    /// Skips the XML declaration, doctype, comments and white space before the root.
    private mutating func skipProlog() {
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipMisc()
    }

    /// Skips white space, comments, processing instructions and a doctype.
    private mutating func skipMisc() {
        while index < text.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) {
                index += 1
            } else if starts(with: "<!--", at: index) {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? text.count
            } else if starts(with: "<?", at: index) {
                index = find("?>", from: index + 2).map { $0 + 2 } ?? text.count
            } else if starts(with: "<!DOCTYPE", at: index) {
                index = find(">", from: index).map { $0 + 1 } ?? text.count
            } else {
                return
            }
        }
    }

    private func find(_ literal: String, from position: Int) -> Int? {
        var cursor = position
        while cursor < text.count {
            if starts(with: literal, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    private func peekTag() -> String? {
        guard peek == UInt8(ascii: "<"), index + 1 < text.count, text[index + 1] != UInt8(ascii: "/") else {
            return nil
        }
        return name(at: index + 1)
    }

    private func peekClose() -> String? {
        guard starts(with: "</", at: index) else { return nil }
        return name(at: index + 2)
    }

    private func name(at position: Int) -> String {
        var end = position
        while end < text.count, !" \t\r\n/>".utf8.contains(text[end]) { end += 1 }
        return String(decoding: text[position..<end], as: UTF8.self)
    }

    /// Reads `<tag …>` or `<tag …/>`; attributes are skipped.
    private mutating func openTag() throws(Failure) -> (String, empty: Bool) {
        guard let tag = peekTag() else {
            throw Failure(message: "expected an element", offset: index)
        }
        let start = index
        guard let close = find(">", from: index) else {
            throw Failure(message: "the tag <\(tag)> is never closed with '>'", offset: start)
        }
        index = close + 1
        return (tag, text[close - 1] == UInt8(ascii: "/"))
    }

    private mutating func closeTag(_ tag: String) throws(Failure) {
        skipMisc()
        guard peekClose() == tag, let close = find(">", from: index) else {
            let found = peekClose().map { "</\($0)>" } ?? peekTag().map { "<\($0)>" } ?? "text"
            throw Failure(message: "expected </\(tag)>, found \(found)", offset: index)
        }
        index = close + 1
    }

    /// Character data up to `</tag>`, entities decoded.
    private mutating func characters(until tag: String) throws(Failure) -> String {
        var output: [UInt8] = []
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[", at: index) {
                    guard let end = find("]]>", from: index + 9) else {
                        throw Failure(message: "a CDATA section is never closed", offset: index)
                    }
                    output += text[(index + 9)..<end]
                    index = end + 3
                    continue
                }
                if starts(with: "<!--", at: index) {
                    skipMisc()
                    continue
                }
                try closeTag(tag)
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                output += try entity()
                continue
            }
            output.append(byte)
            index += 1
        }
        throw Failure(message: "the file ends inside <\(tag)>", offset: index)
    }

    private mutating func entity() throws(Failure) -> [UInt8] {
        let start = index
        guard let end = find(";", from: index), end - index <= 10 else {
            throw Failure(message: "'&' must start an entity such as &amp;", offset: start)
        }
        let name = String(decoding: text[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let number: UInt32? =
                name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
            guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                throw Failure(message: "unknown entity &\(name);", offset: start)
            }
            return Array(String(scalar).utf8)
        }
    }
}
