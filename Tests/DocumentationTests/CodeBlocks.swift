import Foundation
import Testing

/// A fenced block of a Markdown document, such as a ```swift one: where it starts, its language,
/// its lines, and the compiled file it says it is an excerpt of.
struct CodeBlock: Hashable {
    /// The document's path under the package's folder, such as `README.md`.
    var file: String
    /// The line of the opening fence, from 1.
    var line: Int
    /// The lines between the fences, as written.
    var lines: [String]
    /// The language its fence says, lowercased (`swift`, `text`), or `""` when it says none.
    var language = "swift"
    /// The file it is an excerpt of, under the package's folder, as the line before its fence
    /// names it (`<!-- excerpt: Examples/ArgumentParserTool/Sources/BackupTool/Restore.swift -->`,
    /// blank lines between allowed), or `nil` when none does.
    var excerptOf: String?

    /// Every block of `markdown` whose fence says `swift`, in order. A fence may be indented (in
    /// a list), of backticks or tildes, and longer than three; the block ends at a fence of the
    /// same character at least as long.
    static func swiftBlocks(in markdown: String, file: String) -> [CodeBlock] {
        blocks(in: markdown, file: file, language: "swift")
    }

    /// Every block of `markdown` whose fence says `language` (`swift`, `json`, `text`), in order,
    /// fences read as ``swiftBlocks(in:file:)`` reads them.
    static func blocks(in markdown: String, file: String, language: String) -> [CodeBlock] {
        allBlocks(in: markdown, file: file).filter { $0.language == language }
    }

    /// Every fenced block of `markdown`, whatever its fence says, in order.
    static func allBlocks(in markdown: String, file: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (character: Character, fence: Int, block: CodeBlock)?
        var lastText = ""  // the last line that is not blank, outside blocks
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // A fence is made of backticks or of tildes (CommonMark, and so DocC, takes both).
            let character = trimmed.first == "~" ? "~" : "`" as Character
            let fence = trimmed.prefix { $0 == character }.count
            if var current = open {
                if character == current.character, fence >= current.fence,
                    trimmed.dropFirst(fence).allSatisfy(\.isWhitespace)
                {
                    blocks.append(current.block)
                    open = nil
                    lastText = ""
                } else {
                    current.block.lines.append(String(line))
                    open = current
                }
            } else if fence >= 3 {
                let info = trimmed.dropFirst(fence).split(whereSeparator: \.isWhitespace).first.map(String.init)
                let block = CodeBlock(
                    file: file, line: index + 1, lines: [], language: info?.lowercased() ?? "",
                    excerptOf: excerptPath(in: lastText))
                open = (character, fence, block)
            } else if !trimmed.isEmpty {
                lastText = trimmed
            }
        }
        return blocks
    }

    /// The path that `line` names as what the next block is an excerpt of:
    /// `<!-- excerpt: PATH -->`, an HTML comment, which neither DocC nor GitHub shows.
    static func excerptPath(in line: String) -> String? {
        let prefix = "<!-- excerpt:"
        let suffix = "-->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        let path = line.dropFirst(prefix.count).dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
        return path.isEmpty ? nil : path
    }

    /// Whether its first line reads as Swift code (a declaration, an import, a statement that
    /// starts with `try` or `await`, an attribute): for a block fenced as something else.
    var looksLikeSwift: Bool {
        guard let first = lines.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return false
        }
        let words = ["let", "var", "func", "import", "struct", "enum", "class", "extension", "try", "await"]
        let word = first.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0 == "@" }
        return words.contains(String(word)) || word.hasPrefix("@")
    }
}

/// The Swift files that the build compiles, as lines with leading and trailing whitespace
/// trimmed, and where each line is: what a block of the documentation is looked for in.
struct CompiledSwift {
    /// A file's path under the package's folder and its trimmed lines.
    private var files: [(path: String, lines: [String])] = []
    /// Where each trimmed line is: the file's index in `files` and the line's.
    private var places: [String: [(file: Int, line: Int)]] = [:]

