import FrontSupport
import StringTables
import Testing

/// A label quoted inside a note: its own quotation marks of the note's kind become the inner
/// marks of the note's language; apostrophes, lone marks and marks of another kind stay.
struct NestedQuotesTests {
    func note(_ format: String, _ language: LanguageTag, _ label: String) -> String {
        NestedQuotes.quoting(label) { LocalizedString(value: format.replacing("%@", with: $0), language: language) }
    }

    @Test func eachLanguageNestsWithItsOwnInnerMarks() {
        #expect(note("確認せずに「%@」を選択しました。", "ja", "「下書き」を削除") == "確認せずに「『下書き』を削除」を選択しました。")
        #expect(note("已選擇「%@」。", "zh-Hant", "「草稿」") == "已選擇「『草稿』」。")
        #expect(note("Chose “%@”.", "en", "Delete “a.txt”") == "Chose “Delete ‘a.txt’”.")
        #expect(note("已选择“%@”。", "zh-Hans", "删除“草稿”") == "已选择“删除‘草稿’”。")
        #expect(note("„%@“ wurde gewählt.", "de", "„a.txt“ löschen") == "„‚a.txt‘ löschen“ wurde gewählt.")
        #expect(note("Выбрано «%@».", "ru", "Удалить «a.txt»") == "Выбрано «Удалить „a.txt“».")
        #expect(note("« %@ » a été choisi.", "fr", "Supprimer « a.txt »") == "« Supprimer “ a.txt ” » a été choisi.")
        #expect(note("‘%@’ 버튼을 선택했습니다.", "ko", "‘초안’ 삭제") == "‘“초안” 삭제’ 버튼을 선택했습니다.")
    }

    @Test func apostrophesLoneMarksAndOtherKindsStay() {
        #expect(note("Chose “%@”.", "en", "Don’t Save") == "Chose “Don’t Save”.")
        #expect(note("Chose “%@”.", "en", "5” disk") == "Chose “5” disk”.")
        #expect(note("„%@“ wurde gewählt.", "de", "Delete “a.txt”") == "„Delete “a.txt”“ wurde gewählt.")
        #expect(note("確認せずに「%@」を選択しました。", "ja", "「開く") == "確認せずに「「開く」を選択しました。")
        #expect(note("No quotes: %@.", "en", "“x”") == "No quotes: “x”.")
    }

    @Test func theLabelGoesInEveryPlaceTheNoteHasItAndOnlyThere() {
        #expect(note("“%@” or “%@”?", "en", "“a”") == "“‘a’” or “‘a’”?")
        #expect(note("Nothing.", "en", "“a”") == "Nothing.")
        // A label that holds the stand-in character itself is put in as it is.
        #expect(note("Chose “%@”.", "en", "\u{F8FD}“a”") == "Chose “\u{F8FD}“a””.")
    }
}
