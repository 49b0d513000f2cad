import Foundation
import StringTables

/// Rows 8 and 9: a 5 MB `.strings` table (``StringsGenerator/large(bytes:)``) in
/// `<folder>/en.lproj/Benchmark.strings`, and one lookup in it, from nothing.
public enum StringsRows {
    public static let rows: [Row] = [load, loadBaseline, process, processBaseline]

    static let megabytes = 5

    /// Writes the table into a new folder.
    static func write(_ name: String) throws -> (folder: TemporaryFolder, file: URL, table: StringsGenerator.Table) {
        let folder = try TemporaryFolder(name)
        let table = StringsGenerator.large(bytes: megabytes << 20)
        let file = try folder.write(table.bytes, to: "en.lproj/Benchmark.strings")
        return (folder, file, table)
    }

    // MARK: Row 8: in the process

    /// A fresh `StringTableDirectory` and `Localizer`, and one lookup: what a program does for
    /// the first text it shows.
    static let load = Row("strings.5MB.load-and-lookup", .cold) {
        let (folder, _, table) = try write("strings.5MB.load-and-lookup")
        let english: [LanguageTag] = ["en"]
        let run = {
            Localizer(sources: [StringTableDirectory(path: folder.path)]).localize(
                table.key, table: "Benchmark", languages: english
            ).value
        }
        return Prepared(
            run: { run().utf8.count },
            check: {
                let found = run()
                guard found == table.value else {
                    throw RowError(
                        "strings.5MB.load-and-lookup found \(found.debugDescription), not \(table.value.debugDescription)"
                    )
                }
            }, cleanup: folder.remove)
    }

    /// `Data(contentsOf:)`, `PropertyListSerialization` and the lookup.
    static let loadBaseline = Row("strings.5MB.load-and-lookup.baseline", .cold) {
        let (folder, file, table) = try write("strings.5MB.load-and-lookup.baseline")
        let run = {
            let data = try? Data(contentsOf: file)
            let strings =
                data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: String]
            return strings?[table.key] ?? ""
        }
        return Prepared(
            run: { run().utf8.count },
            check: {
                let found = run()
                guard found == table.value else {
                    throw RowError("Foundation found \(found.debugDescription), not \(table.value.debugDescription)")
                }
            }, cleanup: folder.remove)
    }

    // MARK: Row 9: a whole process

    /// `alerts lookup KEY --tables FOLDER --table Benchmark --lang en`, started and waited for;
    /// its output goes to /dev/null. ``Prepared/run`` returns the child's CPU time in µs.
    static let process = Row("process.alerts-lookup.5MB", .process) {
        let binary = try Locations.alertsBinary()
        let (folder, _, table) = try write("process.alerts-lookup.5MB")
        let arguments = ["lookup", table.key, "--tables", folder.path, "--table", "Benchmark", "--lang", "en"]
        return ChildProcess.prepare(binary, arguments, expecting: table.value, folder: folder)
    }

    /// `FoundationLookup FILE KEY`: a Swift program that reads the table with
    /// `PropertyListSerialization` and prints the value.
    static let processBaseline = Row("process.alerts-lookup.5MB.baseline", .process) {
        let binary = try Locations.foundationLookupBinary()
        let (folder, file, table) = try write("process.alerts-lookup.5MB.baseline")
        return ChildProcess.prepare(binary, [file.path, table.key], expecting: table.value, folder: folder)
    }
}
