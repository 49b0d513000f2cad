import Alerts
import FrontSupport
import TestSupport
import Testing

@testable import AlertsTerminal

/// A Japanese alert whose labels hold quotation marks of their own, in the dialog and the line
/// prompt: the record nests a label's 「」 as 『』 inside its own 「」, and no line of the box, the
/// record or the prompt ends with an opening bracket or starts with closing punctuation or a small
/// kana (UAX #14, as Japanese line breaking has it), at any width.
struct JapaneseQuotesAndLineBreakingTests {
    static let environment = ["LANG": "ja_JP.UTF-8"]

    /// “Delete the draft?”, with a destructive button and a cancel button whose labels quote.
    static let alert = ResolvedAlert(
        title: "「下書き」を削除しますか？",
        message: "ファイル「レポート『第1版』」はゴミ箱に入らず、すぐに削除されます。ちょっと待って、ショップの「ジャケット」も確認してください。",
        buttons: [ResolvedButton("「下書き」を削除", role: .destructive), ResolvedButton("「下書き」に戻る", role: .cancel)],
        language: "ja")

    func front(_ languages: [LanguageTag] = ["ja"], environment: [String: String] = environment) -> TerminalFront {
        TerminalFront(
            languages: languages, sources: [], options: .init(), environment: environment,
            devices: .init(terminalPath: nil, watchesInterrupts: false))
    }

    @Test func theRecordNestsALabelsQuotesInItsOwn() {
        let front = front()
        #expect(front.record(of: .chosen(1), Self.alert, ["ja"]) == "「『下書き』に戻る」を選択しました。")
        #expect(
            front.record(of: .unanswered(automaticChoice: 1), Self.alert, ["ja"])
                == "時間内に応答がありませんでした。確認せずに「『下書き』に戻る」を選択しました。")
        let english = ResolvedAlert(
            title: "Delete?", buttons: [ResolvedButton("Delete “a.txt”", role: .destructive)], language: "en")
        #expect(self.front(["en"]).record(of: .chosen(0), english, ["en"]) == "Chose “Delete ‘a.txt’”.")
        // A label with an apostrophe and no quotation keeps it.
        let apostrophe = ResolvedAlert(title: "Quit?", buttons: [ResolvedButton("Don’t Save")], language: "en")
        #expect(self.front(["en"]).record(of: .chosen(0), apostrophe, ["en"]) == "Chose “Don’t Save”.")
    }

    @Test func noLineOfTheBoxOrItsRecordBreaksJapaneseLineBreaking() {
        let front = front()
        let screen = DialogScreen(alert: Self.alert, keyHints: nil, unicode: true, color: false)
        let record = try! #require(front.record(of: .chosen(1), Self.alert, ["ja"]))
        for columns in 24...60 {
            let lines = screen.lines(focus: 1, columns: columns) + screen.recordLines(record, columns: columns)
            #expect(JapaneseLineBreaking.violations(in: lines) == [], "at \(columns) columns")
        }
    }

    @Test func noLineOfTheLinePromptBreaksJapaneseLineBreaking() async {
        for columns in 20...60 {
            let input = Pipe()
            let output = Pipe()
            input.send("2\n")
            input.closeWriting()
            let front = TerminalFront(
                languages: ["ja"], sources: [], options: .init(),
                environment: Self.environment.merging(["COLUMNS": "\(columns)"]) { $1 },
                devices: .init(
                    input: input.readEnd, output: output.writeEnd, terminalPath: nil, watchesInterrupts: false))
            #expect(await front.present(Self.alert) == .chosen(1))
            output.closeWriting()
            let lines = output.readAll().split(separator: "\n").map(String.init)
            if columns >= 30 {  // narrower, a label itself is cut
                #expect(lines.contains { $0.contains("2) 「下書き」に戻る") }, "the labels are listed: \(lines)")
            }
            #expect(JapaneseLineBreaking.violations(in: lines) == [], "at \(columns) columns: \(lines)")
        }
    }
}
