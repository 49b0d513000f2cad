import Testing

@testable import AlertsTerminal

struct KeyDecoderTests {
    /// The keys in `reads`, decoded one read after another, then flushed as when the wait for
    /// the rest of a sequence runs out.
    func keys(_ reads: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) } + decoder.flush()
    }

    static let esc: UInt8 = 0x1B
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsArriveAsCSIOrSS3Sequences() {
        #expect(keys([Self.esc] + Self.bytes("[C")) == [.right])
        #expect(keys([Self.esc] + Self.bytes("[D")) == [.left])
        #expect(keys([Self.esc] + Self.bytes("[A"), [Self.esc] + Self.bytes("[B")) == [.up, .down])
        #expect(keys([Self.esc] + Self.bytes("OC")) == [.right])
        #expect(keys([Self.esc] + Self.bytes("OD")) == [.left])
        #expect(keys([Self.esc] + Self.bytes("[1;5C")) == [.right])  // Ctrl-→ still moves right
        #expect(keys([Self.esc] + Self.bytes("[H"), [Self.esc] + Self.bytes("[4~")) == [.home, .end])
    }

    @Test func shiftTabIsCSIZAndTabIsItsByte() {
        #expect(keys([Self.esc] + Self.bytes("[Z")) == [.backTab])
        #expect(keys([0x09]) == [.tab])
    }

    @Test func enterIsCRorLFandCRLFInOneReadIsOneEnter() {
        #expect(keys([0x0D]) == [.enter])
        #expect(keys([0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0D]) == [.enter, .enter])
    }

    @Test func aLoneEscapeIsEscOnlyOnceTheWaitForMoreRunsOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([Self.esc]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        // Two Escs in one read: the first cannot start a sequence.
        #expect(keys([Self.esc, Self.esc]) == [.escape, .escape])
        // Esc then a letter (or Alt held with it): Esc, then the letter.
        #expect(keys([Self.esc] + Self.bytes("y")) == [.escape, .character("y")])
    }

    @Test func ctrlCAndCtrlZArriveAsBytesInRawMode() {
        #expect(keys([0x03]) == [.interrupt])
        #expect(keys([0x1A]) == [.suspend])
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsRest() {
        #expect(keys([Self.esc], Self.bytes("[C")) == [.right])
        #expect(keys([Self.esc] + Self.bytes("["), Self.bytes("D")) == [.left])
        #expect(keys([Self.esc] + Self.bytes("[1;"), Self.bytes("5"), Self.bytes("C")) == [.right])
        #expect(keys([Self.esc], Self.bytes("O"), Self.bytes("C")) == [.right])
        #expect(keys(Self.bytes("y") + [Self.esc], Self.bytes("[Z") + [0x0D]) == [.character("y"), .backTab, .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode([Self.esc] + Self.bytes("[")) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Self.bytes("C")) == [.right])
        #expect(!decoder.isWaiting)
    }

    @Test func aSequenceCutShortByTheWaitIsEsc() {
        #expect(keys([Self.esc] + Self.bytes("[")) == [.escape])
        #expect(keys([Self.esc] + Self.bytes("O")) == [.escape])
    }

    @Test func unusedSequencesAndControlBytesMakeNoKeyThatActs() {
        #expect(keys([Self.esc] + Self.bytes("[3~"), [Self.esc] + Self.bytes("OP")) == [.other, .other])
        #expect(keys([0x00, 0x07, 0x7F, 0x08]) == [])
        // A runaway sequence is dropped rather than held forever.
        let runaway = [Self.esc] + Self.bytes("[") + Array(repeating: UInt8(ascii: "1"), count: 100) + Self.bytes("C")
        #expect(keys(runaway).first == .other)
    }

    @Test func lettersAndSpaceAreCharactersAndUTF8SplitAcrossReadsIsOneCharacter() {
        #expect(keys(Self.bytes("yn ")) == [.character("y"), .character("n"), .character(" ")])
        let ja = Self.bytes("は")  // three bytes
        #expect(keys([ja[0]], [ja[1], ja[2]]) == [.character("は")])
        #expect(keys(Self.bytes("Ü")) == [.character("Ü")])
        // Invalid UTF-8 is skipped; a character cut off for good is dropped.
        #expect(keys([0xFF, 0xC3, 0x41]) == [.character("A")])
        #expect(keys([0xE3, 0x81]) == [])
    }
}
