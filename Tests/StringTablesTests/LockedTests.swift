import Foundation
import Testing

@testable import StringTables

@Suite struct LockedTests {
    @Test func copiesShareOneStateAndNoIncrementIsLost() async {
        let counter = Locked(0)
        let copy = counter
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { copy.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8_000)
    }

    @Test func theStateIsReleasedWithTheLastCopy() {
        final class Tracked: Sendable {}
        weak var tracked: Tracked?
        do {
            let value = Tracked()
            tracked = value
            let locked = Locked<Tracked?>(value)
            let copy = locked
            #expect(copy.withLock { $0 } === value)
        }
        #expect(tracked == nil)
    }

    /// `Synchronization.Mutex` locks inside the uninstrumented standard library, so ThreadSanitizer
    /// reports every access under it as a race on machines with threads enough to show one (CI's):
    /// shared state is kept in `Locked`, which the sanitizer sees lock.
    @Test func noSourceFileLocksWithAMutexTheThreadSanitizerCannotSee() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var swiftFiles = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            swiftFiles += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                && line.contains(/\bMutex\s*[<(]|\bMutex\.|: Mutex\b/)
            {
                Issue.record("\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(swiftFiles > 100)
    }
}
