import Foundation
import Testing

/// A mistake inside an actions builder is reported where it is, as the compiler would report it
/// anywhere else — not as "cannot convert … to 'Never'" on another line, which the `Never`-pinned
/// copies of the modifiers used to cause. Checked by type-checking snippets against the built
/// `Alerts` module.
struct BuilderDiagnosticsTests {
    /// The folder of the built modules, beside the test bundle.
    static var modules: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("Modules/Alerts.swiftmodule")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.deletingLastPathComponent() }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `swiftc -typecheck` of `source` importing `Alerts`: the exit status and the diagnostics.
    func typecheck(_ source: String, arguments: [String] = []) throws -> (status: Int32, output: String)? {
        guard let modules = Self.modules else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try Data(("import Alerts\nimport Foundation\n" + source).utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-typecheck", "-I", modules.path, "-module-cache-path",
                folder.appendingPathComponent("cache").path,
                file.path,
            ] + arguments
        let output = folder.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    static let prelude = """
        enum Choice: Sendable { case retry, discard }
        struct Oops: LocalizedError {}
        func check(front: some AlertFront, shown: AlertBinding<Bool>) async {

        """

    @Test func buttonsWithoutActionsValueActionsAndClosuresAllCompile() throws {
        let source =
            Self.prelude + """
                    await front.alert("T", isPresented: shown) {}
                    await front.alert("T", isPresented: shown) { AlertButton("Cancel", role: .cancel) }
                    await front.alert("T", isPresented: shown) {
                        AlertButton("Retry", action: Choice.retry)
                        AlertButton("Cancel", role: .cancel)
                    }
                    await front.alert("T", isPresented: shown) {
                        AlertButton("Delete", role: .destructive) { print("deleted") }
                        AlertButton("Cancel", role: .cancel)
                    }
                    await front.alert("T", isPresented: shown, presenting: 3) { _ in } message: { n in "\\(n) left" }
                    await front.alert(isPresented: shown, error: Optional<Oops>.none) {}
                }
                """
        guard let result = try typecheck(source) else {
            Issue.record("skipped: the built Alerts module was not found beside the test bundle")
            return
        }
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: [
        (#"AlertButton("Retry", action: Choice.retyr)"#, "has no member 'retyr'"),
        (#"AlertButton("Cancel", role: .cancel, isDefautl: true)"#, "incorrect argument label"),
        (#"AlertButton("Cancel", rol: .cancel)"#, "incorrect argument label"),
        (#"AlertButtn("Cancel", role: .cancel)"#, "cannot find 'AlertButtn' in scope"),
    ])
    func aTypoIsReportedAsItself(button: String, diagnostic: String) throws {
        let source =
            Self.prelude + """
                    await front.alert("T", isPresented: shown) {
                        AlertButton("Keep", action: Choice.discard)
                        \(button)
                    }
                }
                """
        guard let result = try typecheck(source) else {
            Issue.record("skipped: the built Alerts module was not found beside the test bundle")
            return
        }
        #expect(result.status != 0)
        #expect(result.output.contains(diagnostic), "\(result.output)")
        #expect(!result.output.contains("'Never'"), "\(result.output)")
        // Reported on the line of the typo: after two imports, the prelude's three lines, the call
        // and the first button.
        #expect(result.output.contains("snippet.swift:8:"), "\(result.output)")
    }
}
