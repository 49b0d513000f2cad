import StringTables

extension Accessors {
    /// The words of `name` split at `.`, `_` and `-`, or nil when it holds anything else or no word.
    static func words(_ name: String) -> [Substring]? {
        for character in name {
            let isASCIILetterOrDigit = character.isASCII && (character.isLetter || character.isNumber)
            let isLetter = !character.isASCII && character.isLetter
            guard isASCIILetterOrDigit || isLetter || character == "." || character == "_" || character == "-" else {
                return nil
            }
        }
        let words = name.split { $0 == "." || $0 == "_" || $0 == "-" }
        return words.isEmpty ? nil : words
    }

    /// `word` with its first letter upper-case, or all of it capitalized when it is all upper case
    /// (`URL` → `Url`), as words after the first are joined.
    private static func capitalized(_ word: Substring) -> String {
        if word.count > 1, word.allSatisfy({ !$0.isLetter || $0.isUppercase }) {
            return word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The lowerCamelCase member name of `key` (`quota.full` → `quotaFull`, `app-title` →
    /// `appTitle`, `URLError.title` → `urlErrorTitle`, `404` → `_404`), or nil for a sentence.
    static func memberName(forKey key: String) -> String? {
        guard let words = words(key) else { return nil }
        let first = words[0]
        // The leading upper-case run is lowered, keeping the last letter of a run that starts a
        // word (`URLError` → `urlError`).
        let run = first.prefix { $0.isUppercase }
        let lowered: String
        if run.count > 1, run.count < first.count, first[first.index(first.startIndex, offsetBy: run.count)].isLetter {
            lowered = run.dropLast().lowercased() + first.dropFirst(run.count - 1)
        } else {
            lowered = run.lowercased() + first.dropFirst(run.count)
        }
        let name = lowered + words.dropFirst().map(capitalized).joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The UpperCamelCase namespace of table `name` (`Errors`, `error-messages` → `ErrorMessages`).
    static func typeName(forTable name: String) -> String? {
        guard let words = words(name) else { return nil }
        let type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return type.first?.isNumber == true ? "_" + type : type
    }

    /// Swift's keywords that a declaration must write in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any",
        "some", "consume", "copy", "borrowing", "consuming", "package", "nonisolated", "isolated", "macro",
    ]

    /// `name` as a declaration writes it: a keyword in backticks.
    static func declared(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
