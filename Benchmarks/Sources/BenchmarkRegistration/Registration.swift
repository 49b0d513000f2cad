import Benchmark
import BenchmarkRows
import Foundation

/// Registers rows with ordo-one's `Benchmark`: the configuration of each kind of row, its
/// tolerances for `swift package benchmark thresholds check`, and the short smoke pass CI runs.
public enum Registration {
    /// The whole-process rows' CPU time: the child's user and system time (`wait4`), in
    /// microseconds. The benchmark process's own CPU time is only the wait.
    public static let childCPU = BenchmarkMetric.custom(
        "Child CPU (µs)", polarity: .prefersSmaller, useScalingFactor: false)

    /// Whether `ALERTS_BENCHMARK_SMOKE` is set (to anything but empty or `0`): each benchmark
    /// then runs one warm-up and one to three measured iterations, enough to show that every row
    /// runs and to check the allocation counts, not to time anything.
    public static var isSmokePass: Bool {
        let value = ProcessInfo.processInfo.environment["ALERTS_BENCHMARK_SMOKE"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Registers every row, in order.
    public static func register(_ rows: [Row]) {
        for row in rows { register(row) }
    }

    /// The metrics of each kind of row.
    ///
    /// `instructions` needs perf_events (Linux) and is left out silently where the kernel does not
    /// offer them; `callgrind.sh` counts instructions anywhere. `cpuTotal` on Linux counts in
    /// scheduler ticks (10 ms), so it says little about rows faster than that.
    public static func metrics(_ kind: Row.Kind) -> [BenchmarkMetric] {
        switch kind {
        case .micro: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal]
        case .cold:
            [
                .wallClock, .cpuTotal, .instructions, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident,
                .peakMemoryResidentDelta,
            ]
        case .process: [.wallClock, childCPU]
        }
    }

    /// How far a run may drift from the committed thresholds (`Thresholds/`) before `thresholds
    /// check` calls it a regression, at p90, for the metrics of `kind`. Allocation counts are
    /// deterministic, so they are tight; times are shared-machine times, so they are generous.
    public static func tolerances(_ kind: Row.Kind) -> [BenchmarkMetric: BenchmarkThresholds] {
        let all: [BenchmarkMetric: BenchmarkThresholds] = [
            .wallClock: .init(relative: [.p90: 50]),
            // Scheduler ticks: too coarse to compare.
            .cpuTotal: .none,
            .instructions: .init(relative: [.p90: 5]),
            // Thresholds hold a sample's count, and a micro row's sample is a thousand calls: two
            // more allocations per call is a regression. A cold row's counts are large (one per
            // table entry and more), so a share of them; they also count the allocations of
            // ordo-one's sampling thread (peak memory, every 5 ms: about 400 a second), which
            // grow with the time a sample takes.
            .mallocCountTotal: kind == .micro ? .init(absolute: [.p90: 2 * 1_000]) : .init(relative: [.p90: 3]),
            .mallocBytesCount: .init(relative: [.p90: 5]),
            .peakMemoryResident: .init(relative: [.p90: 20]),
            .peakMemoryResidentDelta: .none,
            childCPU: .init(relative: [.p90: 50]),
        ]
        return all.filter { metrics(kind).contains($0.key) }
    }

    public static func configuration(_ kind: Row.Kind) -> Benchmark.Configuration {
        let smoke = isSmokePass
        switch kind {
        case .micro:
            // A thousand calls per sample: the clock's own cost stays out of the figures.
            return .init(
                metrics: metrics(kind), warmupIterations: smoke ? 1 : 3, scalingFactor: .kilo,
                maxDuration: .seconds(smoke ? 1 : 3), maxIterations: smoke ? 2 : 100, thresholds: tolerances(kind))
        case .cold, .process:
            return .init(
                metrics: metrics(kind), warmupIterations: 1, scalingFactor: .one,
                maxDuration: .seconds(smoke ? 1 : 5), maxIterations: smoke ? 1 : 30, thresholds: tolerances(kind))
        }
    }

    /// Registers `row`: its input is prepared and its result checked in the benchmark's setup
    /// (outside the measurement), and removed in its teardown.
    ///
    /// A row whose operation is `async` (``Row/isAsync``) runs in ordo-one's async closure: inside a
    /// task, which ordo-one makes before the measurement starts, each call awaited. The other rows
    /// run in the synchronous closure, as before.
    public static func register(_ row: Row) {
        final class State {
            var prepared: Prepared?
        }
        let state = State()
        let setup: Benchmark.BenchmarkSetupHook = {
            let prepared = try row.prepare()
            do {
                guard prepared.isAsync == row.isAsync else {
                    let declared = row.isAsync ? "async" : "synchronous"
                    let made = prepared.isAsync ? "async" : "synchronous"
                    throw RowError("benchmark row failed: \(row.name) is declared \(declared), its operation \(made)")
                }
                try await prepared.check()
            } catch {
                prepared.cleanup()
                throw error
            }
            state.prepared = prepared
        }
        let teardown: Benchmark.BenchmarkTeardownHook = {
            state.prepared?.cleanup()
            state.prepared = nil
        }
        /// What follows the calls: the total kept from the optimizer, the child CPU time of a
        /// whole-process row, and a failure when the row gave nothing.
        func finish(_ benchmark: Benchmark, _ total: Int) {
            blackHole(total)
            if row.kind == .process { benchmark.measurement(childCPU, total) }
            if total <= 0 { benchmark.error("benchmark row failed: \(row.name) gave no result (\(total))") }
        }
        if row.isAsync {
            Benchmark(
                row.name, configuration: configuration(row.kind),
                closure: { (benchmark: Benchmark) async -> Void in
                    guard case .async(let run) = state.prepared?.operation else {
                        return benchmark.error("benchmark row failed: \(row.name) was not prepared")
                    }
                    var total = 0
                    for _ in benchmark.scaledIterations { total &+= await run() }
                    finish(benchmark, total)
                }, setup: setup, teardown: teardown)
        } else {
            Benchmark(
                row.name, configuration: configuration(row.kind),
                closure: { (benchmark: Benchmark) -> Void in
                    guard case .sync(let run) = state.prepared?.operation else {
                        return benchmark.error("benchmark row failed: \(row.name) was not prepared")
                    }
                    var total = 0
                    for _ in benchmark.scaledIterations { total &+= run() }
                    finish(benchmark, total)
                }, setup: setup, teardown: teardown)
        }
    }
}
