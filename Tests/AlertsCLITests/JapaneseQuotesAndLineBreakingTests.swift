import Alerts
import TestSupport
import Testing

@testable import AlertsCLI

/// A Japanese alert whose labels hold quotation marks of their own, reported on the command line:
/// the choice notes nest a label's 「」 as 『』 inside their own 「」, and no line of the report ends
/// with an opening bracket or starts with closing punctuation or a small kana (UAX #14, as
/// Japanese line breaking has it), at any width.
struct JapaneseQuotesAndLineBreakingTests {
    /// “Delete the draft?”, with a destructive button and a cancel button whose labels quote.
    static let alert = ResolvedAlert(
        title: "「下書き」を削除しますか？",
        message: "ファイル「レポート『第1版』」はゴミ箱に入らず、すぐに削除されます。ちょっと待って、ショップの「ジャケット」も確認してください。",
        buttons: [ResolvedButton("「下書き」を削除", role: .destructive), ResolvedButton("「下書き」に戻る", role: .cancel)],
        language: "ja")

    func report(columns: Int = 80, choice: String? = nil) async -> String {
        let output = Output()
        let front = CLIFront(
            languages: ["ja"], options: .init(choice: choice, choiceOptionName: "--choose"),
            environment: ["LANG": "ja_JP.UTF-8", "COLUMNS": "\(columns)"], write: output.write)
        _ = await front.present(Self.alert)
        return output.all
    }

    @Test func theNotesNestALabelsQuotesInTheirOwn() async {
        let chosen = await report(columns: 200)
        #expect(chosen.contains("確認せずに「『下書き』に戻る」を選択しました。"), "\(chosen)")
        let unmatched = await report(columns: 200, choice: "「保存」")
        #expect(unmatched.contains("「『保存』」に一致するボタンはありません。"), "\(unmatched)")
    }

    @Test func noLineOfTheReportBreaksJapaneseLineBreaking() async {
        for columns in 20...60 {
            for choice in [nil, "「保存」"] {
                let lines = await report(columns: columns, choice: choice).split(separator: "\n").map(String.init)
                #expect(JapaneseLineBreaking.violations(in: lines) == [], "at \(columns) columns: \(lines)")
            }
        }
    }
}
