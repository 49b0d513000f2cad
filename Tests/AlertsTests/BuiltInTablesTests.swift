import Foundation
import StringTables
import Testing

/// The package's own tables in `Localization/`.
@Suite struct BuiltInTablesLintTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localization")

    @Test func theTablesAreCleanForTheLinter() {
        let report = TableLinter(paths: [Self.folder], sourceLanguage: "en").lint()
        #expect(report.filesRead >= 2)
        #expect(report.unreadablePaths.isEmpty)
        #expect(report.diagnostics.map(\.description) == [])
    }
}
