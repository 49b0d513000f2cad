/// Whether `text` is a URI reference by RFC 3986's syntax (§4.1) — or, when `absolute`, a URI
/// with a scheme (§3; a fragment allowed) — of 1 to 2048 bytes: only characters a URI holds
/// (``isURICharacter(_:)``), `%` only before two hex digits, one `#` at most, `[` and `]` only
/// around an IP literal host, a port of digits, one `@` at most in the authority, and no colon
/// in the first segment of a relative path (it would read as a scheme).
package func isURIReference(_ text: String, absolute: Bool) -> Bool {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= 2048, bytes.allSatisfy(isURICharacter) else { return false }
    for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
    }
    // The query and the fragment: no brackets, and no second `#`.
    let tailStart = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
    let tail = bytes[tailStart...]
    guard tail.count(where: { $0 == UInt8(ascii: "#") }) <= 1, !tail.contains(where: isBracket) else { return false }
    var rest = bytes[..<tailStart]
    if let colon = rest.firstIndex(of: UInt8(ascii: ":")), isScheme(rest[..<colon]) {
        rest = rest[(colon + 1)...]
    } else if absolute || rest.prefix(while: { $0 != UInt8(ascii: "/") }).contains(UInt8(ascii: ":")) {
        return false
    }
    if rest.starts(with: "//".utf8) {
        let authority = rest.dropFirst(2).prefix { $0 != UInt8(ascii: "/") }
        guard isAuthority(authority) else { return false }
        rest = rest[authority.endIndex...]
    }
    return !rest.contains(where: isBracket)
}

private func isBracket(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") }

/// A letter, then letters, digits, `+`, `-` and `.` (RFC 3986 §3.1).
private func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first, isLetter(first) else { return false }
    return bytes.allSatisfy { isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }
}

/// `[userinfo@]host[:port]` (RFC 3986 §3.2), its characters already checked: a host in brackets
/// is an IP literal, and no other part holds a bracket.
private func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
    var hostAndPort = authority
    if let at = authority.firstIndex(of: UInt8(ascii: "@")) {
        guard !authority[..<at].contains(where: isBracket) else { return false }
        hostAndPort = authority[(at + 1)...]
    }
    guard !hostAndPort.contains(UInt8(ascii: "@")) else { return false }
    var port: ArraySlice<UInt8>
    if hostAndPort.first == UInt8(ascii: "[") {
        guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")),
            isIPLiteral(hostAndPort[(hostAndPort.startIndex + 1)..<close])
        else { return false }
        port = hostAndPort[(close + 1)...]
        guard port.isEmpty || port.first == UInt8(ascii: ":") else { return false }
    } else {
        guard !hostAndPort.contains(where: isBracket) else { return false }
        port = hostAndPort.drop { $0 != UInt8(ascii: ":") }
    }
    return port.dropFirst().allSatisfy(isDigit)
}

/// An IPv6 address or an `IPvFuture` (`v1.…`), as they stand in brackets (RFC 3986 §3.2.2).
private func isIPLiteral(_ bytes: ArraySlice<UInt8>) -> Bool {
    if bytes.first == UInt8(ascii: "v") || bytes.first == UInt8(ascii: "V") {
        let version = bytes.dropFirst().prefix(while: isHexDigit)
        let rest = bytes.dropFirst(1 + version.count)
        return !version.isEmpty && rest.first == UInt8(ascii: ".") && rest.count > 1
            && rest.dropFirst().allSatisfy { !isBracket($0) && $0 != UInt8(ascii: "%") }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let halves = text.split(separator: "::", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return false }
    let groups = halves.map { $0.isEmpty ? [] : $0.split(separator: ":", omittingEmptySubsequences: false) }
    var count = 0
    for (half, parts) in groups.enumerated() {
        for (index, group) in parts.enumerated() {
            if half == groups.count - 1, index == parts.count - 1, group.contains(".") {
                guard isIPv4(group) else { return false }
                count += 2
            } else {
                guard (1...4).contains(group.utf8.count), group.utf8.allSatisfy(isHexDigit) else { return false }
                count += 1
            }
        }
    }
    return halves.count == 2 ? count <= 7 : count == 8
}

/// Four decimal octets, 0 to 255 without leading zeros, joined by dots.
private func isIPv4(_ text: Substring) -> Bool {
    let octets = text.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4
        && octets.allSatisfy { octet in
            octet.utf8.allSatisfy(isDigit) && (1...3).contains(octet.utf8.count)
                && (octet.utf8.count == 1 || octet.first != "0") && Int(octet).map { $0 <= 255 } == true
        }
}

@inlinable package func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
@inlinable package func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
@inlinable package func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
}

/// A character that may stand in a URI as written (RFC 3986): visible ASCII but the ones it
/// never allows unescaped.
@inlinable package func isURICharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
        UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
        false
    default: (0x21...0x7E).contains(byte)
    }
}

/// Whether `text` is an absolute URI (``isURIReference(_:absolute:)``) with at least one character
/// after its scheme's colon.
package func isAbsoluteURI(_ text: String) -> Bool {
    isURIReference(text, absolute: true) && !text.utf8.drop { $0 != UInt8(ascii: ":") }.dropFirst().isEmpty
}
