import Foundation
import StringTables

// `StringTablesCompiler`: the tool of the StringTablesPlugin. It compiles a target's string
// tables into one Swift file, prints every problem as compilers do (`path:line:column: warning:
// message` on standard error), and fails on errors, so a broken table fails the build.

let usage = """
    usage: StringTablesCompiler --output FILE --package-folder DIR --target-folder DIR [--settings FILE]
                                [--accessors FILE [--inside-alerts]] [--] [TABLE-FILE ...]

    Compiles the string tables among TABLE-FILEs (the .strings, .stringsdict and .xcstrings files
    under the target's folder) into FILE as `StringTableDirectory.module`, and checks their
    translations as `alerts lint` does: a translation lookups would replace or show wrongly is a
    warning. FILE given to --settings (StringTablesPlugin.settings) turns checks on or off and
    warnings into errors. With --accessors, FILE given there gets typed accessors for every
    table compiled in: static members of AlertText for Localizable (`AlertText.appTitle`), a
    namespace for any other (`AlertText.Errors.quotaFull(3)`); the file imports Alerts, unless
    --inside-alerts says it is compiled into Alerts itself, whose accessors are `package` (the
    package's fronts use them). Files are named relative to the
    package's folder. Exits 1 when there is an error, 64 on a usage error.
    """

/// The command line, read or refused.
struct Options {
    var output = ""
    var packageFolder = ""
    var targetFolder = ""
    var settings: [String] = []
    var accessors: String?
    var insideAlerts = false
    var files: [String] = []

    init(_ arguments: [String]) throws(UsageError) {
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--":
                files += arguments
                arguments = []
            case "--inside-alerts":
                insideAlerts = true
            case "--output", "--package-folder", "--target-folder", "--settings", "--accessors":
                guard let value = arguments.popFirst() else { throw UsageError("\(argument) needs a value") }
                if argument == "--settings" { settings.append(value) }
                if argument == "--accessors" { accessors = value }
                if argument == "--output" { output = value }
                if argument == "--package-folder" { packageFolder = value }
                if argument == "--target-folder" { targetFolder = value }
            case let option where option.hasPrefix("-"):
                throw UsageError("unknown option \(option)")
            default:
                files.append(argument)
            }
        }
        if output.isEmpty || packageFolder.isEmpty || targetFolder.isEmpty {
            throw UsageError("--output, --package-folder and --target-folder are required")
        }
    }

    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print(usage)
    exit(0)
}
let options: Options
do {
    options = try Options(arguments)
} catch {
    printError("StringTablesCompiler: error: \(error.message)\n\(usage)")
    exit(64)
}

var settings = BuildSettings()
let settingsNames = options.settings.map { PathNames(packageFolder: options.packageFolder).name(ofFile: $0) }
if settingsNames.count > 1 {
    printError(
        "\(settingsNames[1]):1:1: error: a target has one settings file, and \(settingsNames[0]) is another; keep one")
    exit(1)
}
if let path = options.settings.first, let name = settingsNames.first {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        printError("\(name):1:1: error: cannot read the settings as UTF-8 text")
        exit(1)
    }
    do {
        settings = try BuildSettings(text: text)
    } catch {
        printError("\(name):\(error.line):\(error.column): error: \(error.message)")
        exit(1)
    }
}

let compilation = TableCompilation(
    files: options.files, targetFolder: options.targetFolder, packageFolder: options.packageFolder,
    settings: settings)
let accessors = options.accessors.map { _ in
    Accessors(
        tables: compilation.sourceTables, comments: compilation.comments,
        placement: options.insideAlerts ? .insideAlerts : .importingAlerts)
}
// A note about keys without accessors can be ignored; a name collision cannot, as the target
// would not compile.
let accessorDiagnostics = (accessors?.diagnostics ?? []).filter { !settings.ignored.contains($0.id) }
let diagnostics = (compilation.diagnostics + accessorDiagnostics).sortedByLocation()
if !diagnostics.isEmpty {
    printError(diagnostics.map(\.oneLine).joined(separator: "\n"))
}
if diagnostics.contains(where: { $0.severity == .error }) { exit(1) }
var outputs = [(options.output, SwiftSource.file(embedding: compilation.files, root: compilation.root))]
if let path = options.accessors, let accessors { outputs.append((path, accessors.source)) }
for (path, text) in outputs {
    do {
        let output = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        printError("\(path): error: cannot write the generated Swift file: \(error.localizedDescription)")
        exit(1)
    }
}
