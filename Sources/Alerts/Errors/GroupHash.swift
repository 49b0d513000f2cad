/// An error chain's ``ErrorContent/groupID``: FNV-1a over each error's domain and code, each
/// followed by a zero byte, folded to 32 bits. The domain and code are the error's as an `NSError`,
/// but for an ``AlertableError`` (which is not bridged: ``ExaminedError``): its type's name, and
/// its own ``AlertableError/errorCode``, else the name of its enum case, else nothing.
struct GroupHash {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    private mutating func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    private init() {}

    /// The group id of the chain of `error` and `causes`, nearest first
    /// (``ExaminedError/chain(of:)``, as ``ErrorContent/init(_:mappers:)`` found it).
    static func id(of error: any Error, causes: [any Error]) -> String {
        var group = GroupHash()
        group.add(ExaminedError(error))
        for cause in causes { group.add(ExaminedError(cause)) }
        return group.id
    }

    private mutating func add(_ examined: ExaminedError) {
        addDomain(examined.domain)
        addCode(of: examined)
    }

    private mutating func addCode(of error: ExaminedError) {
        add(0)
        if let code = error.alertable?.errorCode {
            for byte in code.utf8 { add(byte) }
        } else if error.alertable == nil || error.isBridged {
            for byte in String(error.code).utf8 { add(byte) }
        } else if let name = error.caseName {
            for byte in name.utf8 { add(byte) }
        }
        add(0)
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
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
