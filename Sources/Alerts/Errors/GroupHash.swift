/// An error chain's ``ErrorAlert/groupID``: FNV-1a over each error's domain and code (or its own
/// ``AlertableError/errorCode``), each followed by a zero byte, folded to 32 bits.
struct GroupHash {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    private mutating func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    private init() {}

    /// The hash of a chain that starts with `error`.
    init(first error: ExaminedError) {
        // A type that fixes its errors' domain has the domain's hash found once, for all of them.
        if let start = error.domainHash { hash = start } else { addDomain(error.domain) }
        addCode(of: error)
    }

    /// Adds `error`, a cause in the chain, to the hash.
    mutating func add(_ error: ExaminedError) {
        addDomain(error.domain)
        addCode(of: error)
    }

    private mutating func addCode(of error: ExaminedError) {
        add(0)
        if let code = error.alertable?.errorCode {
            for byte in code.utf8 { add(byte) }
        } else {
            addDecimal(error.code)
        }
        add(0)
    }

    /// Adds the bytes of `String(value)`, without making the string.
    private mutating func addDecimal(_ value: Int) {
        if value < 0 { add(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var divisor: UInt = 1
        while divisor <= rest / 10 { divisor *= 10 }
        repeat {
            add(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// The hash of `domain` alone, where a chain starts.
    static func start(domain: String) -> UInt64 {
        var group = GroupHash()
        group.addDomain(domain)
        return group.hash
    }

    /// Adds `domain` without its `(unknown context at $1f2e3d).` parts: private and local types
    /// have their run-time address there, which differs from one process to the next.
    private mutating func addDomain(_ domain: String) {
        var domain = domain
        domain.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "("), let end = Self.endOfUnknownContext(in: bytes, at: index) {
                    index = end
                    continue
                }
                add(bytes[index])
                index += 1
            }
        }
    }

    private static let unknownContext = Array("(unknown context at $".utf8)

    /// Where `(unknown context at $` hex digits `).` that starts at `start` ends, if it does.
    private static func endOfUnknownContext(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start
        for expected in unknownContext {
            guard index < bytes.count, bytes[index] == expected else { return nil }
            index += 1
        }
        let digitsStart = index
        while index < bytes.count, Self.isHexDigit(bytes[index]) { index += 1 }
        guard index > digitsStart, index + 1 < bytes.count, bytes[index] == UInt8(ascii: ")"),
            bytes[index + 1] == UInt8(ascii: ".")
        else { return nil }
        return index + 2
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
        // Eight ASCII bytes: a small string, written in place.
        return String(unsafeUninitializedCapacity: 8) { bytes in
            for index in 0..<8 {
                let nibble = UInt8(truncatingIfNeeded: folded >> (28 - 4 * UInt32(index))) & 0xF
                bytes[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 8
        }
    }
}
