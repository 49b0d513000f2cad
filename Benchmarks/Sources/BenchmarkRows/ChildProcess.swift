import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program and waits for it, as a shell would, for the whole-process rows.
enum ChildProcess {
    /// The row's operation: start `binary arguments` with its output to /dev/null, wait, and
    /// return its CPU time in µs (at least 1), or -1 when it fails. Its check is that the program
    /// prints `expected`. The arguments are made into C strings once, here.
    static func prepare(_ binary: URL, _ arguments: [String], expecting expected: String, folder: TemporaryFolder)
        -> Prepared
    {
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary.path] + arguments).map { strdup($0) } + [nil]
        return Prepared(
            run: { run(argv) },
            check: {
                let output = try capture(binary, arguments)
                guard output == expected + "\n" else {
                    throw RowError(
                        "\(binary.path) \(arguments.joined(separator: " ")) printed \(output.debugDescription), not \(expected.debugDescription)"
                    )
                }
            },
            cleanup: {
                for pointer in argv { free(pointer) }
                folder.remove()
            },
            command: [binary.path] + arguments)
    }

    /// What the program prints on standard output.
    static func capture(_ binary: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private static func run(_ argv: [UnsafeMutablePointer<CChar>?]) -> Int {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard let program = argv[0] else { return -1 }
        let spawned = argv.withUnsafeBufferPointer { pointers in
            pointers.baseAddress.map { posix_spawn(&pid, program, &actions, nil, $0, environ) } ?? -1
        }
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return -1 }
        let micros =
            Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return max(1, micros)
    }
}
