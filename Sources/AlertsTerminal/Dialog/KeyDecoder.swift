/// Turns the bytes a terminal in raw mode sends into ``Key``s, across reads.
///
/// A read may end inside a sequence (`ESC [` in one read, `C` in the next) or inside a UTF-8
/// character: those bytes wait in the decoder for the next read. An ESC alone is ambiguous —
/// the Esc key, or the start of a sequence whose rest is late — so the reader waits a little
/// (``escapeDelay``) and then calls ``flush()``, which makes what waits an ``Key/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])  // []: waiting for the rest
/// decoder.decode([0x43])        // [.right]
/// ```
struct KeyDecoder: Sendable {
    /// How long the reader waits for the rest of a sequence before ``flush()``: 100 ms, enough
    /// for a sequence split by a slow link, short enough that Esc feels immediate.
    static let escapeDelay: Duration = .milliseconds(100)

    /// A CSI sequence longer than this is garbage and is dropped.
    private static let longestSequence = 32

    private var pending: [UInt8] = []

    /// Whether bytes wait for the rest of a sequence or character.
    var isWaiting: Bool { !pending.isEmpty }

    /// The keys in `bytes`, after any bytes left waiting by the previous read.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            guard let (key, next) = decodeOne(input, at: index) else {
                pending = Array(input[index...])
                break
            }
            if let key { keys.append(key) }
            index = next
        }
        return keys
    }

    /// What waits, given up on: an ESC with or without the start of a sequence after it is
    /// ``Key/escape``; a partial UTF-8 character is dropped.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// The key at `index` and the index after it; `nil` when the input ends inside it. A `nil`
    /// key means bytes that make no key (an unused control byte, invalid UTF-8).
    private func decodeOne(_ input: [UInt8], at index: Int) -> (Key?, Int)? {
        let byte = input[index]
        switch byte {
        case 0x1B: return decodeEscape(input, at: index)
        case 0x0D:
            let next = index + 1
            return (.enter, next < input.count && input[next] == 0x0A ? next + 1 : next)
        case 0x0A: return (.enter, index + 1)
        case 0x09: return (.tab, index + 1)
        case 0x03: return (.interrupt, index + 1)
        case 0x1A: return (.suspend, index + 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), index + 1)
        case 0x00..<0x20, 0x7F: return (nil, index + 1)
        default: return decodeUTF8(input, at: index)
        }
    }

    /// An ESC: a CSI (`ESC [` … final byte) or SS3 (`ESC O` x) sequence, or Esc itself.
    private func decodeEscape(_ input: [UInt8], at index: Int) -> (Key?, Int)? {
        guard index + 1 < input.count else { return nil }
        switch input[index + 1] {
        case UInt8(ascii: "["):
            // Parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
            var end = index + 2
            while end < input.count, (0x20...0x3F).contains(input[end]) {
                end += 1
                if end - index > Self.longestSequence { return (.other, end) }
            }
            guard end < input.count else { return nil }
            let final = input[end]
            guard (0x40...0x7E).contains(final) else { return (.other, end) }  // a broken sequence
            let parameters = String(decoding: input[(index + 2)..<end], as: UTF8.self)
            return (csiKey(parameters: parameters, final: final), end + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < input.count else { return nil }
            return (ss3Key(input[index + 2]), index + 3)
        default:
            // Esc, then a key of its own (another Esc, or Alt held with a key).
            return (.escape, index + 1)
        }
    }

    private func csiKey(parameters: String, final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .other
            }
        case UInt8(ascii: "Z"): return .backTab
        default: return ss3Key(final)  // modifiers (`1;5C`) do not change the direction
        }
    }

    private func ss3Key(_ final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .other
        }
    }

    /// A UTF-8 character of two to four bytes; invalid bytes are skipped one at a time.
    private func decodeUTF8(_ input: [UInt8], at index: Int) -> (Key?, Int)? {
        let byte = input[index]
        let length =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, index + 1) }
        // Continuation bytes present so far must be valid; a character cut by the read waits.
        var end = index + 1
        while end < index + length {
            guard end < input.count else { return nil }
            guard (0x80...0xBF).contains(input[end]) else { return (nil, index + 1) }
            end += 1
        }
        var decoded = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = input[index..<end].makeIterator()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return (nil, index + 1) }
        decoded.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        guard let character = decoded.first else { return (nil, end) }
        return (.character(character), end)
    }
}
