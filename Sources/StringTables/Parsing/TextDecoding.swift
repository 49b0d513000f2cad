/// Turns the bytes of a text file into validated UTF-8, whatever encoding it was saved in.
///
/// UTF-8 (with or without a byte-order mark) and UTF-16 in either byte order (with a mark, or
/// without one when the zero bytes give it away) are read. Invalid sequences become U+FFFD and
/// are reported with their line and column, so one bad byte never costs the rest of the file.
enum TextDecoding {
    enum Encoding: String {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    struct Result {
        var utf8: [UInt8]
        var encoding: Encoding
        /// Byte offsets, in `utf8`, of replaced invalid sequences.
        var invalidOffsets: [Int]
    }

    static func decode(_ bytes: [UInt8]) -> Result {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(Array(bytes[3...])) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes[2...], littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes[2...], littleEndian: false) }
        if let littleEndian = guessUTF16(bytes) { return utf16(bytes[...], littleEndian: littleEndian) }
        // The text is checked once: valid UTF-8 is the common case.
        guard firstInvalidUTF8(bytes) != nil else { return Result(utf8: bytes, encoding: .utf8, invalidOffsets: []) }
        // Text that is not UTF-8 but is flawless UTF-16 (say, Chinese with little ASCII to give
        // it away) is read as UTF-16 — if that reading has the quotes, `=` or braces every table
        // file is written with. Almost any bytes are flawless UTF-16, a UTF-8 file with one bad
        // byte too, but read so its ASCII pairs up into CJK and no ASCII is left: all of it lost.
        if bytes.count % 2 == 0 {
            for littleEndian in [true, false] {
                let attempt = utf16(bytes[...], littleEndian: littleEndian)
                if attempt.invalidOffsets.isEmpty, !attempt.utf8.contains(0),
                    attempt.utf8.contains(where: {
                        $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "{")
                    })
                {
                    return attempt
                }
            }
        }
        return utf8(bytes)
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when
    /// all of `bytes` is valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
    /// U+10FFFF). Runs of ASCII are read eight bytes at a time.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return nil }
            let count = text.count
            var index = 0
            while index < count {
                // ASCII, a word at a time, up to the first byte with its high bit set.
                while index + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let high = word & 0x8080_8080_8080_8080
                    if high != 0 {
                        index += high.trailingZeroBitCount / 8
                        break
                    }
                    index += 8
                }
                // Then sequence by sequence, until ASCII that a word can start from.
                while index < count {
                    let lead = base[index]
                    if lead < 0x80 {
                        index += 1
                        if index + 8 <= count { break }
                        continue
                    }
                    let width = sequenceWidth(base + index, available: count - index)
                    if width == 0 { return index }
                    index += width
                }
            }
            return nil
        }
    }

    /// The width of the valid multi-byte sequence at `start`, or 0 when it is not one.
    @inline(__always)
    private static func sequenceWidth(_ start: UnsafePointer<UInt8>, available: Int) -> Int {
        func isIn(_ byte: UInt8, _ low: UInt8, _ high: UInt8) -> Bool { byte &- low <= high &- low }
        let lead = start[0]
        if lead < 0xE0 {
            return lead >= 0xC2 && available >= 2 && isIn(start[1], 0x80, 0xBF) ? 2 : 0
        }
        if lead < 0xF0 {
            guard available >= 3, isIn(start[2], 0x80, 0xBF) else { return 0 }
            // E0 would be overlong below A0; ED would be a surrogate from A0.
            let (low, high): (UInt8, UInt8) = lead == 0xE0 ? (0xA0, 0xBF) : lead == 0xED ? (0x80, 0x9F) : (0x80, 0xBF)
            return isIn(start[1], low, high) ? 3 : 0
        }
        guard lead <= 0xF4, available >= 4, isIn(start[2], 0x80, 0xBF), isIn(start[3], 0x80, 0xBF) else { return 0 }
        // F0 would be overlong below 90; F4 would pass U+10FFFF from 90.
        let (low, high): (UInt8, UInt8) = lead == 0xF0 ? (0x90, 0xBF) : lead == 0xF4 ? (0x80, 0x8F) : (0x80, 0xBF)
        return isIn(start[1], low, high) ? 4 : 0
    }

    /// UTF-16 without a mark: text files are mostly ASCII, so in UTF-16 one byte of most pairs is
    /// zero — the high byte, which comes second in little-endian order. UTF-8 text has no zeros.
    private static func guessUTF16(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(512)
        guard sample.count >= 2, sample.count % 2 == 0 || bytes.count % 2 == 0 else { return nil }
        var zerosAtEven = 0
        var zerosAtOdd = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        let pairs = sample.count / 2
        if zerosAtOdd * 2 >= pairs && zerosAtEven == 0 { return true }
        if zerosAtEven * 2 >= pairs && zerosAtOdd == 0 { return false }
        return nil
    }

    private static func utf8(_ bytes: [UInt8]) -> Result {
        if firstInvalidUTF8(bytes) == nil {
            return Result(utf8: bytes, encoding: .utf8, invalidOffsets: [])
        }
        // Slow path, only for broken files: transcode scalar by scalar, noting each repair.
        let (output, invalid) = transcode(bytes, UTF8())
        return Result(utf8: output, encoding: .utf8, invalidOffsets: invalid)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> Result {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var (output, invalid) = transcode(units, UTF16())
        if index < bytes.endIndex {
            // An odd byte at the end cannot be a UTF-16 unit.
            invalid.append(output.count)
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])
        }
        return Result(
            utf8: output, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian, invalidOffsets: invalid)
    }

    /// Code units to UTF-8, each invalid sequence replaced by U+FFFD and its output offset noted.
    private static func transcode<Codec: UnicodeCodec>(
        _ units: [Codec.CodeUnit], _ codec: Codec
    ) -> (utf8: [UInt8], invalidOffsets: [Int]) {
        var decoder = codec
        var output: [UInt8] = []
        output.reserveCapacity(units.count * 2)
        var invalid: [Int] = []
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { output.append($0) }
            case .emptyInput: break loop
            case .error:
                invalid.append(output.count)
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        }
        return (output, invalid)
    }
}

extension TableLoader.File {
    /// The file's text, decoded as the parsers decode it, and the problem that keeps the text from
    /// being exactly what the file holds: the first bytes that are not valid in its encoding.
    ///
    /// Without that problem, parsing the text gives what parsing the file gives, at the same lines
    /// and columns, so the text can stand in for the file (the string tables compiler embeds it).
    package func decodedText() -> (text: String, invalidBytes: LocalizationDiagnostic?) {
        let decoded = TextDecoding.decode(bytes)
        let problem = decoded.invalidOffsets.first.map { offset in
            LocalizationDiagnostic(
                .error,
                "the file is not valid \(decoded.encoding.rawValue) text: bytes here are not characters; save it as UTF-8",
                location: LineIndex(decoded.utf8).location(of: offset, file: path))
        }
        return (String(decoding: decoded.utf8, as: UTF8.self), problem)
    }
}
