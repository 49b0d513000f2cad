/// A format string split into literal text and specifiers.
package struct FormatString: Sendable, Hashable {
    /// A piece of a format string.
    package enum Piece: Sendable, Hashable {
        /// Text shown as is (`%%` already turned into `%`).
        case literal(String)
        /// A conversion that takes an argument.
        case specifier(FormatSpecifier)
    }

    /// The pieces in order.
    package var pieces: [Piece]

    /// The specifiers alone, in order of appearance.
    package var specifiers: [FormatSpecifier] {
        pieces.compactMap { if case .specifier(let spec) = $0 { spec } else { nil } }
    }

    /// Each specifier with the 1-based argument position it reads: its `n$` position, or the
    /// position after the previous specifier without one.
    package var positionedSpecifiers: [(position: Int, specifier: FormatSpecifier)] {
        var next = 1
        return specifiers.map { spec in
            if let position = spec.position { return (position, spec) }
            defer { next += 1 }
            return (next, spec)
        }
    }

    /// The argument kind each position needs, by 1-based position. A position read both by
    /// `%@` and by a typed specifier needs the typed kind.
    package var argumentKinds: [Int: FormatSpecifier.ArgumentKind] {
        var kinds: [Int: FormatSpecifier.ArgumentKind] = [:]
        for (position, spec) in positionedSpecifiers where spec.argumentKind != .object || kinds[position] == nil {
            kinds[position] = spec.argumentKind
        }
        return kinds
    }

    /// Parses a format string, or throws a ``FormatError`` naming the bad specifier and its offset.
    package init(parsing format: String) throws(FormatError) {
        var pieces: [Piece] = []
        var literal = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            let spec = try Self.parseSpecifier(scalars, from: index)
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = ""
            }
            pieces.append(.specifier(spec))
            index += spec.text.unicodeScalars.count
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
        let numbered = specifiers.filter { $0.position != nil }.count
        if numbered > 0 && numbered < specifiers.count {
            throw FormatError(.mixedPositions)
        }
    }

    /// Widths and precisions above this are read as this, so a hostile translation cannot ask
    /// for gigabytes of padding.
    package static let maximumWidth = 4096

    /// Parses the one specifier that starts at `start` (a `%`).
    static func parseSpecifier(_ scalars: [Unicode.Scalar], from start: Int) throws(FormatError)
        -> FormatSpecifier
    {
        var index = start + 1
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func digits() -> Int? {
            var value: Int?
            while let scalar = peek(), ("0"..."9").contains(scalar) {
                let digit = Int(scalar.value - 48)
                value = min((value ?? 0) * 10 + digit, maximumWidth)
                index += 1
            }
            return value
        }
        func text() -> String { String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)])) }

        var position: Int?
        let positionStart = index
        if let number = digits(), peek() == "$" {
            guard number > 0 else { throw FormatError(.badSpecifier(text() + "$"), offset: start) }
            position = number
            index += 1
        } else {
            index = positionStart
        }
        var flags: Set<Character> = []
        while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) {
            flags.insert(Character(scalar))
            index += 1
        }
        if peek() == "*" { throw FormatError(.unsupported(text() + "*"), offset: start) }
        let width = digits()
        var precision: Int?
        if peek() == "." {
            index += 1
            if peek() == "*" { throw FormatError(.unsupported(text() + "*"), offset: start) }
            precision = digits() ?? 0
        }
        var length = ""
        while let scalar = peek(), "hlqztjL".unicodeScalars.contains(scalar), length.count < 2 {
            length.unicodeScalars.append(scalar)
            index += 1
        }
        guard ["", "h", "hh", "l", "ll", "q", "z", "t", "j", "L"].contains(length) else {
            throw FormatError(.badSpecifier(text()), offset: start)
        }
        guard let conversion = peek() else { throw FormatError(.incomplete(text()), offset: start) }
        index += 1
        guard "@diuxXofFeEgGcs".unicodeScalars.contains(conversion) else {
            let written = text()
            if "npaAS".unicodeScalars.contains(conversion) {
                throw FormatError(.unsupported(written), offset: start)
            }
            throw FormatError(.badSpecifier(written), offset: start)
        }
        return FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: Character(conversion), text: text())
    }
}
