import Alerts
import Testing

/// `AlertText` builds keys and arguments the way `LocalizedStringKey` does, and compares by structure.
struct AlertTextTests {
    @Test func aStringInterpolationBecomesAPercentAtSign() {
        let name = "notes.txt"
        let text: AlertText = "Delete \(name)"
        #expect(text.key?.key == "Delete %@")
        #expect(text.key?.arguments == [.string("notes.txt")])
    }

    @Test func numbersGetTheSpecifiersSwiftUIUses() {
        let int = 3
        let double = 2.5
        let key: AlertText.Key =
            "\(int) \(Int64(4)) \(Int32(5)) \(Int16(6)) \(Int8(7)) \(UInt(8)) \(UInt64(9)) \(UInt32(10)) \(UInt16(11)) \(UInt8(12)) \(double) \(Float(1.5))"
        #expect(key.key == "%lld %lld %d %hd %hhd %llu %llu %u %hu %hhu %lf %f")
        #expect(
            key.arguments == [
                .int(3), .int(4), .int(5), .int(6), .int(7), .uint(8), .uint(9), .uint(10), .uint(11), .uint(12),
                .double(2.5), .double(1.5),
            ])
    }

    @Test func anExplicitSpecifierIsKept() {
        let key: AlertText.Key = "\(0.5, specifier: "%.1f") of \(7, specifier: "%03lld")"
        #expect(key.key == "%.1f of %03lld")
        #expect(key.arguments == [.double(0.5), .int(7)])
    }

    @Test func aPercentSignIsDoubledOnlyInInterpolatedKeys() {
        let percent = 40
        let interpolated: AlertText = "\(percent)% done"
        let plain: AlertText = "100% done"
        #expect(interpolated.key?.key == "%lld%% done")
        #expect(plain.key?.key == "100% done")
        #expect(interpolated.resolved(localizer: .init(sources: []), languages: ["en"]).value == "40% done")
        #expect(plain.resolved(localizer: .init(sources: []), languages: ["en"]).value == "100% done")
    }

    @Test func anInterpolatedAlertTextIsAnArgumentResolvedInTheSameLanguage() {
        let inner: AlertText = "Retry"
        let text: AlertText = "Press \(inner)"
        #expect(text.key?.key == "Press %@")
        #expect(text.key?.arguments == [.text("Retry")])
    }

    @Test func aLiteralIsAKeyAndAStringValueIsVerbatimAsInSwiftUI() {
        let title = "Save failed."
        #expect(AlertText("Save failed.").key?.key == "Save failed.")
        #expect(AlertText(title).verbatim == "Save failed.")
        #expect(AlertText(title.dropLast()).verbatim == "Save failed")
        #expect(AlertText(verbatim: "Save failed.").key == nil)
        #expect(AlertText(AlertText.Key(title)).key?.key == "Save failed.")
    }

    @Test func anExplicitKeyCarriesItsTableCommentAndDefaultValue() {
        let text = AlertText(
            "save.failed", table: "Errors", comment: "Title after a failed save", defaultValue: "Save failed.")
        #expect(text.key?.key == "save.failed")
        #expect(text.table == "Errors")
        #expect(text.comment == "Title after a failed save")
        #expect(text.resolved(localizer: .init(sources: []), languages: ["en"]).value == "Save failed.")
    }

    @Test func equalityIsStructuralAndIgnoresTheComment() {
        let name = "a"
        #expect(AlertText("Delete \(name)") == AlertText("Delete \(name)"))
        #expect(AlertText("Delete \(name)") != AlertText("Delete \("b")"))
        #expect(AlertText("x", comment: "one") == AlertText("x", comment: "two"))
        #expect(AlertText("x", table: "A") != AlertText("x", table: "B"))
        #expect(AlertText("x", defaultValue: "X") != AlertText("x"))
        #expect(AlertText("x") != AlertText(verbatim: "x"))
        #expect(AlertText("x", comment: "one").hashValue == AlertText("x", comment: "two").hashValue)
        #expect(Set<AlertText>(["a", "a", AlertText(verbatim: "a")]).count == 2)
    }

    @Test func textsWithNaNArgumentsBuiltTheSameWayAreEqual() {
        let nan = Double.nan
        #expect(AlertText("v \(nan)") == AlertText("v \(nan)"))
        #expect(Set([AlertText("v \(nan)"), AlertText("v \(nan)")]).count == 1)
        #expect(AlertText("v \(0.0)").hashValue == AlertText("v \(-0.0)").hashValue)
    }

    @Test func linesJoinedInStepsEqualLinesJoinedAtOnce() {
        let stepwise = AlertText(lines: ["a", AlertText(lines: ["b", "c"])])
        #expect(stepwise == AlertText(lines: ["a", "b", "c"]))
        #expect(AlertText(lines: []) == AlertText(verbatim: ""))
        #expect(AlertText(lines: ["only"]) == "only")
    }

    @Test func descriptionsReadWell() {
        let name = "notes \"draft\".txt"
        #expect(AlertText("Delete \(name)").description == #""Delete %@" ["notes \"draft\".txt"]"#)
        #expect(AlertText("title", table: "Errors").description == #""title" in Errors"#)
        #expect(AlertText(verbatim: "line\none").description == #"verbatim "line\none""#)
    }

    /// A key keeps its values as formatting takes them and its `AlertText` arguments apart: built
    /// from a list of arguments or from an interpolation, it is the same key, and gives back the
    /// arguments it was given.
    @Test func aKeyBuiltFromArgumentsEqualsTheSameKeyInterpolated() {
        let inner: AlertText = "Retry"
        let name = "a%b"
        let interpolated: AlertText.Key = "\(inner) \(name) \(-3) \(UInt64.max) \(0.5) \(AlertText(verbatim: "v"))"
        let arguments: [AlertText.Argument] = [
            .text("Retry"), .string("a%b"), .int(-3), .uint(.max), .double(0.5), .text(AlertText(verbatim: "v")),
        ]
        let listed = AlertText.Key("%@ %@ %lld %llu %lf %@", mixing: arguments)
        #expect(interpolated.key == listed.key)
        #expect(interpolated.arguments == arguments && listed.arguments == arguments)
        #expect(interpolated == listed && interpolated.hashValue == listed.hashValue)
        // A text argument is not the empty text it holds the place of, nor another text.
        #expect(AlertText.Key("%@", mixing: [.text("")]) != AlertText.Key("%@", arguments: [.string("")]))
        #expect(AlertText.Key("%@", mixing: [.text("a")]) != AlertText.Key("%@", mixing: [.text("b")]))
        #expect(
            AlertText.Key("%@", arguments: [.string("a")]) != AlertText.Key("%@", arguments: [.string("a"), .int(1)]))
        #expect(AlertText.Key("%lf", arguments: [.double(-0.0)]) == AlertText.Key("%lf", arguments: [.double(0.0)]))
        #expect(
            AlertText.Key("%lf", arguments: [.double(-0.0)]).hashValue
                == AlertText.Key("%lf", arguments: [.double(0.0)]).hashValue)
    }

    /// Texts inside a text are resolved in its languages, each in its place, their diagnostics
    /// first, in order.
    @Test func textsInsideATextAreResolvedInPlaceInTheSameLanguages() {
        let tables = InMemoryStringTables([
            "Localizable": [
                "de": ["%@ or %@ for %@": "%3$@: %2$@ oder %1$@"],
                "en": ["Later": "Later", "Never": "Never"],
            ]
        ])
        let text: AlertText = "\(AlertText("Never")) or \(AlertText("Later")) for \("100%")"
        let resolved = text.resolved(localizer: Localizer(sources: [tables]), languages: ["de"])
        #expect(resolved.value == "100%: Later oder Never")
        let messages = resolved.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.first?.contains("'Never'") == true && messages.last?.contains("'Later'") == true, "\(messages)")
    }
}
