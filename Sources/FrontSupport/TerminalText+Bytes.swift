#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scans of a text's UTF-8 bytes that the quick paths of sanitizing, measuring and wrapping
/// share: they read eight bytes at a time where the text is printable ASCII, and decode the rest
/// one scalar at a time, without breaking the text into characters.
extension TerminalText {
    /// Whether each of the eight bytes of `word` is printable ASCII (0x20–0x7E).
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        // No byte is 0x80 or above, so adding to one byte never carries into the next: adding
        // 0x60 sets the high bit of the bytes from 0x20 up, adding 1 sets it only for 0x7F.
        return word & high == 0 && (word &+ 0x6060_6060_6060_6060) & high == high
            && (word &+ 0x0101_0101_0101_0101) & high == 0
    }

    /// The number of printable ASCII bytes (0x20–0x7E) at the start of `bytes[offset...]`, counted
    /// eight at a time, so possibly fewer than there are: the bytes after it need a closer look.
    @inline(__always)
    static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var end = offset
        while bytes.count - end >= 8, isPrintableASCII(raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) {
            end += 8
        }
        return end - offset
    }

    /// Whether `bytes` contain `byte`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `text`'s UTF-8 bytes contain `byte`.
    static func contains(_ text: some StringProtocol, byte: UInt8) -> Bool {
        text.withUTF8Bytes { contains($0, byte) }
    }

    /// The scalar whose UTF-8 sequence starts at `offset` of `bytes`, and the length of that
    /// sequence. A string's bytes are valid UTF-8; a sequence cut short by the end of `bytes`
    /// reads as U+FFFD, one byte long, so that a caller always moves on.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard offset + length <= bytes.count else { return (0xFFFD, 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index] & 0x3F) }
        switch length {
        case 1: return (lead, 1)
        case 2: return ((lead & 0x1F) << 6 | continuation(1), 2)
        case 3: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
    }
}
