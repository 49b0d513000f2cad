import Alerts
import StringTables
import Testing

@testable import AlertsCLI

/// The command line's report names the error's code, labelled in the report's language.
struct ErrorCodeReportTests {
    @Test(arguments: [("en", "code: E28"), ("de", "Code: E28"), ("ja", "コード：E28")])
    func theReportHasTheCode(language: LanguageTag, line: String) {
        let alert = ResolvedAlert(title: "Save failed.", buttons: [], error: ErrorContent(title: "", errorCode: "E28"))
        let labels = CLIReport.Labels(localizer: Localizer(sources: []), languages: [language])
        let text = CLIReport(alert: alert, labels: labels, verbose: false).text(width: 80, color: false, unicode: true)
        #expect(text.contains(line), "\(text)")
    }
}
