/// The two pseudo-languages a ``Localizer`` makes from the source language at run time, for
/// testing layouts and finding text that is not localized, as Android's `en-XA` and `ar-XB`
/// pseudolocales and Xcode's pseudolanguages do.
///
/// - `en-XA`, accented: each ASCII letter becomes an accented look-alike (`Save` → `Šáṽé`), plain
///   filler words make the text at least 40% longer (short texts more, as their translations grow
///   most), and brackets mark where each looked-up text starts and ends:
///   `[Šáṽé ƒáíļéð. lorem ipsum]`. Text shown without brackets was not looked up.
/// - `ar-XB`, mirrored: each line is written backwards, character by character, as a reader of a
///   right-to-left language sees English text set right to left (`Save failed.` →
///   `.deliaf evaS`), so that layouts can be checked without knowing the language.
///
/// Only the text a table, a default value or a key gives is changed. Specifiers stay as they
/// are and the arguments' values are shown as the source language shows them — a file name, a
/// count, an identifier a reader may copy — so a pseudo-text formats as its source text does,
/// with the source language's plural rules and numbers. Markup (`<b>`, `&amp;`), links
/// (`https://…`) and runs of digits are kept whole, never accented or turned round.
///
/// `ar-XB` turns the text round itself rather than wrap it in bidirectional overrides (U+202E
/// and U+202C, as Android does): a terminal front shows those as escapes, since they can
/// reorder what follows them ("Trojan Source"), and most terminals apply no bidirectional
/// algorithm anyway. Turned round, the text reads mirrored on every front, and the only
/// invisible characters in it are the source text's own.
package enum PseudoLanguage: Sendable, Hashable {
    /// `en-XA`: accented, longer, bracketed.
    case accented
    /// `ar-XB`: right to left, mirrored.
    case mirrored

    /// The pseudo-language `tag` names (`en-XA` or `ar-XB`, in any case), or `nil`.
    package init?(_ tag: LanguageTag) {
        // Asked of every language of every lookup: most tags are not five bytes long.
        guard tag.identifier.utf8.count == 5 else { return nil }
        switch tag.identifier {
        case "en-XA": self = .accented
        case "ar-XB": self = .mirrored
        default: return nil
        }
    }

    /// The tag of this pseudo-language.
    package var tag: LanguageTag {
        switch self {
        case .accented: "en-XA"
        case .mirrored: "ar-XB"
        }
    }

    /// `format` with its literal text transformed; its specifiers read the same arguments.
    package func transformed(_ format: FormatString) -> FormatString {
        switch self {
        case .accented: Self.accented(format)
        case .mirrored: Self.mirrored(format)
        }
    }

    /// `text`, shown without arguments, transformed as it shows: specifiers and `%%` as written.
    package func transformed(text: String) -> String {
        guard !text.isEmpty else { return text }
        if let format = try? FormatString(parsing: text) {
            return Self.written(transformed(format), escapingPercent: true)
        }
        // Not a format (a lone `%`): all of it is text.
        return Self.written(transformed(FormatString(pieces: [.literal(text)])), escapingPercent: false)
    }

    /// `format` written out as format text, specifiers as written.
    private static func written(_ format: FormatString, escapingPercent: Bool) -> String {
        var text = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let literal):
                text += escapingPercent ? literal.replacingPercent() : literal
            case .specifier(let spec):
                text += spec.text
            }
        }
        return text
    }

    // MARK: - en-XA

    private static func accented(_ format: FormatString) -> FormatString {
        guard !format.pieces.isEmpty else { return format }
        var pieces = Pieces()
        pieces.append("[")
        var length = 0
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                length += text.count
                var accented = ""
                for unit in Unit.units(of: text) {
                    switch unit {
                    case .kept(let kept): accented += kept
                    case .character(let character): accented.append(Self.accent(character))
                    }
                }
                pieces.append(accented)
            case .specifier:
                pieces.pieces.append(piece)
            }
        }
        pieces.append(filler(for: length) + "]")
        return FormatString(pieces: pieces.pieces)
    }

    /// The accented look-alikes of `a`…`z`, then of `A`…`Z`: one scalar each, precomposed (so
    /// normalization keeps them), one column wide.
    private static let accents = Array("áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ".unicodeScalars)

    /// `character` accented when it is a lone ASCII letter; anything else as it is.
    private static func accent(_ character: Character) -> Character {
        guard let ascii = character.asciiValue else { return character }
        switch ascii {
        case 0x61...0x7A: return Character(accents[Int(ascii - 0x61)])
        case 0x41...0x5A: return Character(accents[26 + Int(ascii - 0x41)])
        default: return character
        }
    }

    /// Plain ASCII words, visibly no translation, that lengthen a text.
    private static let fillerWords = [
        "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod",
        "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua",
    ]

    /// Filler words, each after a space, at least 40% of `length` characters long; none for none.
    static func filler(for length: Int) -> String {
        let wanted = (length * 2 + 4) / 5
        var filler = ""
        // Counted as it grows: `count` walks the whole text, which made a long text's filler
        // take time in the square of its length.
        var count = 0
        var index = 0
        while count < wanted {
            let word = fillerWords[index % fillerWords.count]
            filler += " " + word
            count += 1 + word.count
            index += 1
        }
        return filler
    }

    // MARK: - ar-XB

    private static func mirrored(_ format: FormatString) -> FormatString {
        // The pieces line by line, each specifier with the position it reads written out, as the
        // order of specifiers changes.
        var lines: [[FormatString.Piece]] = [[]]
        var breaks: [String] = []
        var specifierIndex = 0
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                var line = ""
                for character in text {
                    if character.isNewline {
                        if !line.isEmpty { lines[lines.count - 1].append(.literal(line)) }
                        line = ""
                        breaks.append(String(character))
                        lines.append([])
                    } else {
                        line.append(character)
                    }
                }
                if !line.isEmpty { lines[lines.count - 1].append(.literal(line)) }
            case .specifier(var spec):
                spec.position = format.positions[specifierIndex]
                specifierIndex += 1
                lines[lines.count - 1].append(.specifier(spec))
            }
        }
        var pieces = Pieces()
        for (index, line) in lines.enumerated() {
            if index > 0 { pieces.append(breaks[index - 1]) }
            for piece in line.reversed() {
                switch piece {
                case .literal(let text):
                    var turned = ""
                    for unit in Unit.units(of: text).reversed() {
                        switch unit {
                        case .kept(let kept): turned += kept
                        case .character(let character): turned.append(character)
                        }
                    }
                    pieces.append(turned)
                case .specifier:
                    pieces.pieces.append(piece)
                }
            }
        }
        return FormatString(pieces: pieces.pieces)
    }
}