    /// The files given as their paths (for messages) and contents. A line inside a multi-line
    /// string literal or a block comment is not code the build compiles, and matches no line of a
    /// block: a test's sample text must not stand for the documentation's code.
    init(files: [(path: String, text: String)]) {
        for (path, text) in files {
            let notCode = SwiftLexer.linesInsideLiteralsOrComments(of: text)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                notCode.contains($0.offset) ? Self.notCode : Self.trimmed($0.element)
            }
            for (line, content) in lines.enumerated() where !notCode.contains(line) {
                places[content, default: []].append((self.files.count, line))
            }
            self.files.append((path, lines))
        }
    }

    /// What stands for a line that is not code: no trimmed line of a document equals it.
    private static let notCode = "\u{0}not code"

    static func trimmed(_ line: some StringProtocol) -> String { line.trimmingCharacters(in: .whitespaces) }

    /// Whether the file at `path` is one of these.
    func has(_ path: String) -> Bool { files.contains { $0.path == path } }

    /// Where `block` is, line by line and in order, each line trimmed, in a file whose path
    /// `isSearched` accepts: `path:line` of its first line, or `nil` when no such file has it.
    func place(of block: CodeBlock, in isSearched: (String) -> Bool = { _ in true }) -> String? {
        let lines = block.lines.map(Self.trimmed)
        guard let first = lines.first else { return "" }
        for (file, start) in places[first] ?? []
        where isSearched(files[file].path) && matched(lines, file: file, from: start) == lines.count {
            return "\(files[file].path):\(start + 1)"
        }
        return nil
    }

    /// The most lines of `block` that some file `isSearched` accepts has in order, and where: for
    /// a message that says where a changed block stops matching.
    func longestMatch(
        of block: CodeBlock, in isSearched: (String) -> Bool = { _ in true }
    ) -> (count: Int, place: String)? {
        let lines = block.lines.map(Self.trimmed)
        guard let first = lines.first else { return nil }
        var best: (count: Int, place: String)?
        for (file, start) in places[first] ?? [] where isSearched(files[file].path) {
            let count = matched(lines, file: file, from: start)
            if count > best?.count ?? 0 { best = (count, "\(files[file].path):\(start + 1)") }
        }
        return best
    }

    /// How many of `lines` the file at index `file` has in order from its line `start`.
    private func matched(_ lines: [String], file: Int, from start: Int) -> Int {
        let fileLines = files[file].lines
        var count = 0
        while count < lines.count, start + count < fileLines.count, fileLines[start + count] == lines[count] {
            count += 1
        }
        return count
    }

    /// The folder whose files compile and run with the documentation tests: a block that names no
    /// file it is an excerpt of must be there.
    static let documentationTests = "Tests/DocumentationTests/"

    /// What is wrong with `block`, a ```swift block, or `nil` when nothing is: a block marked as an
    /// excerpt must be in the compiled file it names, line by line; any other must be in the
    /// documentation tests, which compile and run it.
    func problem(with block: CodeBlock) -> String? {
        if let path = block.excerptOf {
            guard has(path) else {
                return "\(block.file):\(block.line): this ```swift block is marked as an excerpt of \(path), which is "
                    + "no Swift file the build compiles (Tests/, Examples/*/Sources, Examples/*/Package.swift)."
            }
            return place(of: block, in: { $0 == path }) == nil ? failure(for: block, in: path) : nil
        }
        return place(of: block, in: { $0.hasPrefix(Self.documentationTests) }) == nil ? failure(for: block) : nil
    }

    /// What to say about `block`, which is not where it must be (in `path`, the file it says it is
    /// an excerpt of, else in the documentation tests): where it stops matching, and what to do.
    func failure(for block: CodeBlock, in path: String? = nil) -> String {
        let isSearched: (String) -> Bool = { file in
            path.map { file == $0 } ?? file.hasPrefix(Self.documentationTests)
        }
        var message =
            path.map {
                "\(block.file):\(block.line): this ```swift block is marked as an excerpt of \($0), which does not "
                    + "have it, line by line."
            }
            ?? "\(block.file):\(block.line): this ```swift block is in no Swift file of \(Self.documentationTests), "
            + "line by line."
        if let (count, place) = longestMatch(of: block, in: isSearched), count < block.lines.count {
            message +=
                " Its first \(count == 1 ? "line is" : "\(count) lines are") at \(place); the next, "
                + "\(block.file):\(block.line + count + 1), differs: \(CompiledSwift.trimmed(block.lines[count]))"
        }
        if path == nil, let elsewhere = place(of: block) {
            let file = elsewhere.prefix { $0 != ":" }
            message += " It is at \(elsewhere): mark it <!-- excerpt: \(file) --> on the line before its fence."
        }
        return message
            + "\nGive it a counterpart in \(Self.documentationTests), which compiles and runs it; or mark it as an excerpt "
            + "of a compiled file (<!-- excerpt: PATH --> on the line before its fence); or fence it otherwise "
            + "(```text) if it is not Swift that compiles."
    }
}

/// The package's documents and compiled Swift files, read from its folder.
enum PackageFiles {
    /// The package's folder: three levels above this file (`Tests/DocumentationTests/…`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every article of the DocC catalogs, `Sources/*/Documentation.docc/*.md`, by
    /// their paths under the package's folder.
    static func documents() throws -> [(path: String, text: String)] {
        var paths = ["README.md"]
        for module in try children(of: "Sources") {
            let catalog = "Sources/\(module)/Documentation.docc"
            paths += try children(of: catalog).filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
        }
        return try paths.map { ($0, try text(at: $0)) }
    }

