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
func measured(_ prepared: Prepared, _ iterations: Int) -> Int {
    var total = 0
    for _ in 0..<iterations { total &+= prepared.run() }
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

let prepared: Prepared
do {
    prepared = try row.prepare()
} catch {
    fail("\(name): \(error)", status: 1)
}

if arguments.contains("--command") {
    // One argument per line, the program first; the files stay for the caller, which removes
    // the folder named on the last line.
    guard let command = prepared.command else { fail("\(name) is not a whole-process row") }
    for argument in command { print(argument) }
    exit(0)
}

/// Runs the row's check; a failed check ends the program.
func check(_ prepared: Prepared) {
    do {
        try prepared.check()
    } catch {
        prepared.cleanup()
        fail("\(name): \(error)", status: 1)
    }
}

// The check runs the operation, so it comes after the measurement when the first call is measured.
let firstCall = arguments.contains("--first-call")
if !firstCall {
    check(prepared)
    _ = prepared.run()
}
let total = measured(prepared, iterations)
if firstCall { check(prepared) }
if !arguments.contains("--keep") { prepared.cleanup() }
print("\(name): \(iterations) call\(iterations == 1 ? "" : "s"), result \(total)")
