/// A table of CLDR data kept as text in the binary and searched where it lies: nothing is built
/// at start-up, and a lookup is a binary search of a few comparisons.
///
/// The text is fixed-width records sorted by key, as `Scripts/generate-cldr.py` writes them:
/// the key padded with spaces to ``keyWidth`` bytes, the value padded to ``valueWidth`` bytes,
/// then `|`. Keys and values hold no spaces, so the padding is what ends them.
struct CLDRRecords: Sendable {
    /// The width of every key, in UTF-8 bytes.
    let keyWidth: Int
    /// The width of every value, in UTF-8 bytes.
    let valueWidth: Int
    /// The records.
    let text: StaticString

    private var recordWidth: Int { keyWidth + valueWidth + 1 }

    /// The number of records.
    var count: Int { text.utf8CodeUnitCount / recordWidth }

    /// The value of `key`, or `nil` when no record has that key.
    subscript(key: some StringProtocol) -> String? {
        index(of: key).map { value(at: $0, bytes: 0..<valueWidth) }
    }

    /// The position of the record whose key is `key`.
    func index(of key: some StringProtocol) -> Int? {
        var key = String(key)
        return key.withUTF8 { key in
            // A key longer than the field, or with a space, would match a padded record wrongly.
            guard key.count <= keyWidth, !key.contains(UInt8(ascii: " ")) else { return nil }
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                switch compare(key, withKeyAt: middle) {
                case 0: return middle
                case ..<0: high = middle
                default: low = middle + 1
                }
            }
            return nil
        }
    }

    /// The key of the record at `index`.
    func key(at index: Int) -> String {
        field(at: index * recordWidth, width: keyWidth)
    }

    /// Part of the value of the record at `index`: `bytes` within it, padding dropped.
    func value(at index: Int, bytes: Range<Int>) -> String {
        field(at: index * recordWidth + keyWidth + bytes.lowerBound, width: bytes.count)
    }

    /// `key` against the key of the record at `index`, as if `key` were padded with spaces: below
    /// zero when `key` sorts first.
    private func compare(_ key: UnsafeBufferPointer<UInt8>, withKeyAt index: Int) -> Int {
        let record = text.utf8Start + index * recordWidth
        for offset in 0..<keyWidth {
            let byte = offset < key.count ? key[offset] : UInt8(ascii: " ")
            if byte != record[offset] { return Int(byte) - Int(record[offset]) }
        }
        return 0
    }

    /// The text of `width` bytes from `start`, without the padding at its end.
    private func field(at start: Int, width: Int) -> String {
        var end = start + width
        while end > start, text.utf8Start[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return String(decoding: UnsafeBufferPointer(start: text.utf8Start + start, count: end - start), as: UTF8.self)
    }
}
