import Benchmark
import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

// CI's smoke pass (Benchmarks/smoke.sh): ordo-one's `thresholds check --metric M` without the
// plugin, whose BenchmarkTool SwiftPM builds twice (debug and release) and whose build relinks the
// root package's plugin tool. It speaks the benchmark executables' own protocol (the one
// BenchmarkTool speaks: `list`, then one process per benchmark and `run`, metrics overridden by
// --metric), reads `THRESHOLDS/<target>.<name>.p90.json` as BenchmarkTool does, and compares with
// ordo-one's own `deviationsAgainstAbsoluteThresholds` and each benchmark's declared tolerance.
// Stricter than BenchmarkTool in two ways: a benchmark that measures M must have a threshold for
// it and a declared tolerance (BenchmarkTool skips the first and falls back to `.strict` for the
// second), and a benchmark that cannot run fails the pass.
//
//   ThresholdsCheck --thresholds Benchmarks/Thresholds --metric mallocCountTotal EXECUTABLE...
//
// Exit status: 0 when nothing regressed (improvements are listed, with a note that the thresholds
// want an update), 1 on a regression or a benchmark that could not run, 64 on bad arguments.

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One benchmark process, spoken to over two pipes: a native `Int` length, then JSON.
struct Child {
    let pid: pid_t
    let toChild: Int32
    let fromChild: Int32

    init(path: String) throws {
        var toPipe: [Int32] = [0, 0]
        var fromPipe: [Int32] = [0, 0]
        guard pipe(&toPipe) == 0, pipe(&fromPipe) == 0 else { throw Failure("pipe: \(errno)") }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let arguments = [
            name, "--input-fd", String(toPipe[0]), "--output-fd", String(fromPipe[1]), "--quiet", "true",
        ]
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, nil, nil, &cArguments, environ)
        close(toPipe[0])
        close(fromPipe[1])
        guard status == 0 else {
            close(toPipe[1])
            close(fromPipe[0])
            throw Failure("cannot start \(path): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        toChild = toPipe[1]
        fromChild = fromPipe[0]
    }

    func write(_ request: BenchmarkCommandRequest) throws {
        let json = try JSONEncoder().encode(request)
        var count = json.count
        var bytes = withUnsafeBytes(of: &count) { Array($0) }
        bytes.append(contentsOf: json)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(toChild, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure("write to the benchmark failed: \(errno)") }
            offset += written
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { systemRead(fromChild, $0.baseAddress, $0.count) }
            guard got > 0 else { throw Failure("the benchmark process closed its pipe (it crashed or exited)") }
            offset += got
        }
        return bytes
    }

    func read() throws -> BenchmarkCommandReply {
        let header = try read(MemoryLayout<Int>.size)
        let count = header.withUnsafeBytes { $0.loadUnaligned(as: Int.self) }
        return try JSONDecoder().decode(BenchmarkCommandReply.self, from: Data(try read(count)))
    }

    /// Ends the conversation and waits: the process's exit status.
    func finish() -> Int32 {
        try? write(.end)
        close(toChild)
        close(fromChild)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }
}

func thresholds(folder: String, target: String, name: String) throws -> [String: Int]? {
    let path = URL(fileURLWithPath: folder).appendingPathComponent("\(target).\(name).p90.json").path
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try JSONDecoder().decode([String: Int].self, from: data)
}

