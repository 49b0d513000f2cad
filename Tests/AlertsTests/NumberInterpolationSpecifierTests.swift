import Alerts
import Foundation
import Testing

/// Numbers of every width interpolated into a key, with and without an explicit specifier, are
/// formatted as `LocalizedStringKey` formats them.
struct NumberInterpolationSpecifierTests {
    func shown(_ text: AlertText) -> String {
        text.resolved(localizer: Localizer(sources: []), languages: ["en"]).value
    }

    @Test func smallAndLargeIntegersFormatAtTheirWidth() {
        #expect(shown("\(Int8.min) \(UInt8.max)") == "-128 255")
        #expect(shown("\(Int16.min) \(UInt16.max)") == "-32768 65535")
        #expect(shown("\(Int32.min) \(UInt32.max)") == "-2147483648 4294967295")
        #expect(shown("\(Int64.min) \(UInt64.max)") == "-9223372036854775808 18446744073709551615")
    }

    @Test func anExplicitSpecifierFormatsIntegersOfEveryWidth() {
        #expect(shown("\(UInt64.max, specifier: "%llu")") == "18446744073709551615")
        #expect(shown("\(Int8(-5), specifier: "%03d")") == "-05")
        #expect(shown("\(UInt8(7), specifier: "%02x")") == "07")
    }

    @Test func floatingPointTypesFormatWithTheirSpecifiers() {
        let float: Float = 1.5
        let cg = CGFloat(2.25)
        #expect(shown("\(float)") == "1.500000")
        #expect(shown("\(cg)") == "2.250000")
        #expect(shown("\(float, specifier: "%.2f")") == "1.50")
        #expect(shown("\(cg, specifier: "%.1f")") == "2.2" || shown("\(cg, specifier: "%.1f")") == "2.3")
        #expect(shown("\(Double.nan, specifier: "%.2f")") == "nan")
        #expect(shown("\(-Double.infinity)") == "-inf")
    }

    /// A specifier that does not fit the value never crashes and never shows a garbage number.
    @Test func aSpecifierThatDoesNotFitTheValueShowsTheKey() {
        let count = 3
        let text: AlertText = "\(count, specifier: "%.2f") left"
        #expect(shown(text) == "%.2f left")
        let both: AlertText = "\(2.5, specifier: "%lld")"
        #expect(shown(both) == "%lld")
    }
}

/// Texts that compare equal show the same: equality stands for "shows the same in every language".
struct EqualTextsShowTheSameTests {
    @Test func negativeZeroAndZeroAreEqualOnlyIfTheyShowTheSame() {
        let negative: AlertText = "\(-0.0) °C"
        let positive: AlertText = "\(0.0) °C"
        let localizer = Localizer(sources: [])
        let shownNegative = negative.resolved(localizer: localizer, languages: ["en"]).value
        let shownPositive = positive.resolved(localizer: localizer, languages: ["en"]).value
        // `AlertText.Argument` deliberately makes `-0.0` equal `0.0` (as `Double` does), yet
        // `%lf` shows them as "-0.000000" and "0.000000": a test asserting an alert's text by
        // equality passes for a text the user sees differently.
        withKnownIssue("-0.0 and 0.0 arguments are equal but are formatted differently") {
            #expect((negative == positive) == (shownNegative == shownPositive))
        }
    }
}
