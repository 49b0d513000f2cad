import Foundation
import StringTables

/// The translator's comment on each key, read from the source-language files accessors are made
/// from: the `/* … */` or `//` lines just before a `.strings` entry, or a catalog's `comment`.
/// The parsers keep no comments, and only the keys with accessors need them.
struct TranslatorComments {
    /// Comments by file path, then key.
    private var byFile: [String: [String: String]] = [:]
    /// The decoded lines of each `.strings` file read so far.
    private var lines: [String: [Substring]] = [:]

    /// The comment on `key`, whose entry is at `location` (a path the compiler can open).
    mutating func comment(on key: String, at location: LocalizationDiagnostic.Location) -> String? {
        let path = location.file
        if path.hasSuffix(".xcstrings") {
            if byFile[path] == nil { byFile[path] = Self.catalogComments(at: path) }
            return byFile[path]?[key]
        }
        guard path.hasSuffix(".strings") else { return nil }
        if lines[path] == nil {
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            let text = TableLoader.File(bytes: bytes, path: path).decodedText().text
            lines[path] = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        }
        guard let fileLines = lines[path], location.line >= 1, location.line <= fileLines.count else { return nil }
        let line = fileLines[location.line - 1]
        let before = (fileLines[..<(location.line - 1)] + [line.prefix(max(0, location.column - 1))])
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if before.hasSuffix("*/"), let open = before.range(of: "/*", options: .backwards) {
            return Self.cleaned(String(before[open.upperBound..<before.index(before.endIndex, offsetBy: -2)]))
        }
        // Line comments: the `//` lines right above the entry.
        var comment: [Substring] = []
        for line in before.split(separator: "\n", omittingEmptySubsequences: false).reversed() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") else { break }
            comment.insert(trimmed.dropFirst(2), at: 0)
        }
        return comment.isEmpty ? nil : Self.cleaned(comment.joined(separator: "\n"))
    }

    /// `text` trimmed, one space between its lines; nil when empty.
    private static func cleaned(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let joined = words.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// The `comment` of every key of the catalog at `path`.
    private static func catalogComments(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [:] }
        var comments: [String: String] = [:]
        for (key, entry) in strings {
            if let comment = (entry as? [String: Any])?["comment"] as? String, let cleaned = cleaned(comment) {
                comments[key] = cleaned
            }
        }
        return comments
    }
}
