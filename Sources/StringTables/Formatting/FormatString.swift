/// A format string split into literal text and specifiers.
package struct FormatString: Sendable, Hashable {
    /// A piece of a format string.
    package enum Piece: Sendable, Hashable {
        /// Text shown as is (`%%` already turned into `%`).
        case literal(String)
        /// A conversion that takes an argument.
        case specifier(FormatSpecifier)
    }

    /// The parts below, in one object: a parsed format is remembered and handed out again and
    /// again, and copying it is then one reference.
    private final class Storage: Sendable {
        let pieces: [Piece]
        let specifiers: [FormatSpecifier]
        let positions: [Int]
        let argumentKinds: [Int: FormatSpecifier.ArgumentKind]
        let orderedArgumentKinds: [(position: Int, kind: FormatSpecifier.ArgumentKind)]
        let conflictingSpecifier: Int?

        init(pieces: [Piece], specifiers: [FormatSpecifier], positions: [Int]) {
            var kinds: [Int: FormatSpecifier.ArgumentKind] = [:]
            var conflict: Int?
            for (index, (position, spec)) in zip(positions, specifiers).enumerated() {
                if conflict == nil, let earlier = kinds[position], earlier != spec.argumentKind, earlier != .object,
                    spec.argumentKind != .object
                {
                    conflict = index
                }
                if spec.argumentKind != .object || kinds[position] == nil { kinds[position] = spec.argumentKind }
            }
            self.pieces = pieces
            self.specifiers = specifiers
            self.positions = positions
            self.argumentKinds = kinds
            self.orderedArgumentKinds = kinds.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            self.conflictingSpecifier = conflict
        }
    }

    private let storage: Storage

    /// The pieces in order.
    package var pieces: [Piece] { storage.pieces }

    /// The specifiers alone, in order of appearance.
    package var specifiers: [FormatSpecifier] { storage.specifiers }

    /// The 1-based argument position each specifier reads, in order of appearance: its `n$`
    /// position, or the position after the previous specifier without one.
    package var positions: [Int] { storage.positions }

    /// The argument kind each position needs, by 1-based position. A position read both by
    /// `%@` and by a typed specifier needs the typed kind.
    package var argumentKinds: [Int: FormatSpecifier.ArgumentKind] { storage.argumentKinds }

    /// ``argumentKinds`` in order of position.
    package var orderedArgumentKinds: [(position: Int, kind: FormatSpecifier.ArgumentKind)] {
        storage.orderedArgumentKinds
    }

    /// The first specifier (by index in ``specifiers``) that reads a position another specifier
    /// before it reads as a different type, neither being `%@`: formatting stops there.
    var conflictingSpecifier: Int? { storage.conflictingSpecifier }

    /// Each specifier with the 1-based argument position it reads.
    package var positionedSpecifiers: [(position: Int, specifier: FormatSpecifier)] {
        zip(positions, specifiers).map { ($0, $1) }
    }

    /// Equal when the pieces are; everything else is made from them.
    package static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.pieces == rhs.pieces }

    package func hash(into hasher: inout Hasher) { hasher.combine(pieces) }

    /// Formats parsed before, by text: translations are formatted again and again.
    private static let remembered = MemoCache<ExactText, Parsed>(limit: 4096)

    /// What parsing a text gave, in one object, so that handing it out of the memo is one reference.
    private final class Parsed: Sendable {
        let result: Result<FormatString, FormatError>

        init(_ text: String) {
            result = Result { () throws(FormatError) in try FormatString(parsing: text) }
        }
    }

    /// Texts longer than this, in UTF-8 bytes, are parsed on every use rather than remembered.
    private static let longestRemembered = 16 * 1024

    /// The parsed form of `text`, parsed once and then remembered (within bounds), or the
    /// ``FormatError`` parsing it throws.
    package static func parsed(_ text: String) throws(FormatError) -> FormatString {
        guard text.utf8.count <= longestRemembered else { return try FormatString(parsing: text) }
        let parsed = remembered.value(for: ExactText(text)) { Parsed($0.text) }
        switch parsed.result {
        case .success(let format): return format
        case .failure(let error): throw error
        }
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
        let specifiers = pieces.compactMap { if case .specifier(let spec) = $0 { spec } else { nil } }
        let numbered = specifiers.filter { $0.position != nil }.count
        if numbered > 0 && numbered < specifiers.count {
            throw FormatError(.mixedPositions)
        }
        self.storage = Self.storage(pieces, specifiers)
    }

    /// A format made of `pieces`, as a transformation of a parsed format makes it: each
    /// specifier reads its `n$` position, or the position after the previous one without one.
    package init(pieces: [Piece]) {
        let specifiers = pieces.compactMap { if case .specifier(let spec) = $0 { spec } else { nil } }
        self.storage = Self.storage(pieces, specifiers)
    }

    /// The storage of `pieces` and their `specifiers`, with the argument each specifier reads: its
    /// `n$` position, or the position after the previous one without one.
    private static func storage(_ pieces: [Piece], _ specifiers: [FormatSpecifier]) -> Storage {
        var next = 1
        let positions = specifiers.map { spec in
            if let position = spec.position { return position }
            defer { next += 1 }
            return next
        }
        return Storage(pieces: pieces, specifiers: specifiers, positions: positions)
    }

    /// Widths and precisions above this are read as this, so a hostile translation cannot ask
    /// for gigabytes of padding.
    package static let maximumWidth = 4096

    /// Whether `text`, which need not parse as a whole, holds a conversion printf reads an
    /// argument for: a specifier that parses on its own without the space flag (`%@` beside a
    /// bad one, or numbered and unnumbered ones mixed), or one this formatter refuses on purpose
    /// (`%n`, `%p`, `%C`, `%*d`). A `%` in prose reads as none: `100%`, `100%. Next`, `50 % at`
    /// (the space flag, as in `% f`).
    package static func holdsConversion(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            do throws(FormatError) {
                let specifier = try parseSpecifier(scalars, from: index)
                if !specifier.flags.contains(.spaceSign) { return true }
                index += specifier.text.unicodeScalars.count
            } catch {
                if case .unsupported(let written) = error.reason, !written.contains(" ") { return true }
                index += 1
            }
        }
        return false
    }

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
            // Positions saturate at the largest width: one that large is no argument anybody gives.
            guard number < maximumWidth else { throw FormatError(.unsupported(text() + "$"), offset: start) }
            position = number
            index += 1
        } else {
            index = positionStart
        }
        var flags: FormatSpecifier.Flags = []
        while let scalar = peek(), let flag = FormatSpecifier.Flags(scalar) {
            flags.insert(flag)
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
            if "npaASC".unicodeScalars.contains(conversion) {
                throw FormatError(.unsupported(written), offset: start)
            }
            throw FormatError(.badSpecifier(written), offset: start)
        }
        return FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: Character(conversion), text: text())
    }
}
