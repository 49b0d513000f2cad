import Foundation
import Testing

/// A fenced ```swift block of a Markdown document: where it starts and its lines.
struct CodeBlock: Hashable {
    /// The document's path under the package's folder, such as `README.md`.
    var file: String
    /// The line of the opening fence, from 1.
    var line: Int
    /// The lines between the fences, as written.
    var lines: [String]

    /// Every block of `markdown` whose fence says `swift`, in order. A fence may be indented (in
    /// a list) and may be longer than three backticks; the block ends at a fence at least as long.
    static func swiftBlocks(in markdown: String, file: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (fence: Int, line: Int, isSwift: Bool, lines: [String])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let fence = trimmed.prefix { $0 == "`" }.count
            if var block = open {
                if fence >= block.fence, trimmed.dropFirst(fence).allSatisfy(\.isWhitespace) {
                    if block.isSwift { blocks.append(CodeBlock(file: file, line: block.line, lines: block.lines)) }
                    open = nil
                } else {
                    block.lines.append(String(line))
                    open = block
                }
            } else if fence >= 3 {
                let info = trimmed.dropFirst(fence).split(whereSeparator: \.isWhitespace).first.map(String.init)
                open = (fence, index + 1, info?.lowercased() == "swift", [])
            }
        }
        return blocks
    }
}

/// The Swift files that the build compiles, as lines with leading and trailing whitespace
/// trimmed, and where each line is: what a block of the documentation is looked for in.
struct CompiledSwift {
    /// A file's path under the package's folder and its trimmed lines.
    private var files: [(path: String, lines: [String])] = []
    /// Where each trimmed line is: the file's index in `files` and the line's.
    private var places: [String: [(file: Int, line: Int)]] = [:]

    /// The files given as their paths (for messages) and contents.
    init(files: [(path: String, text: String)]) {
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
            for (line, content) in lines.enumerated() { places[content, default: []].append((self.files.count, line)) }
            self.files.append((path, lines))
        }
    }

    static func trimmed(_ line: some StringProtocol) -> String { line.trimmingCharacters(in: .whitespaces) }

    /// Where `block` is, line by line and in order, each line trimmed: `path:line` of its first
    /// line, or `nil` when no file has it.
    func place(of block: CodeBlock) -> String? {
        let lines = block.lines.map(Self.trimmed)
        guard let first = lines.first else { return "" }
        for (file, start) in places[first] ?? [] where matched(lines, file: file, from: start) == lines.count {
            return "\(files[file].path):\(start + 1)"
        }
        return nil
    }

    /// The most lines of `block` that some file has in order, and where: for a message that says
    /// where a changed block stops matching.
    func longestMatch(of block: CodeBlock) -> (count: Int, place: String)? {
        let lines = block.lines.map(Self.trimmed)
        guard let first = lines.first else { return nil }
        var best: (count: Int, place: String)?
        for (file, start) in places[first] ?? [] {
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

    /// What to say about `block`, which no file has: where it is, where it stops matching, and
    /// what to do.
    func failure(for block: CodeBlock) -> String {
        var message =
            "\(block.file):\(block.line): this ```swift block is in no Swift file the build compiles (Tests/, "
            + "Examples/*/Sources, Examples/*/Package.swift), line by line."
        if let (count, place) = longestMatch(of: block), count < block.lines.count {
            message +=
                " Its first \(count == 1 ? "line is" : "\(count) lines are") at \(place); the next, "
                + "\(block.file):\(block.line + count + 1), differs: \(CompiledSwift.trimmed(block.lines[count]))"
        }
        return message
            + "\nGive it a compiled counterpart in Tests/DocumentationTests, or fence it otherwise (```text) if it is"
            + " not Swift that compiles."
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

    private static func text(at path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
