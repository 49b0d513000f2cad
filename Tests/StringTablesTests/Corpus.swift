import Foundation
import Testing

/// The shared corpus of real string tables beside the checkout (`../shared/corpus`), and the
/// entry counts its SOURCES.md lists for each file.
enum Corpus {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardizedFileURL

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("SOURCES.md").path)
    }

    static let skipReason: Comment = "the shared corpus is not at ../shared/corpus beside the checkout"

    /// Every file of the corpus with one of `extensions`, relative to the corpus root, sorted.
    static func files(_ extensions: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { extensions.contains($0.pathExtension) }
            .map { String($0.standardizedFileURL.path.dropFirst(root.path.count + 1)) }
            .sorted()
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    /// The "entries" column of SOURCES.md's per-file listing, by file: the strict parser's count
    /// for `.strings` (nil where it marked the file malformed), the key count for the others.
    static let listedCounts: [String: Int?] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("SOURCES.md"), encoding: .utf8) else {
            return [:]
        }
        var counts: [String: Int?] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 7 else { continue }
            let file = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let entries = cells[7]
            let first = entries.split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
            counts[file] = Int(first)
        }
        return counts
    }()
}
