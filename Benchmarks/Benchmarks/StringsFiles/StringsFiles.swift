import Benchmark
import BenchmarkRegistration
import BenchmarkRows

// The rows of `StringsRows`, each beside its baseline; see Benchmarks/README.md.
let benchmarks: @Sendable () -> Void = {
    Registration.register(StringsRows.rows)
}
