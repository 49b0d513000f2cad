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

    /// The part of `bytes` that is UTF-8 text if any of it is: all of it, or all after a UTF-8
    /// byte-order mark; `nil` when the bytes are UTF-16 (a mark, or zero bytes that give it away).
    /// Where the part is valid UTF-8, ``decode(_:)`` gives exactly its bytes.
    static func utf8Body(_ bytes: [UInt8]) -> Range<Int>? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return 3..<bytes.count }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || guessUTF16(bytes) != nil {
            return nil
        }
        return 0..<bytes.count
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
    /// U+10FFFF).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8(in: $0) }
    }

    /// The offset in `text` of the first byte that does not start a valid UTF-8 sequence, or
    /// `nil`. Runs of ASCII are read sixteen bytes at a time, runs of multi-byte sequences by
    /// ``skipSequences(from:end:)``.
    static func firstInvalidUTF8(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = text.baseAddress else { return nil }
        let end = base + text.count
        var position = base
        let high: UInt64 = 0x8080_8080_8080_8080
        while end - position >= 16 {
            let first = UnsafeRawPointer(position).loadUnaligned(as: UInt64.self) & high
            let second = UnsafeRawPointer(position + 8).loadUnaligned(as: UInt64.self) & high
            if first | second == 0 {
                position += 16
                continue
            }
            // Past the ASCII, then the sequences up to the next ASCII byte.
            position +=
                first != 0
                ? first.littleEndian.trailingZeroBitCount &>> 3 : 8 &+ second.littleEndian.trailingZeroBitCount &>> 3
            let (next, isValid) = skipSequences(from: position, end: end)
            if !isValid { return base.distance(to: next) }
            position = next
        }
        // The last bytes: done if the sixteen that end the text are ASCII (some of them may have
        // been read already), else one at a time.
        if position < end, end - base >= 16,
            (UnsafeRawPointer(end - 16).loadUnaligned(as: UInt64.self)
                | UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self)) & high == 0
        {
            return nil
        }
        while position < end {
            let width = position.pointee < 0x80 ? 1 : sequenceWidth(position, available: end - position)
            if width == 0 { return base.distance(to: position) }
            position += width
        }
        return nil
    }

    /// Past the valid multi-byte sequences that follow one another from `start` (a byte above
    /// 0x7F): the first byte after them (ASCII, or `end`) and `true`; or where the first one that
    /// is not valid starts, and `false`.
    ///
    /// Where eight bytes are left they are read as one word: four two-byte sequences (Cyrillic,
    /// Arabic, Hebrew, Greek) or two of three bytes (most of Asia's scripts) are checked at once,
    /// or else one sequence (``sequenceWidth(fourBytes:)``).
    @inline(__always)
    static func skipSequences(
        from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> (next: UnsafePointer<UInt8>, isValid: Bool) {
        var position = start
        while end - position > 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(position).loadUnaligned(as: UInt64.self))
            if word & 0xC0E0_C0E0 == 0x80C0_80C0, word & 0x1E != 0, word & 0x1E_0000 != 0 {
                // Two two-byte sequences, above U+007F (their leads are not C0 or C1); four if
                // each of the four 16-bit lanes is one (adding 0x7FFF sets a lane's top bit when
                // its lead's bits 1 to 4 are not all zero).
                let leads = word & 0x001E_001E_001E_001E
                let fourHere =
                    word & 0xC0E0_C0E0_C0E0_C0E0 == 0x80C0_80C0_80C0_80C0
                    && (leads &+ 0x7FFF_7FFF_7FFF_7FFF) & 0x8000_8000_8000_8000 == 0x8000_8000_8000_8000
                position += fourHere ? 8 : 4
            } else if word & 0xC0_C0F0_C0C0_F0 == 0x80_80E0_8080_E0, word & 0x200F != 0, word & 0x20FF != 0x20ED,
                word & 0x20_0F00_0000 != 0, word & 0x20_FF00_0000 != 0x20_ED00_0000
            {
                // Two three-byte sequences, neither overlong nor a surrogate.
                position += 6
            } else {
                let width = sequenceWidth(fourBytes: UInt32(truncatingIfNeeded: word))
                if width == 0 { return (position, false) }
                position += width
            }
            if position.pointee < 0x80 { return (position, true) }
        }
        while position < end, position.pointee >= 0x80 {
            let width = sequenceWidth(position, available: end - position)
            if width == 0 { return (position, false) }
            position += width
        }
        return (position, true)
    }

    /// The width of the valid multi-byte sequence that starts the little-endian word `fourBytes`
    /// (its first byte above 0x7F), or 0 when it is not one: the bit patterns of the lead and
    /// continuation bytes, then the few values each width rules out.
    @inline(__always)
    static func sequenceWidth(fourBytes word: UInt32) -> Int {
        if word & 0xE0 == 0xC0 {
            // 110xxxxx 10xxxxxx, above U+007F: C0 and C1 would be overlong.
            return word & 0xC000 == 0x8000 && word & 0x1E != 0 ? 2 : 0
        }
        if word & 0xF0 == 0xE0 {
            // 1110xxxx 10xxxxxx 10xxxxxx: E0 below A0 would be overlong, ED from A0 a surrogate.
            guard word & 0xC0_C000 == 0x80_8000, word & 0x200F != 0, word & 0x20FF != 0x20ED else { return 0 }
            return 3
        }
        if word & 0xF8 == 0xF0 {
            // 11110xxx and three continuations, U+10000 to U+10FFFF: the plane, from the lead's
            // low three bits and the second byte's next two, is 1 to 16.
            let plane = (word & 0x07) << 2 | (word >> 12) & 0x03
            return word & 0xC0C0_C000 == 0x8080_8000 && plane &- 1 < 16 ? 4 : 0
        }
        return 0
    }

    /// The width of the valid multi-byte sequence at `start`, or 0 when it is not one.
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
                .error, .encoding,
                "the file is not valid \(decoded.encoding.rawValue) text: bytes here are not characters; save it as UTF-8",
                location: LineIndex(decoded.utf8).location(of: offset, file: path))
        }
        return (String(decoding: decoded.utf8, as: UTF8.self), problem)
    }
}
