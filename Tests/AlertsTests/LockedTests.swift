import Foundation
import Testing

/// The package's lock is `Sendable` only when its state is: a lock does not make a class that is
/// not safe to share safe to share, it only orders the accesses made under it. Checked by
/// type-checking snippets, in Swift 6 mode, against the built modules, as a module of this package.
struct LockedTests {
    /// The package's name as SwiftPM passes it to the compiler: the root folder's name, made an
    /// identifier. `Locked` is `package` API, seen only by code that names the same package. The
    /// root is the folder above this file that holds `Package.swift`, wherever the build is
    /// (`--scratch-path` may put it outside the package).
    static var packageName: String? {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let name = folder.lastPathComponent.lowercased().unicodeScalars.map {
                    ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) ? Character($0) : "_"
                }
                return String(name.first?.isNumber == true ? ["_"] + name : name)
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    func typecheck(_ body: String) throws -> (status: Int32, output: String)? {
        guard let packageName = Self.packageName else { return nil }
        let source = """
            import StringTables
            final class Counter { var count = 0 }
            func share(_ value: some Sendable) {}
            \(body)
            """
        return try BuilderDiagnosticsTests().typecheck(
            source, arguments: ["-swift-version", "6", "-package-name", packageName])
    }

    @Test func aLockOverStateThatIsNotSendableIsNotSendable() throws {
        guard let result = try typecheck("func check() { share(Locked(Counter())) }") else {
            Issue.record("skipped: the built modules were not found beside the test bundle")
            return
        }
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                "snippet.swift:6:16: error: type 'Counter' does not conform to the 'Sendable' protocol"),
            "\(result.output)")
    }

    @Test func aLockOverSendableStateIsSendable() throws {
        guard let result = try typecheck("func check() { share(Locked(0)); share(Locked([\"de\": 1])) }") else {
            Issue.record("skipped: the built modules were not found beside the test bundle")
            return
        }
        #expect(result.status == 0, "\(result.output)")
    }
}
