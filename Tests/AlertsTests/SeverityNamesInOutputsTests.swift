import Alerts
import StringTables
import Testing

/// The JSON, lint and diagnostic outputs write a severity by its raw value, which is its case's
/// name — the name a user reads in `"\(severity)"` and parses back with `init(rawValue:)` — and is
/// written out, where printing an enum needs reflection metadata that a build with
/// `-disable-reflection-metadata` leaves out.
struct SeverityNamesInOutputsTests {
    @Test func anAlertSeverityIsNamedAsItsCase() {
        #expect(AlertSeverity.allCases.map(\.rawValue) == ["note", "warning", "error", "critical"])
        for severity in AlertSeverity.allCases { #expect(severity.rawValue == "\(severity)") }
        #expect(AlertSeverity.allCases.sorted() == [.note, .warning, .error, .critical])
        #expect(AlertSeverity.allCases.allSatisfy { AlertSeverity(rawValue: $0.rawValue) == $0 })
    }

    @Test func aDiagnosticSeverityIsNamedAsItsCase() {
        let severities: [LocalizationDiagnostic.Severity] = [.note, .warning, .error]
        #expect(severities.map(\.rawValue) == ["note", "warning", "error"])
        for severity in severities { #expect(severity.rawValue == "\(severity)") }
        #expect(severities.sorted(by: >) == [.error, .warning, .note])
    }

    @Test func aResolvedAlertsJSONNamesItsSeverity() throws {
        var content = ErrorContent(title: AlertText(verbatim: "Disk full."))
        content.severity = .critical
        let alert = content.alert().resolved(localizer: Localizer(sources: []), languages: ["en"])
        var json = JSONWriter()
        json.object { alert.writeJSONMembers(to: &$0) }
        #expect(json.output.hasPrefix(#"{"severity":"critical","#))
    }
}
