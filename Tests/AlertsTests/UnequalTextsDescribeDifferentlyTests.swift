import Alerts
import Testing

/// `AlertText.description` is what a failed `#expect(a == b)` prints: two texts that are not equal
/// must not print the same, or the failure reads `"x" != "x"`.
struct UnequalTextsDescribeDifferentlyTests {
    @Test func textsThatDifferOnlyInTheirDefaultValueDescribeDifferently() {
        let a = AlertText("save.failed", defaultValue: "Couldn’t save.")
        let b = AlertText("save.failed", defaultValue: "Saving failed.")
        #expect(a != b)
        #expect(a.description != b.description)
        #expect(a.description != AlertText("save.failed").description)
    }

    @Test func aTextArgumentDescribesDifferentlyFromAStringArgument() {
        let file = "file"
        let nested: AlertText = "Delete \(AlertText("file"))"
        let plain: AlertText = "Delete \(file)"
        #expect(nested != plain)
        #expect(nested.description != plain.description)
    }

    @Test func aMessageOfOneLineKeepsItsTranslatorComment() {
        let alert = Alert<AlertAction>("Title") {
            AlertButton("OK")
        } message: {
            AlertText("body", comment: "Shown under the title")
        }
        #expect(alert.message == AlertText("body"))
        #expect(alert.message?.comment == "Shown under the title")
    }
}
