import Foundation
import StringTables

// Reads the same generated 5 MB `.strings` file into a table with StringTables (through
// StringTableDirectory, the path every lookup takes) and with Foundation's
// PropertyListSerialization, in one run, and prints the throughput of each and their ratio.

/// A table like real ones (see ../shared/corpus): keys are English source text, mostly ASCII
/// with the odd typographic quote or ellipsis; values are translations in several scripts, with
/// format specifiers, some escapes and some comments.
func generatedTable(bytes target: Int) -> [UInt8] {
    var text = "/* Generated for the parsing benchmark. */\n\n"
    var index = 0
    let english = ["Save", "the document", "failed", "Retry", "Delete", "Open Recent", "Cancel", "items"]
    let translated = [
        "später erneut versuchen", "保存に失敗しました", "فشل الحفظ", "Не удалось сохранить файл", "réessayer", "儲存失敗",
    ]
    while text.utf8.count < target {
        let a = english[index % english.count]
        let b = english[(index / 7) % english.count]
        let value = translated[index % translated.count]
        if index % 5 == 0 { text += "/* Shown when \(a) meets \(b) (#\(index)). */\n" }
        let key = index % 20 == 0 ? "\(a) “%@” \(b)… #\(index)" : "\(a) %@ \(b) #\(index)"
        if index % 9 == 0 {
            text += "\"\(key)\" = \"\(value) \\\"%@\\\" \\n\\U00E9 %lld\";\n"
        } else {
            text += "\"\(key)\" = \"\(value) %1$@ — %2$lld\";\n"
        }
        index += 1
    }
    return Array(text.utf8)
}

/// Wall-clock seconds of one call. With `timingTheFree`, dropping the result is inside the
/// clock; otherwise the result is kept until the clock has stopped.
func time(timingTheFree: Bool, _ body: () -> (count: Int, result: Any)) -> (seconds: Double, count: Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    var outcome: (count: Int, result: Any)? = body()
    let count = outcome?.count ?? -1
    if timingTheFree { outcome = nil }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    withExtendedLifetime(outcome) {}
    return (seconds, count)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let bytes = generatedTable(bytes: 5 * 1024 * 1024)
let megabytes = Double(bytes.count) / 1_048_576
let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 7

// The file, in a folder laid out as apps lay out theirs: <root>/en.lproj/Benchmark.strings.
let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-benchmark-\(getpid())")
let file = root.appendingPathComponent("en.lproj/Benchmark.strings")
do {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
} catch {
    print("Cannot write the table to \(file.path): \(error)")
    exit(1)
}

/// Our side: a fresh directory (so nothing is cached) reads and parses the table.
func readWithStringTables() -> StringTable? {
    StringTableDirectory(path: root.path).table(named: "Benchmark", language: "en")
}

if CommandLine.arguments.contains("--profile-stringtables") {
    // For profilers: our side alone, `runs` times.
    var total = 0
    for _ in 0..<runs { total += readWithStringTables()?.entries.count ?? 0 }
    print(total)
    try? FileManager.default.removeItem(at: root)
    exit(0)
}

// Both sides read the file and end with a dictionary of the table.
func parseWithStringTables() -> (count: Int, result: Any) {
    let table = readWithStringTables()
    return (table?.entries.count ?? -1, table as Any)
}

func parseWithFoundation() -> (count: Int, result: Any) {
    let data = try? Data(contentsOf: file)
    let table = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: String]
    return (table?.count ?? -1, table as Any)
}

func row(_ name: String, _ seconds: Double) -> String {
    "  " + name.padding(toLength: 28, withPad: " ", startingAt: 0)
        + String(format: "%8.1f ms %9.1f MB/s", seconds * 1000, megabytes / seconds)
}

print("A generated \(String(format: "%.1f", megabytes)) MB .strings file, median of \(runs) runs of each.")
print(
    "StringTables: read, parse, positions, duplicate check, [String: TableValue]. Foundation: read, parse, bridge to [String: String]."
)
// The two sides take turns, so a slow spell of the machine hits both alike; each pair gives a
// ratio, and the median ratio is reported.
for timingTheFree in [false, true] {
    _ = (parseWithStringTables(), parseWithFoundation())  // warm up
    var ours: [Double] = []
    var foundation: [Double] = []
    for _ in 0..<runs {
        let a = time(timingTheFree: timingTheFree, parseWithStringTables)
        let b = time(timingTheFree: timingTheFree, parseWithFoundation)
        guard a.count == b.count else {
            print("The parsers disagree: StringTables read \(a.count) entries, Foundation \(b.count).")
            exit(1)
        }
        ours.append(a.seconds)
        foundation.append(b.seconds)
    }
    let ratios = zip(foundation, ours).map { $0 / $1 }
    print(timingTheFree ? "Parsing, then freeing the result:" : "Parsing (each result is freed after its clock stops):")
    print(row("StringTableDirectory", median(ours)))
    print(row("PropertyListSerialization", median(foundation)))
    print(
        String(
            format: "  StringTables is %.1f× faster (median of the pairs; lowest %.1f×, highest %.1f×).",
            median(ratios), ratios.min() ?? 0, ratios.max() ?? 0))
    if CommandLine.arguments.contains("--all") {
        print("  StringTables runs (ms):", ours.map { String(format: "%.1f", $0 * 1000) }.joined(separator: " "))
        print("  Foundation runs (ms):  ", foundation.map { String(format: "%.1f", $0 * 1000) }.joined(separator: " "))
    }
}
try? FileManager.default.removeItem(at: root)
