import Alerts
import TestSupport
import Testing

@testable import AlertsCLI

/// Issue 37, found by trying to break it: a help link's label is bounded like any item of a list
/// (3 lines), and only a web link is made a hyperlink, as the HTML front decides.
struct HelpLinkLabelAndSchemeTests {
    struct Linked: AlertableError {
        var links: [HelpLink]
        var title: AlertText? { AlertText(verbatim: "The quota is used up.") }
        var helpLinks: [HelpLink] { links }
    }

    func report(_ error: any Error, options: CLIFront.Options = .init()) async -> String {
        let output = Output()
        let front = CLIFront(
            languages: ["en"], options: options, environment: CLIFrontTests.plain, write: output.write)
        await front.report(error)
        return output.all
    }

    /// `CLIReport.itemBound` is 3 lines and 500 bytes, and the link's documentation says its label
    /// is bounded by it; a label of 480 bytes, under the byte bound, takes 9 rows of a 60-column report.
    @Test func aLinksLabelTakesAtMostThreeRows() async {
        let label = Array(repeating: "word", count: 96).joined(separator: " ")  // 479 bytes
        let text = await report(Linked(links: [HelpLink("https://example.com/q", label: AlertText(verbatim: label))]))
        let rows = text.split(separator: "\n").dropFirst()  // the title
        let labelRows = rows.filter { $0.contains("word") }
        #expect(labelRows.count <= 3, "\(text)")
    }

    /// The HTML front makes only `http`, `https` and same-server links into links ("a
    /// `javascript:` or `data:` URI is an absolute URI too, and is shown as its label only"); the
    /// command line makes any absolute URI a clickable OSC 8 hyperlink: `javascript:`, `file:`,
    /// a custom scheme that opens an app.
    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "vscode://file/etc/passwd"])
    func onlyAWebLinkIsAnOSC8Hyperlink(url: String) async {
        let coloured = await report(Linked(links: [HelpLink(url, label: "Read more")]), options: .init(color: .always))
        #expect(coloured.contains(url), "shown, as text")
        #expect(!coloured.contains("\u{1B}]8;;" + url), "\(coloured.debugDescription)")
    }
}
