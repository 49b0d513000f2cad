/// A strict check of JSON syntax (RFC 8259), for files people write by hand: valid UTF-8 (a
/// leading byte-order mark is allowed), no trailing commas, no comments, no lone surrogates, no
/// member named twice in an object (names compared once their escapes are read, so `"title"`
/// and `"\u0074itle"` are the same name), no number too large for a `Double` (`1e999`), nesting
/// at most 256 deep. Foundation's parser is lenient about some of these and vague about where
/// it stopped.
struct StrictJSON {
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Checks `bytes`; throws the first problem with its line and column (in characters, from 1).
    static func check(_ bytes: [UInt8]) throws(Failure) {
        var parser = StrictJSON(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.checkUTF8()
        parser.skipSpace()
        try parser.value()
        parser.skipSpace()
        if parser.index < bytes.count { throw parser.failure("text after the end of the JSON value") }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure {
        let prefix = bytes[..<min(index, bytes.count)]
        let line = prefix.filter { $0 == 0x0A }.count + 1
        let start = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: prefix[start...], as: UTF8.self).count + 1
        return Failure(message: message, line: line, column: column)
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Throws at the first byte that is not valid UTF-8.
    private mutating func checkUTF8() throws(Failure) {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        var offset = index
        let start = index
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                index = start
                return
            case .error:
                index = offset
                throw failure("this is not UTF-8; save the file as UTF-8")
            }
        }
    }

    private mutating func skipSpace() {
        while let byte = peek, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(Failure) {
        for byte in literal.utf8 {
            guard peek == byte else { throw failure("expected '\(literal)'") }
            index += 1
        }
    }

    private mutating func value() throws(Failure) {
        switch peek {
        case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), member: true)
        case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), member: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            try number()
        case nil: throw failure("the file ends where a value should be")
        default: throw failure("expected a value: an object, array, string, number, true, false or null")
        }
    }

    private mutating func container(close: UInt8, member: Bool) throws(Failure) {
        depth += 1
        guard depth <= 256 else { throw failure("nested more than 256 deep") }
        index += 1
        skipSpace()
        if peek == close {
            index += 1
            depth -= 1
            return
        }
        // Names as the UTF-8 of their decoded scalars: compared exactly, escapes read.
        var names: Set<[UInt8]> = []
        while true {
            if member {
                let nameStart = index
                guard peek == UInt8(ascii: "\"") else {
                    throw failure(
                        peek == close
                            ? "a comma before '\(Character(Unicode.Scalar(close)))' is not allowed"
                            : "expected a member name in double quotes")
                }
                try string()
                let written = bytes[nameStart..<index]
                let name = Self.decoded(written)
                guard names.insert(name).inserted else {
                    index = nameStart
                    let text = String(decoding: written, as: UTF8.self)
                    let decodedText = "\"" + String(decoding: name, as: UTF8.self) + "\""
                    throw failure(
                        "the member \(text) is named twice in this object"
                            + (text == decodedText ? "" : " (as \(decodedText), its escapes read)"))
                }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
                index += 1
                skipSpace()
            } else if peek == close {
                throw failure("a comma before ']' is not allowed")
            }
            try value()
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                continue
            }
            guard peek == close else { throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))'") }
            index += 1
            depth -= 1
            return
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case let control where control < 0x20:
                throw failure("a control character must be escaped in a string")
            case UInt8(ascii: "\\"):
                index += 1
                switch peek {
                case UInt8(ascii: "u"):
                    index += 1
                    let unit = try hex4()
                    if UTF16.isLeadSurrogate(unit) {
                        guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw failure("\\u\(String(unit, radix: 16)) is half of a surrogate pair")
                        }
                        index += 2
                        guard UTF16.isTrailSurrogate(try hex4()) else {
                            throw failure("\\u\(String(unit, radix: 16)) is not followed by the other half of its pair")
                        }
                    } else if UTF16.isTrailSurrogate(unit) {
                        throw failure("\\u\(String(unit, radix: 16)) is half of a surrogate pair")
                    }
                case let escape? where "\"\\/bfnrt".utf8.contains(escape):
                    index += 1
                default:
                    throw failure("unknown escape in a string")
                }
            default:
                index += 1
            }
        }
        throw failure("a string is never closed")
    }

    /// The UTF-8 of the string `written` (quotes included, already checked) with its escapes read.
    private static func decoded(_ written: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(written.count)
        var index = written.startIndex + 1
        let end = written.endIndex - 1
        func hex4(at offset: Int) -> UInt32 {
            written[offset..<offset + 4].reduce(0) { value, byte in
                value << 4 | UInt32(Int(String(Unicode.Scalar(byte)), radix: 16) ?? 0)
            }
        }
        while index < end {
            let byte = written[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = written[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var value = hex4(at: index)
                index += 4
                if UTF16.isLeadSurrogate(UInt16(value)) {
                    // Checked already: a `\u` with the trailing half follows.
                    let trail = hex4(at: index + 2)
                    index += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (trail - 0xDC00)
                }
                output.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
            default: output.append(escape)  // " \ /
            }
        }
        return output
    }

    private mutating func hex4() throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Int(String(Unicode.Scalar(byte)), radix: 16) else {
                throw failure("\\u must be followed by four hex digits")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(Failure) {
        let start = index
        try numberSyntax()
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Double(text), !value.isFinite {
            index = start
            throw failure("the number \(text.prefix(40)) is too large for a 64-bit floating-point number")
        }
    }

    private mutating func numberSyntax() throws(Failure) {
        if peek == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            var count = 0
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                index += 1
                count += 1
            }
            return count
        }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw failure("expected a digit")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
    }
}