    /// The Swift files CI compiles that documentation may quote: every one under `Tests/`, under
    /// `Examples/*/Sources`, and the examples' manifests.
    static func compiledSwift() throws -> [(path: String, text: String)] {
        var paths = try swiftFiles(under: "Tests")
        for example in try children(of: "Examples") {
            paths += try swiftFiles(under: "Examples/\(example)/Sources")
            if FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Examples/\(example)/Package.swift").path)
            {
                paths.append("Examples/\(example)/Package.swift")
            }
        }
        return try paths.map { ($0, try text(at: $0)) }
    }

    /// The names in the folder at `path` under the package's folder, sorted, hidden ones left out;
    /// none when there is no such folder.
    private static func children(of path: String) throws -> [String] {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The `.swift` files under the folder at `path`, at any depth, by their paths under the
    /// package's folder.
    private static func swiftFiles(under path: String) throws -> [String] {
        var files: [String] = []
        for name in try children(of: path) {
            let child = "\(path)/\(name)"
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(atPath: root.appendingPathComponent(child).path, isDirectory: &isFolder)
            else { continue }
            if isFolder.boolValue {
                files += try swiftFiles(under: child)
            } else if name.hasSuffix(".swift") {
                files.append(child)
            }
        }
        return files
    }

    /// The text of the file at `path` under the package's folder.
    static func text(at path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Just enough of Swift's lexical structure to tell which lines of a file are inside a multi-line
/// string literal or a block comment: strings (raw, multi-line, with interpolations that hold
/// strings of their own), line comments and nested block comments.
enum SwiftLexer {
    /// The indices, from 0, of the lines of `text` that a multi-line string literal or a block
    /// comment covers after the line it opens on: its content and the line that closes it.
    static func linesInsideLiteralsOrComments(of text: String) -> Set<Int> {
        var lexer = Lexer(characters: Array(text.unicodeScalars))
        lexer.code(untilParenthesis: false)
        return lexer.covered
    }

    private struct Lexer {
        let characters: [Unicode.Scalar]
        var index = 0
        var line = 0
        var covered: Set<Int> = []

        init(characters: [Unicode.Scalar]) { self.characters = characters }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        func starts(with text: String) -> Bool {
            for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
            return true
        }

        mutating func advance() {
            if peek() == "\n" { line += 1 }
            index += 1
        }

        mutating func advance(by count: Int) { for _ in 0..<count { advance() } }

        /// Code, up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilParenthesis: Bool) {
            var depth = 0
            while let scalar = peek() {
                if starts(with: "//") {
                    while let next = peek(), next != "\n" { advance() }
                } else if starts(with: "/*") {
                    blockComment()
                } else if scalar == "#" || scalar == "\"" {
                    var hashes = 0
                    while peek(hashes) == "#" { hashes += 1 }
                    guard peek(hashes) == "\"" else {
                        advance()
                        continue
                    }
                    advance(by: hashes)
                    string(hashes: hashes)
                } else if untilParenthesis && scalar == "(" {
                    depth += 1
                    advance()
                } else if untilParenthesis && scalar == ")" {
                    advance()
                    if depth == 0 { return }
                    depth -= 1
                } else {
                    advance()
                }
            }
        }

        /// A block comment, from its `/*`; block comments nest.
        mutating func blockComment() {
            let start = line
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") {
                    depth += 1
                    advance(by: 2)
                } else if starts(with: "*/") {
                    depth -= 1
                    advance(by: 2)
                    if depth == 0 { break }
                } else {
                    advance()
                }
            }
            if line > start { covered.formUnion(start + 1...line) }
        }

        /// A string literal, from its opening quote, after the `#`s of a raw string.
        mutating func string(hashes: Int) {
            let start = line
            let multiline = starts(with: "\"\"\"")
            let quote = multiline ? "\"\"\"" : "\""
            let close = quote + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            advance(by: quote.unicodeScalars.count)
            while let scalar = peek() {
                if starts(with: close) {
                    advance(by: close.unicodeScalars.count)
                    break
                } else if starts(with: escape) {
                    advance(by: escape.unicodeScalars.count)
                    if peek() == "(" {
                        advance()
                        code(untilParenthesis: true)
                    } else {
                        advance()
                    }
                } else if scalar == "\n" && !multiline {
                    break  // not Swift; resume as code on the next line
                } else {
                    advance()
                }
            }
            if multiline && line > start { covered.formUnion(start + 1...line) }
        }
    }
}
