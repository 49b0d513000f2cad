internal import Foundation
public import Testing

/// Tools outside the Swift toolchain that some tests run (tmux, Python's jsonschema): where one is
/// missing, those tests are skipped saying what to install, so `swift test` passes on a machine
/// with only the toolchain; under CI (`CI` set), which installs them, they run and fail instead.
public enum ExternalTools {
    /// Whether the environment says this is CI, where every tool must be there.
    public static let isCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    /// tmux's path, if it is installed.
    public static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether `python3 -c 'import jsonschema'` works.
    public static let hasJSONSchema: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs a test only where tmux is installed, or under CI.
    public static var needsTmux: ConditionTrait {
        .enabled(if: tmux != nil || isCI, "skipped: tmux is not installed (apt-get install tmux)")
    }

    /// Runs a test only where python3 has jsonschema, or under CI.
    public static var needsJSONSchema: ConditionTrait {
        .enabled(
            if: hasJSONSchema || isCI, "skipped: python3 with jsonschema is needed (python3 -m pip install jsonschema)")
    }
}
