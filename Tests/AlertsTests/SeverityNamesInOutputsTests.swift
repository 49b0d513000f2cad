import Alerts
import StringTables
import Testing

/// The severities have no raw values: the JSON, lint and diagnostic outputs write their names from
/// `name`, which must be the case names a user reads in `"\(severity)"` — written out, because
/// printing an enum needs reflection metadata, which a build with `-disable-reflection-metadata`
/// leaves out (it then prints `AlertSeverity(rawValue: 2)`).
struct SeverityNamesInOutputsTests {
    @Test func anAlertSeverityIsNamedAsItsCase() {
        #expect(AlertSeverity.allCases.map(\.name) == ["note", "warning", "error", "critical"])
        for severity in AlertSeverity.allCases { #expect(severity.name == "\(severity)") }
        #expect(AlertSeverity.allCases.sorted() == [.note, .warning, .error, .critical])
    }

    @Test func aDiagnosticSeverityIsNamedAsItsCase() {
        let severities: [LocalizationDiagnostic.Severity] = [.note, .warning, .error]
        #expect(severities.map(\.name) == ["note", "warning", "error"])
        for severity in severities { #expect(severity.name == "\(severity)") }
        #expect(severities.sorted(by: >) == [.error, .warning, .note])
    }

    @Test func aResolvedAlertsJSONNamesItsSeverity() throws {
        let content = ErrorContent(title: AlertText(verbatim: "Disk full."), severity: .critical)
        let alert = content.alert().resolved(localizer: Localizer(sources: []), languages: ["en"])
        var json = JSONWriter()
        json.object { alert.writeJSONMembers(to: &$0) }
        #expect(json.output.hasPrefix(#"{"severity":"critical","#))
    }
}
