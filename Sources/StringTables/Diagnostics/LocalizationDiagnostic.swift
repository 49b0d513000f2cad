/// A problem found while reading a table or localizing a string: what, where, and why.
///
/// Diagnostics never stop a lookup. They are collected so a tool or a log can show them, and
/// their ``description`` is a complete sentence a translator can act on.
public struct LocalizationDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is, ordered from the least serious, `note`, to the most, `error`.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Worth knowing; nothing was lost.
        case note
        /// Something was skipped or replaced by a fallback.
        case warning
        /// Something could not be read at all.
        case error

        /// Whether `lhs` is less serious than `rhs`: a note, a warning, then an error.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// A place in a file, by line and column, each counted from 1.
    ///
    /// Columns count Unicode scalars, as editors that jump to `file:line:column` do.
    public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The file's path as it was given.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int

        /// Creates a location.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// Orders locations by file, then line, then column.
        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        /// `file:line:column`, the form editors and compilers use.
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What kind of problem it is, a stable name tools can match (see ``ID``).
    public var id: ID
    /// The problem in one plain sentence.
    public var message: String
    /// Where the problem is, when it is in a file.
    public var location: Location?
    /// The key involved, if any.
    public var key: String?
    /// The table involved, if any.
    public var table: String?
    /// The language involved, if any.
    public var language: LanguageTag?

    /// `file:line:column: severity: message`, or `severity: message` without a location.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }

    /// The diagnostic on one line, with its id, as compilers print theirs:
    /// `file:line:column: severity: message [id]`.
    ///
    /// Line breaks, other control characters and invisible characters in the message (a key or
    /// value quoted in it) are escaped (`\n`, `\u{1B}`, `\u{202E}`), so every problem takes
    /// exactly one line and reads in the order it is written.
    public var oneLine: String {
        let prefix = location.map { "\(InvisibleCharacter.escaped($0.description)): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(InvisibleCharacter.escaped(message)) [\(id)]"
    }
}

extension LocalizationDiagnostic {
    /// What orders diagnostics at one place: table, language, key, id, severity (errors first), message.
    fileprivate var orderingFields: [String] {
        [
            table ?? "", language?.identifier ?? "", key ?? "", id.rawValue,
            "\(2 - (severity == .error ? 2 : severity == .warning ? 1 : 0))", message,
        ]
    }
}

extension [LocalizationDiagnostic] {
    /// The diagnostics ordered by place, those without a place first, then at one place by
    /// table, language, key, id, severity (errors first) and message: a total order, so the
    /// same problems always come out in the same order.
    package func sortedByLocation() -> [LocalizationDiagnostic] {
        enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let left?, let right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default:
                // At one place: by what is said, so that the order never depends on the order
                // problems were found in; the same problem twice keeps its order.
                let left = a.element.orderingFields
                let right = b.element.orderingFields
                return left != right ? left.lexicographicallyPrecedes(right) : a.offset < b.offset
            }
        }.map(\.element)
    }
}

// In an extension, so that the struct keeps its memberwise initializer, which it calls: a value
// of more than a few fields assigned field by field is returned as a copy, every field retained
// and released once more (Benchmarks/README.md). Lint makes one of these for each problem.
extension LocalizationDiagnostic {
    /// Creates a diagnostic of the kind `id`.
    public init(
        _ severity: Severity,
        _ id: ID,
        _ message: String,
        location: Location? = nil,
        key: String? = nil,
        table: String? = nil,
        language: LanguageTag? = nil
    ) {
        self.init(
            severity: severity, id: id, message: message, location: location, key: key, table: table,
            language: language)
    }
}