func main() throws -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var folder: String?
    var metricName: String?
    var executables: [String] = []
    while !arguments.isEmpty {
        let argument = arguments.removeFirst()
        switch argument {
        case "--thresholds" where !arguments.isEmpty: folder = arguments.removeFirst()
        case "--metric" where !arguments.isEmpty: metricName = arguments.removeFirst()
        default: executables.append(argument)
        }
    }
    guard let folder, let metricName, let metric = BenchmarkMetric(argument: metricName), !executables.isEmpty else {
        FileHandle.standardError.write(
            Data("usage: ThresholdsCheck --thresholds FOLDER --metric METRIC EXECUTABLE...\n".utf8))
        return 64
    }

    // Every benchmark of every executable, as BenchmarkTool lists them.
    var benchmarks: [(executable: String, benchmark: Benchmark)] = []
    for executable in executables {
        let child = try Child(path: executable)
        try child.write(.list)
        listing: while true {
            switch try child.read() {
            case .list(let benchmark):
                benchmark.executablePath = executable
                benchmark.target = URL(fileURLWithPath: executable).lastPathComponent
                benchmarks.append((executable, benchmark))
            case .end: break listing
            case .error(let description): throw Failure("\(executable): \(description)")
            case let reply: throw Failure("\(executable): unexpected reply \(reply)")
            }
        }
        guard child.finish() == 0 else { throw Failure("\(executable) failed listing its benchmarks") }
    }
    guard !benchmarks.isEmpty else { throw Failure("no benchmarks in \(executables)") }
    benchmarks.sort { ($0.benchmark.target, $0.benchmark.name) < ($1.benchmark.target, $1.benchmark.name) }

    var regressions: [String] = []
    var improvements: [String] = []
    var failures: [String] = []
    for (executable, benchmark) in benchmarks {
        let label = "\(benchmark.target):\(benchmark.name)"
        let measuresMetric = benchmark.configuration.metrics.contains(metric)
        let tolerance = benchmark.configuration.thresholds?[metric]
        // Run it, with the metrics overridden as `--metric` does.
        benchmark.configuration.metrics = [metric]
        var result: BenchmarkResult?
        do {
            let child = try Child(path: executable)
            try child.write(.run(benchmark: benchmark))
            running: while true {
                switch try child.read() {
                case .result(let ran, let results):
                    result = results.first { $0.metric == metric && ran.configuration.metrics.contains($0.metric) }
                case .end: break running
                case .error(let description): throw Failure(description)
                case .allocationStacks: continue
                case let reply: throw Failure("unexpected reply \(reply)")
                }
            }
            let status = child.finish()
            guard status == 0 else { throw Failure("exited with status \(status)") }
        } catch {
            failures.append("\(label): \(error)")
            print("\(label): FAILED (\(error))")
            continue
        }
        guard measuresMetric else {
            print("\(label): ran (no \(metric) threshold: the benchmark does not measure it)")
            continue
        }
        guard let result else {
            failures.append("\(label): no \(metric) result")
            continue
        }
        guard
            let p90Threshold = try thresholds(folder: folder, target: benchmark.target, name: benchmark.name)?[
                metricName]
        else {
            failures.append("\(label): no \(metricName) in \(folder)/\(benchmark.target).\(benchmark.name).p90.json")
            continue
        }
        guard let tolerance else {
            failures.append("\(label): no tolerance declared for \(metric)")
            continue
        }
        let deviations = result.deviationsAgainstAbsoluteThresholds(
            thresholds: tolerance, p90Threshold: p90Threshold, name: benchmark.name, target: benchmark.target)
        let p90 = result.statistics.percentiles()[Statistics.defaultPercentilesToCalculateP90Index]
        func line(_ deviation: BenchmarkResult.ThresholdDeviation) -> String {
            let allowed =
                deviation.relative
                ? "\(deviation.differenceThreshold) %" : String(tolerance.absolute[.p90] ?? 0)
            return "\(label): \(metric) p90 \(p90) against the threshold \(p90Threshold): "
                + (deviation.relative ? "\(deviation.difference) %" : String(p90 - p90Threshold))
                + ", beyond the tolerance \(allowed)"
        }
        regressions += deviations.regressions.map(line)
        improvements += deviations.improvements.map(line)
        print(
            "\(label): \(metric) p90 \(p90), threshold \(p90Threshold): "
                + (deviations.regressions.isEmpty ? (deviations.improvements.isEmpty ? "within" : "better") : "WORSE"))
    }

    print("")
    if !improvements.isEmpty {
        print("Better than the thresholds:\n  " + improvements.joined(separator: "\n  "))
    }
    if !regressions.isEmpty {
        print("Worse than the thresholds (regressions):\n  " + regressions.joined(separator: "\n  "))
    }
    if !failures.isEmpty {
        print("Could not be checked:\n  " + failures.joined(separator: "\n  "))
    }
    if !regressions.isEmpty || !failures.isEmpty { return 1 }
    print(
        improvements.isEmpty
            ? "Every benchmark is within its \(metricName) thresholds (\(benchmarks.count) benchmarks)."
            : "No regression, only improvements: run 'Benchmarks/thresholds.sh update' and commit Benchmarks/Thresholds."
    )
    return 0
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("ThresholdsCheck: \(error)\n".utf8))
    exit(1)
}
