import Foundation
import StringTables
import Testing

/// The state behind a `Locked` is where its alignment allows, for states of any layout.
struct LockedLayoutTests {
    struct Wide { var a: SIMD4<Double>; var b: UInt8 }
    struct Odd { var a: UInt8; var b: UInt8; var c: UInt8 }

    func aligned<State>(_ locked: Locked<State>) -> Bool {
        locked.withLock { state in
            withUnsafeMutablePointer(to: &state) { Int(bitPattern: $0) % MemoryLayout<State>.alignment == 0 }
        }
    }

    @Test func statesOfEveryAlignment() {
        #expect(MemoryLayout<Wide>.alignment >= 16)
        for _ in 0..<1000 {
            #expect(aligned(Locked(Wide(a: SIMD4(1, 2, 3, 4), b: 1))))
            #expect(aligned(Locked(Odd(a: 1, b: 2, c: 3))))
            #expect(aligned(Locked(SIMD2<Double>(1, 2))))
            #expect(aligned(Locked(())))
            #expect(aligned(Locked([1, 2, 3])))
        }
    }

    @Test func aVoidStateUnderContention() async {
        let locked = Locked(())
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { locked.withLock { _ in counter.withLock { $0 += 1 } } } }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    final class Tracked: @unchecked Sendable {
        static let alive = Locked(0)
        init() { Self.alive.withLock { $0 += 1 } }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    @Test func theStateIsReleasedWithTheLock() {
        do {
            let locked = Locked([Tracked(), Tracked()])
            let copy = locked
            copy.withLock { $0.append(Tracked()) }
            #expect(Tracked.alive.withLock { $0 } == 3)
        }
        #expect(Tracked.alive.withLock { $0 } == 0)
    }

    @Test func aThrowingBodyUnlocks() {
        struct Boom: Error {}
        let locked = Locked(1)
        #expect(throws: Boom.self) { try locked.withLock { (_: inout Int) throws(Boom) in throw Boom() } }
        #expect(locked.withLock { $0 } == 1)
    }
}
