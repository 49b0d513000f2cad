import BenchmarkRows
import Foundation

// Runs one row alone, for `valgrind --tool=callgrind` (see callgrind.sh):
//
//     AlertsProfile --list                   (each row's name and kind)
//     AlertsProfile --row NAME [--iterations N] [--first-call]
//     AlertsProfile --row NAME --command      (a whole-process row: print its command, keep its files)
//     AlertsProfile --row NAME --keep         (keep the files the row writes, under $TMPDIR, to look at)
//
// The row is prepared, checked and run once (unless --first-call) before `alerts_profile_measured`
// runs it N times: callgrind.sh collects inside that function only, so setup and warm-up stay out
// of the count, and divides by N. With --first-call nothing runs before (the check runs after):
// the count is the first call's in a fresh process, caches empty.

let usage = "usage: AlertsProfile --list | --row NAME [--iterations N] [--first-call] [--command] [--keep]"

@inline(never) @_silgen_name("alerts_profile_measured")
func measured(_ run: () -> Int, _ iterations: Int) -> Int {
    var total = 0
    for _ in 0..<iterations { total &+= run() }
    return total
}

// An async row's calls, awaited. The function is split where it awaits; its parts' names begin
// with the same symbol, which callgrind.sh's pattern (`*alerts_profile_measured*`) matches.
@inline(never) @_silgen_name("alerts_profile_measured_async")
func measuredAsync(_ run: () async -> Int, _ iterations: Int) async -> Int {
    var total = 0
    for _ in 0..<iterations { total &+= await run() }
    return total
}

func fail(_ message: String, status: Int32 = 64) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option) else { return nil }
    guard index + 1 < arguments.count else { fail("\(option) needs a value\n\(usage)") }
    return arguments[index + 1]
}

if arguments.contains("--list") {
    // The name and the kind (micro, cold, process) of every row.
    for row in Rows.all { print("\(row.name)\t\(row.kind)") }
    exit(0)
}
guard let name = value(of: "--row") else { fail(usage) }
guard let row = Rows.named(name) else { fail("no row \(name); AlertsProfile --list lists them") }
let iterations = Int(value(of: "--iterations") ?? "1") ?? 0
guard iterations > 0 else { fail("--iterations takes a number from 1") }

if arguments.contains("--command") {
    // One argument per line, the program first; the files stay for the caller, which removes
    // the folder named on the last line.
    let prepared: Prepared
    do {
        prepared = try row.prepare()
    } catch {
        fail("\(name): \(error)", status: 1)
    }
    guard let command = prepared.command else { fail("\(name) is not a whole-process row") }
    for argument in command { print(argument) }
    exit(0)
}

/// Prepares `row`, checks it, runs it `iterations` times inside the measured function, and
/// returns the total. The prepared row (not `Sendable`) lives in this function.
func measure(_ row: Row, iterations: Int, firstCall: Bool, keep: Bool) async -> Int {
    let prepared: Prepared
    do {
        prepared = try row.prepare()
    } catch {
        fail("\(row.name): \(error)", status: 1)
    }
    /// Runs the row's check; a failed check ends the program.
    func check() async {
        do {
            try await prepared.check()
        } catch {
            prepared.cleanup()
            fail("\(row.name): \(error)", status: 1)
        }
    }
    // The check runs the operation, so it comes after the measurement when the first call is
    // measured.
    if !firstCall {
        await check()
        _ = await prepared.run()
    }
    let total: Int
    switch prepared.operation {
    case .sync(let run): total = measured(run, iterations)
    case .async(let run): total = await measuredAsync(run, iterations)
    }
    if firstCall { await check() }
    if !keep { prepared.cleanup() }
    return total
}

/// The total of ``measure(_:iterations:firstCall:keep:)``, in a task this thread waits for. The
/// program's top level does not await: an async top level starts the concurrency runtime for every
/// row, and valgrind 3.19 stops on a signal (SIGSEGV inside valgrind) in such a program. A
/// synchronous row still starts a task here, but runs its calls without awaiting.
final class Total: @unchecked Sendable {
    // Written by the task before it signals, read after the wait.
    var value = 0
}
let total = Total()
let done = DispatchSemaphore(value: 0)
let firstCall = arguments.contains("--first-call")
let keep = arguments.contains("--keep")
Task.detached {
    total.value = await measure(row, iterations: iterations, firstCall: firstCall, keep: keep)
    done.signal()
}
done.wait()
print("\(name): \(iterations) call\(iterations == 1 ? "" : "s"), result \(total.value)")
