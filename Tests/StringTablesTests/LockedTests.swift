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
        let lines = try Self.sourceLines { $0.contains(/\bMutex\s*[<(]|\bMutex\.|: Mutex\b/) }
        for line in lines { Issue.record("\(line)") }
    }

    /// A function value held directly as a lock's state (or as a collection's element there) is
    /// re-wrapped in two reabstraction thunks each time it passes `inout` through `withLock`: each
    /// call through it then costs more than the last, until the stack overflows — how a server with
    /// a diagnostics handler died after ~7,000 error responses. Such a value is kept in a struct.
    @Test func noLockHoldsABareFunctionValue() throws {
        let lines = try Self.sourceLines { line in
            line.firstRange(of: "Locked<").map { line[$0.upperBound...].contains("->") } ?? false
        }
        for line in lines { Issue.record("\(line)") }
    }

    /// `file:line: text` of each line of `Sources/` outside comments that `matches`.
    private static func sourceLines(matching matches: (Substring) -> Bool) throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var swiftFiles = 0
        var found: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            swiftFiles += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && matches(line) {
                found.append("\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(swiftFiles > 100)
        return found
    }
}