/// Pieces of a format being made, adjacent literals joined.
private struct Pieces {
    var pieces: [FormatString.Piece] = []

    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        if case .literal(let last) = pieces.last {
            pieces[pieces.count - 1] = .literal(last + text)
        } else {
            pieces.append(.literal(text))
        }
    }
}

/// What a pseudo-language changes in a text, one unit at a time: a character, or something kept
/// whole — a tag (`<b>`, `</a>`), a character reference (`&amp;`, `&#8217;`), a word holding a
/// link (`https://…`) or a run of ASCII digits.
private enum Unit {
    case character(Character)
    case kept(Substring)

    static func units(of text: String) -> [Unit] {
        var units: [Unit] = []
        var index = text.startIndex
        var atWordStart = true
        while index < text.endIndex {
            let character = text[index]
            if let end = keptEnd(in: text, at: index, atWordStart: atWordStart) {
                units.append(.kept(text[index..<end]))
                atWordStart = false
                index = end
                continue
            }
            units.append(.character(character))
            atWordStart = character.isWhitespace
            index = text.index(after: index)
        }
        return units
    }

    /// Where the unit kept whole that starts at `index` ends, if one does.
    private static func keptEnd(in text: String, at index: String.Index, atWordStart: Bool) -> String.Index? {
        let character = text[index]
        let rest = text[index...]
        if character.isASCIIDigit {
            return rest.firstIndex { !$0.isASCIIDigit } ?? text.endIndex
        }
        if character == "<" {
            // A tag: `<` then a letter, `/` or `!`, up to the first `>` on the line, within 256
            // characters.
            guard let next = rest.dropFirst().first, next.isASCIILetter || next == "/" || next == "!" else {
                return nil
            }
            for candidate in rest.dropFirst().prefix(256).indices {
                let inside = text[candidate]
                if inside == ">" { return text.index(after: candidate) }
                if inside == "<" || inside.isNewline { return nil }
            }
            return nil
        }
        if character == "&" {
            // A character reference: `&`, an optional `#`, 1 to 32 letters or digits, `;`.
            var body = rest.dropFirst()
            if body.first == "#" { body = body.dropFirst() }
            let name = body.prefix(33).prefix { $0.isASCIILetter || $0.isASCIIDigit }
            guard (1...32).contains(name.count), name.endIndex < text.endIndex, text[name.endIndex] == ";" else {
                return nil
            }
            return text.index(after: name.endIndex)
        }
        if atWordStart, character.isASCIILetter {
            let word = rest.prefix { !$0.isWhitespace }
            if word.contains("://") { return word.endIndex }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
    fileprivate var isASCIILetter: Bool {
        asciiValue.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } ?? false
    }
}

extension String {
    /// This text with each `%` written `%%`, as format text writes a literal percent sign.
    fileprivate func replacingPercent() -> String {
        guard contains("%") else { return self }
        var result = ""
        for character in self {
            if character == "%" { result += "%%" } else { result.append(character) }
        }
        return result
    }
}
