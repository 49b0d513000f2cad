/// An error chain's ``ErrorAlert/groupID``: FNV-1a over each error's domain and code (or its own
/// ``AlertableError/errorCode``), each followed by a zero byte, folded to 32 bits.
struct GroupHash {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    private mutating func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    /// Adds `error` to the hash.
    mutating func add(_ error: ExaminedError) {
        addDomain(error.domain)
        add(0)
        for byte in (error.alertable?.errorCode ?? String(error.code)).utf8 { add(byte) }
        add(0)
    }

    /// Adds `domain` without its `(unknown context at $1f2e3d).` parts: private and local types
    /// have their run-time address there, which differs from one process to the next.
    private mutating func addDomain(_ domain: String) {
        let utf8 = domain.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "("), let end = Self.endOfUnknownContext(in: utf8, at: index) {
                index = end
                continue
            }
            add(utf8[index])
            utf8.formIndex(after: &index)
        }
    }

    private static let unknownContext = Array("(unknown context at $".utf8)

    /// Where `(unknown context at $` hex digits `).` that starts at `start` ends, if it does.
    private static func endOfUnknownContext(in utf8: String.UTF8View, at start: String.Index) -> String.Index? {
        var index = start
        for expected in unknownContext {
            guard index < utf8.endIndex, utf8[index] == expected else { return nil }
            utf8.formIndex(after: &index)
        }
        var digits = 0
        while index < utf8.endIndex, Self.isHexDigit(utf8[index]) {
            digits += 1
            utf8.formIndex(after: &index)
        }
        guard digits > 0 else { return nil }
        guard index < utf8.endIndex, utf8[index] == UInt8(ascii: ")") else { return nil }
        utf8.formIndex(after: &index)
        guard index < utf8.endIndex, utf8[index] == UInt8(ascii: ".") else { return nil }
        return utf8.index(after: index)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    /// Eight hex digits of the hash folded to 32 bits.
    var id: String {
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
