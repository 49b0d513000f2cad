import Benchmark
import BenchmarkRegistration
import BenchmarkRows
import Foundation

// The rows of `CatalogRows`, each beside its baseline; see Benchmarks/README.md.
let benchmarks: @Sendable () -> Void = {
    if let message = CorpusCatalogs.missingMessage {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    Registration.register(CatalogRows.rows)
}
