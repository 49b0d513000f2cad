public import StringTables

/// The `Accept-Language` header field (RFC 9110 §12.5.4), read strictly and within bounds: how the
/// HTTP front negotiates a response's language, and how a front of your own negotiates as it does
/// (a gRPC call's `accept-language` metadata, say).
public enum AcceptLanguage {
    /// The most of a field that is read: 4096 bytes.
    ///
    /// A range cut by the limit is left out.
    public static let byteLimit = 4096
    /// The most language ranges that are kept: 32, the first ones in the field.
    public static let rangeLimit = 32

    /// The languages a field asks for, most preferred first: by weight, then in the order written.
    ///
    /// An element that is not a language range with an optional weight `q` of 0 to 1 with at most
    /// three decimals is ignored, and so are `*` (any language: the server's own default follows
    /// anyway) and ranges weighted 0 (not acceptable). Reading takes time linear in the field's
    /// length, at most ``byteLimit`` bytes.
    ///
    /// ```swift
    /// AcceptLanguage.languages(in: "de-CH, de;q=0.9, en;q=0.8, *;q=0.1")  // ["de-CH", "de", "en"]
    /// ```
    public static func languages(in field: String) -> [LanguageTag] {
        if let tag = lone(field) { return [tag] }
        // One range without a weight (`pt-BR`): nothing to sort.
        if field.utf8.count <= 64, !field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }) {
            let range = trimmed(ArraySlice(field.utf8))
            guard isLanguageRange(range), !range.elementsEqual("*".utf8),
                let tag = LanguageTag(string: String(decoding: range, as: UTF8.self))
            else { return [] }
            return [tag]
        }
        var weighted: [(tag: LanguageTag, weight: Int)] = []
        for element in wholeElements(of: field, byteLimit: byteLimit) {
            guard weighted.count < rangeLimit else { break }
            guard let (range, weight) = parse(trimmed(element)), weight > 0, range != "*",
                let tag = LanguageTag(range)
            else { continue }
            weighted.append((tag, weight))
        }
        // A stable sort: equal weights keep the order written.
        let sorted = weighted.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
        var seen = Set<LanguageTag>()
        return sorted.map(\.element.tag).filter { seen.insert($0).inserted }
    }

    /// The languages `field` asks for (``languages(in:)``; none without a field), then those of
    /// `fallbacks` it does not name: one array, for a request's languages.
    package static func languages(in field: String?, then fallbacks: [LanguageTag]) -> [LanguageTag] {
        var languages: [LanguageTag]
        if let field, let tag = lone(field) {
            languages = []
            languages.reserveCapacity(1 + fallbacks.count)
            languages.append(tag)
        } else {
            languages = field.map(Self.languages(in:)) ?? []
            languages.reserveCapacity(languages.count + fallbacks.count)
        }
        for language in fallbacks where !languages.contains(language) { languages.append(language) }
        return languages
    }

    /// The language `field` names when it is a language alone (`de`), as most clients send it.
    private static func lone(_ field: String) -> LanguageTag? {
        guard (2...3).contains(field.utf8.count), field.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else {
            return nil
        }
        return LanguageTag(string: field)
    }

    /// A language range and its weight in thousandths, or `nil` when the element is not one.
    static func parse(_ element: ArraySlice<UInt8>) -> (String, Int)? {
        let parts = element.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        let range = trimmed(parts[0])
        guard isLanguageRange(range) else { return nil }
        var weight = 1000
        if parts.count == 2 {
            guard let parsed = qualityValue(trimmed(parts[1])) else { return nil }
            weight = parsed
        }
        return (String(decoding: range, as: UTF8.self), weight)
    }

    /// `*`, or 1 to 8 letters followed by subtags of 1 to 8 letters or digits, joined by `-`.
    static func isLanguageRange(_ range: ArraySlice<UInt8>) -> Bool {
        if range.elementsEqual("*".utf8) { return true }
        let subtags = range.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) }
        }
    }
}

/// A weight, `q=` then a quality value (RFC 9110 §12.4.2): `0` to `1` with at most three
/// decimals (`1` only with zeros), in thousandths; `nil` for anything else.
func qualityValue(_ parameter: ArraySlice<UInt8>) -> Int? {
    guard parameter.count >= 3, parameter.first.map({ $0 | 0x20 }) == UInt8(ascii: "q"),
        parameter[parameter.startIndex + 1] == UInt8(ascii: "=")
    else { return nil }
    let value = parameter.dropFirst(2)
    guard let whole = value.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
    let rest = value.dropFirst()
    if rest.isEmpty { return whole == UInt8(ascii: "1") ? 1000 : 0 }
    guard rest.first == UInt8(ascii: "."), rest.count <= 4 else { return nil }
    let decimals = rest.dropFirst()
    guard decimals.allSatisfy(isDigit) else { return nil }
    if whole == UInt8(ascii: "1") { return decimals.allSatisfy { $0 == UInt8(ascii: "0") } ? 1000 : nil }
    var thousandths = 0
    for (place, digit) in decimals.enumerated() {
        thousandths += Int(digit - UInt8(ascii: "0")) * [100, 10, 1][place]
    }
    return thousandths
}

/// The non-empty elements of a comma-separated field in its first `byteLimit` bytes. An element
/// the limit cuts is left out — cut, `de-CH` would read as `de` and `q=0.25` as `q=0.2` — and one
/// that ends right at the limit is kept. Time is linear in `byteLimit`, whatever the field's length.
func wholeElements(of field: String, byteLimit: Int) -> [ArraySlice<UInt8>] {
    var bytes = Array(field.utf8.prefix(byteLimit + 1))
    if bytes.count > byteLimit {
        // The last comma in the limit, or right after it, ends the last whole element.
        bytes.removeSubrange((bytes.lastIndex(of: UInt8(ascii: ",")) ?? 0)...)
    }
    return bytes.split(separator: UInt8(ascii: ","))
}

/// `bytes` without the spaces and tabs around them (HTTP's optional whitespace).
func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return bytes[bytes.startIndex..<bytes.startIndex] }
    return bytes[start...end]
}
