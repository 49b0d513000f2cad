import Benchmark
import BenchmarkRegistration
import BenchmarkRows

// The rows of `ErrorRows` and `HTTPRows`, each beside its baseline; see Benchmarks/README.md.
let benchmarks: @Sendable () -> Void = {
    Registration.register(ErrorRows.rows + HTTPRows.rows)
}
