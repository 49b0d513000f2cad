/// Localizable text for alerts, the counterpart of SwiftUI's `Text` with a `LocalizedStringKey`.
///
/// A string literal is a key, and interpolations become printf arguments the way
/// `LocalizedStringKey` makes them, so the keys match the tables Xcode extracts:
///
/// ```swift
/// let title: AlertText = "Delete \(name)"     // key "Delete %@", argument name
/// AlertText("save.failed", table: "Errors")  // explicit key and table
/// AlertText(verbatim: serverMessage)         // never localized
/// AlertText(someString)                      // a String value is verbatim, as in SwiftUI
/// AlertText(lookingUp: error.errorDescription ?? "")  // a key, a source text, or as written
/// ```
///
/// Equality and hashing are structural: two texts are equal when they were built the same way
/// (same key, table, default value, arguments), with no lookups, so alerts compare the same on
/// every platform and in every language. The translator ``comment`` is not part of equality.
public struct AlertText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What a text is: what equality, hashing and descriptions compare.
    ///
    /// Indirect, so a text is one reference: an error's texts are copied whole at each step of
    /// their way to a front, and one reference costs less to copy than the strings and arrays in it.
    indirect enum Storage: Sendable, Hashable {
        case verbatim(String)
        case localized(Key, table: String?, defaultValue: String?)
        case lines([AlertText])
        /// A text made elsewhere, looked up as a key, then as a source text (``init(lookingUp:)``).
        case lookingUp(String)
    }

    /// What the text is.
    let storage: Storage

    /// A note for translators; ignored by equality.
    public var comment: String? { translatorComment }
    /// ``comment``, left out of equality and hashing.
    @NotCompared var translatorComment: String?

    init(storage: Storage, comment: String? = nil) {
        self.storage = storage
        self.translatorComment = comment
    }

    /// Localizable text from a key, looked up in `table` (`Localizable` when `nil`).
    ///
    /// - Parameters:
    ///   - key: The key; interpolations in a literal become arguments.
    ///   - table: The table name, the file name without extension.
    ///   - comment: A note for translators.
    ///   - defaultValue: The source-language text to show when no table has the key; without
    ///     it, the key itself is shown.
    public init(_ key: Key, table: String? = nil, comment: String? = nil, defaultValue: String? = nil) {
        self.init(storage: .localized(key, table: table, defaultValue: defaultValue), comment: comment)
    }

    /// Text shown exactly as given, never localized.
    public init(verbatim content: String) {
        self.init(storage: .verbatim(content))
    }

    /// Text from a string value, shown as is — like SwiftUI's `Text(_: some StringProtocol)`.
    ///
    /// Only literals are keys. To look up a key held in a variable, write
    /// `AlertText(AlertText.Key(variable))`.
    @_disfavoredOverload
    public init(_ content: some StringProtocol) {
        self.init(storage: .verbatim(String(content)))
    }

    /// Several texts shown one per line, as the message builder joins them.
    ///
    /// Nested lines are flattened, so texts joined in steps equal texts joined at once; no lines is
    /// empty text.
    package init(lines: [AlertText]) {
        if !lines.contains(where: \.isLines) {
            // Nothing to flatten: the lines as given.
            switch lines.count {
            case 0: self.init(verbatim: "")
            case 1: self = lines[0]  // with its translator comment
            default: self.init(storage: .lines(lines))
            }
            return
        }
        let flat = lines.flatMap { text -> [AlertText] in
            if case .lines(let inner) = text.storage { inner } else { [text] }
        }
        switch flat.count {
        case 0: self.init(verbatim: "")
        case 1: self = flat[0]
        default: self.init(storage: .lines(flat))
        }
    }

    /// Localizable text whose key is the literal, as SwiftUI's `Text` takes one.
    public init(stringLiteral value: String) {
        self.init(Key(stringLiteral: value))
    }

    /// Localizable text whose key and arguments come from an interpolated literal, as ``Key`` builds them.
    public init(stringInterpolation: Key.StringInterpolation) {
        self.init(Key(stringInterpolation: stringInterpolation))
    }

    /// Whether this text is several texts joined as lines.
    var isLines: Bool {
        if case .lines = storage { true } else { false }
    }

    /// The key, if this text is localizable.
    public var key: Key? {
        if case .localized(let key, _, _) = storage { key } else { nil }
    }

    /// The table name, if this text is localizable and names one.
    public var table: String? {
        if case .localized(_, let table, _) = storage { table } else { nil }
    }

    /// The text itself, if this text is verbatim.
    public var verbatim: String? {
        if case .verbatim(let text) = storage { text } else { nil }
    }

    /// A readable form for test failures, which reads differently for texts that are not equal.
    ///
    /// `"Delete %@" ["notes.txt"]` for a key with its arguments (a localizable text among them as
    /// `text "…"`), `default "…"` after a key with a default value, `verbatim "…"` for verbatim
    /// text, `lookingUp "…"` for a text to look up (``init(lookingUp:)``).
    public var description: String {
        switch storage {
        case .verbatim(let text):
            return "verbatim \(quoted(text))"
        case .localized(let key, let table, let defaultValue):
            var result = quoted(key.key)
            if !key.arguments.isEmpty {
                result += " [" + key.arguments.map(\.description).joined(separator: ", ") + "]"
            }
            if let table { result += " in \(table)" }
            if let defaultValue { result += " default \(quoted(defaultValue))" }
            return result
        case .lines(let lines):
            return lines.map(\.description).joined(separator: " + newline + ")
        case .lookingUp(let text):
            return "lookingUp \(quoted(text))"
        }
    }
}

/// `text` as a Swift string literal, every invisible character escaped, for descriptions.
func quoted(_ text: String) -> String { InvisibleCharacter.escaped(text, quoting: true) }
