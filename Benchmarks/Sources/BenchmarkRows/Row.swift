/// One side of a row of issue 14's table: a named operation, its input prepared apart from the
/// measurement.
///
/// ``prepare`` builds the input (tables written to a temporary folder, errors made, localizers
/// made) and returns the operation; each call of ``Prepared/run`` does the work once. Preparing
/// runs none of the package's code under measurement, so that a first call can be measured. Ours and
/// its baseline are two rows whose names differ by `.baseline`, so they sort as pairs.
public struct Row: Sendable {
    /// How a row is measured.
    public enum Kind: Sendable {
        /// Microseconds or less: many calls per sample, the tables already loaded.
        case micro
        /// Milliseconds to seconds, starting from nothing (a fresh `StringTableDirectory`): one call
        /// per sample.
        case cold
        /// A whole process, started and waited for: one per sample.
        case process
    }

    /// The benchmark's name: `error.posix.alert`, `error.posix.alert.baseline`…
    public let name: String
    public let kind: Kind
    /// Whether the operation is `async` (``Prepared/init(async:check:cleanup:)``): the benchmark
    /// then runs it in ordo-one's async closure, inside a task, and awaits each call. The benchmark
    /// is registered before the row is prepared, so the row says so itself.
    public let isAsync: Bool
    /// Builds the input and returns the operation; throws with a message saying what is missing.
    public let prepare: @Sendable () throws -> Prepared

    public init(
        _ name: String, _ kind: Kind, isAsync: Bool = false, prepare: @escaping @Sendable () throws -> Prepared
    ) {
        self.name = name
        self.kind = kind
        self.isAsync = isAsync
        self.prepare = prepare
    }

    /// Whether this row is the baseline of another.
    public var isBaseline: Bool { name.hasSuffix(".baseline") }
}

/// A row's operation, ready to run.
public struct Prepared {
    /// The work, done once by a call: synchronous, or `async` (an API that awaits, such as
    /// `HTTPFront.response(for:to:)`). The number it returns is derived from the result (a length,
    /// a count), so that the optimizer cannot drop the work; it is cheap to compute and allocates
    /// nothing.
    public enum Operation {
        case sync(() -> Int)
        case async(() async -> Int)
    }

    public let operation: Operation
    /// Checks the result where it must agree with the baseline's (the same German text, the same
    /// value), throwing when it does not. It runs the operation, so it runs after the first call
    /// when that is what is measured (`AlertsProfile --first-call`), else before the measurement.
    public let check: () async throws -> Void
    /// Removes what ``Row/prepare`` wrote.
    public let cleanup: () -> Void
    /// For a whole-process row, the program and its arguments, so that `callgrind.sh` can count
    /// the instructions of the process itself.
    public let command: [String]?

    public init(
        run: @escaping () -> Int, check: @escaping () async throws -> Void = {}, cleanup: @escaping () -> Void = {},
        command: [String]? = nil
    ) {
        self.operation = .sync(run)
        self.check = check
        self.cleanup = cleanup
        self.command = command
    }

    /// An `async` operation; its row is made with `isAsync: true`.
    public init(
        async run: @escaping () async -> Int, check: @escaping () async throws -> Void = {},
        cleanup: @escaping () -> Void = {}
    ) {
        self.operation = .async(run)
        self.check = check
        self.cleanup = cleanup
        self.command = nil
    }

    /// Whether ``operation`` is `async`.
    public var isAsync: Bool {
        if case .async = operation { true } else { false }
    }

    /// Does the work once, awaiting it when it is `async`.
    public func run() async -> Int {
        switch operation {
        case .sync(let run): run()
        case .async(let run): await run()
        }
    }
}

/// Why a row cannot be prepared: a missing binary, a result that differs from its baseline's.
public struct RowError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
