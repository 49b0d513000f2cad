/// Bytes appended one run or one character at a time, in storage that is kept when emptied:
/// ``StringsParser`` builds each string with escapes in one, without an array's checks on each
/// byte or an allocation for each string.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity = 256
    private var count = 0

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes appended since the buffer was last emptied.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    func removeAll() {
        count = 0
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 form of `scalar`.
    func append(_ scalar: Unicode.Scalar) {
        reserve(4)
        let value = scalar.value
        let bytes = base + count
        switch value {
        case ..<0x80:
            bytes[0] = UInt8(truncatingIfNeeded: value)
            count += 1
        case ..<0x800:
            bytes[0] = 0xC0 | UInt8(truncatingIfNeeded: value >> 6)
            bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value) & 0x3F
            count += 2
        case ..<0x1_0000:
            bytes[0] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
            bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F
            bytes[2] = 0x80 | UInt8(truncatingIfNeeded: value) & 0x3F
            count += 3
        default:
            bytes[0] = 0xF0 | UInt8(truncatingIfNeeded: value >> 18)
            bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x3F
            bytes[2] = 0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F
            bytes[3] = 0x80 | UInt8(truncatingIfNeeded: value) & 0x3F
            count += 4
        }
    }

    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + more))
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = max(capacity * 2, count + more)
    }
}
