import Foundation
import Testing

/// The examples keep their errors in files of their own, as a domain module would: those files
/// import the core and no front, and every front value the errors need is given where the front
/// is made.
struct DomainErrorsImportNoFrontTests {
    static let errorFiles = [
        "Examples/HummingbirdServer/Sources/HummingbirdServer/BookshopErrors.swift",
        "Examples/ArgumentParserTool/Sources/BackupTool/BackupErrors.swift",
    ]
    static let fronts = ["AlertsCLI", "AlertsConsole", "AlertsHTTP", "AlertsTerminal"]

    @Test(arguments: errorFiles) func theExamplesErrorsImportNoFront(path: String) throws {
        let text = try String(contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
        let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
        #expect(imports.contains("Alerts"))
        for module in imports { #expect(!Self.fronts.contains(String(module)), "\(path) imports \(module)") }
        // Help links, a problem type and field errors are the core's (an error declares them); a
        // status, an exit status, an action's link are a front's.
        for word in ["FrontOverride", "ExitStatus", "HTTPStatus", "ActionLink"] {
            #expect(!text.contains(word), "\(path) names \(word)")
        }
    }
}
