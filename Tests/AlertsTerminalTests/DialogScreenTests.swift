import Alerts
import FrontSupport
import Testing

@testable import AlertsTerminal

/// A dialog screen for an alert with `message` (ending with `hint`, as resolution makes it).
func screen(
    _ title: String, message: String? = nil, hint: String? = nil, _ buttons: [ResolvedButton],
    unicode: Bool = true, color: Bool = false,
    keyHints: DialogScreen.KeyHints? = DialogScreen.KeyHints(move: "move", choose: "choose", close: "close")
) -> DialogScreen {
    let text = [message, hint].compactMap { $0 }.joined(separator: "\n")
    let alert = ResolvedAlert(title: title, message: text.isEmpty ? nil : text, hint: hint, buttons: buttons)
    return DialogScreen(alert: alert, keyHints: keyHints, unicode: unicode, color: color)
}

let retryCancel = [ResolvedButton("Retry", isDefault: true), ResolvedButton("Cancel", role: .cancel)]

struct DialogScreenTests {
    @Test func anEnglishAlertIsABoxWithTheFocusedButtonBracketedAndTheKeyHintsUnder() {
        let screen = screen(
            "Save failed.", message: "The disk is full.", hint: "Free up some space, then try again.", retryCancel)
        #expect(
            screen.lines(focus: 0, columns: 80).joined(separator: "\n") == """
                ┌─────────────────────────────────────┐
                │ Save failed.                        │
                │                                     │
                │ The disk is full.                   │
                │ Free up some space, then try again. │
                │                                     │
                │        [ Retry ]   Cancel           │
                └─────────────────────────────────────┘
                 ←/→ move · Enter choose · Esc close
                """)
        #expect(
            screen.lines(focus: 1, columns: 80, showsKeyHints: false).suffix(2).joined(separator: "\n") == """
                │          Retry   [ Cancel ]         │
                └─────────────────────────────────────┘
                """)
    }

    @Test func textWrapsInsideANarrowTerminalAndTheKeyHintsWrapBetweenHints() {
        let screen = screen(
            "Save failed.", message: "The disk is full.", hint: "Free up some space, then try again.", retryCancel)
        #expect(
            screen.lines(focus: 0, columns: 30).joined(separator: "\n") == """
                ┌───────────────────────────┐
                │ Save failed.              │
                │                           │
                │ The disk is full.         │
                │ Free up some space, then  │
                │ try again.                │
                │                           │
                │   [ Retry ]   Cancel      │
                └───────────────────────────┘
                 ←/→ move · Enter choose ·
                 Esc close
                """)
    }

    @Test func simplifiedChineseWrapsBetweenCharactersAndKeepsTheBorderAligned() {
        let screen = screen(
            "保存失败。", message: "磁盘已满。请释放一些空间，然后重试。",
            [ResolvedButton("重试", isDefault: true), ResolvedButton("取消", role: .cancel)],
            keyHints: DialogScreen.KeyHints(move: "移动", choose: "选择", close: "关闭"))
        #expect(
            screen.lines(focus: 0, columns: 24).joined(separator: "\n") == """
                ┌─────────────────────┐
                │ 保存失败。          │
                │                     │
                │ 磁盘已满。请释放一  │
                │ 些空间，然后重试。  │
                │                     │
                │  [ 重试 ]   取消    │
                └─────────────────────┘
                 ←/→ 移动 ·
                 Enter 选择 · Esc 关闭
                """)
    }

    @Test func japaneseNeverStartsALineWithClosingPunctuationAndButtonsTakeTwoRowsWhenNeeded() {
        let screen = screen(
            "保存できませんでした。", message: "ディスクがいっぱいです。空き容量を増やしてから、もう一度お試しください。",
            [ResolvedButton("再試行", isDefault: true), ResolvedButton("キャンセル", role: .cancel)])
        let lines = screen.lines(focus: 0, columns: 27, showsKeyHints: false)
        #expect(
            lines.joined(separator: "\n") == """
                ┌────────────────────────┐
                │ 保存できませんでした。 │
                │                        │
                │ ディスクがいっぱいで   │
                │ す。空き容量を増やして │
                │ から、もう一度お試しく │
                │ ださい。               │
                │                        │
                │       [ 再試行 ]       │
                │       キャンセル       │
                └────────────────────────┘
                """)
    }

    @Test func arabicIsMeasuredByCellsWithItsVowelMarksTakingNone() {
        // "فَشِلَ الحفظ." with harakat: 13 characters on screen, 3 of them marks of no width.
        let screen = screen(
            "فَشِلَ الحفظ.", message: "القرص ممتلئ.",
            [ResolvedButton("إعادة المحاولة", isDefault: true), ResolvedButton("إلغاء", role: .cancel)])
        let lines = screen.lines(focus: 0, columns: 80, showsKeyHints: false)
        #expect(lines[1] == "│ فَشِلَ الحفظ.                   │")
        #expect(DialogScreen.cells(lines[1]) == 32)
        #expect(Set(lines.map(DialogScreen.cells)).count == 1)
    }

    @Test func anArabicAndAnEmojiAlertAreBoxesWhoseBordersLineUp() {
        let arabic = screen(
            "فشل الحفظ.", message: "القرص ممتلئ.",
            [ResolvedButton("إعادة المحاولة", isDefault: true), ResolvedButton("إلغاء", role: .cancel)])
        #expect(
            arabic.lines(focus: 0, columns: 80, showsKeyHints: false).joined(separator: "\n") == """
                ┌──────────────────────────────┐
                │ فشل الحفظ.                   │
                │                              │
                │ القرص ممتلئ.                 │
                │                              │
                │ [ إعادة المحاولة ]   إلغاء   │
                └──────────────────────────────┘
                """)
        // Two cells each: a skin-toned thumb, a family joined by ZWJ, a flag.
        let emoji = screen(
            "Backup 📦 failed 👍🏽", message: "Family 👨‍👩‍👧 flag 🇩🇪",
            [ResolvedButton("OK 👌", isDefault: true), ResolvedButton("Cancel", role: .cancel)])
        #expect(
            emoji.lines(focus: 0, columns: 80, showsKeyHints: false).joined(separator: "\n") == """
                ┌──────────────────────┐
                │ Backup 📦 failed 👍🏽  │
                │                      │
                │ Family 👨‍👩‍👧 flag 🇩🇪    │
                │                      │
                │ [ OK 👌 ]   Cancel   │
                └──────────────────────┘
                """)
    }

    /// Every line of the box takes the same cells, so the right border lines up.
    @Test(arguments: [
        ("Save failed.", "The disk is full. Free up some space, then try again."),
        ("保存失败。", "磁盘已满。请释放一些空间，然后重试。"),
        ("保存できませんでした。", "ディスクがいっぱいです。空き容量を増やしてから、もう一度お試しください。"),
        ("فشل الحفظ.", "القرص ممتلئ. أفرِغ بعض المساحة، ثم حاول مرة أخرى."),
        ("Backup 📦 failed 👍🏽", "Family 👨‍👩‍👧 flag 🇩🇪 keycap 1️⃣ smile ☺️ watch ⌚ café (decomposed: cafe\u{301})"),
        ("Mixed 混合 مزيج 🎉", "Latin, 中文字符, العربية and emoji 🇯🇵🏳️‍🌈 on one line, wrapped where it must."),
        ("Hangul 한국어 and halfwidth ｱｲｳ", "Fullwidth ＡＢＣ and combining a\u{301}\u{302} marks."),
    ])
    func everyLineOfTheBoxTakesTheSameCells(title: String, message: String) {
        let screen = screen(
            title, message: message,
            [ResolvedButton("OK 👌", isDefault: true), ResolvedButton("キャンセル", role: .cancel)])
        for columns in [21, 24, 33, 40, 57, 80, 200] {
            let lines = screen.lines(focus: 0, columns: columns, showsKeyHints: false)
            let widths = Set(lines.map(DialogScreen.cells))
            #expect(
                widths == [screen.boxWidth(columns: columns)], "\(columns) columns:\n\(lines.joined(separator: "\n"))")
            #expect(widths.allSatisfy { $0 < columns })
            // No character of the texts is split or lost: they are all there, in order.
            let shown = lines.dropFirst().dropLast().map { $0.dropFirst(2).dropLast(2) }.joined()
            #expect(shown.filter { $0 != " " }.hasPrefix(title.filter { $0 != " " }))
        }
    }

    @Test func aTerminalThatShowsOnlyASCIIGetsAnASCIIBoxAndASCIITexts() {
        let screen = screen(
            "Can’t save “Draft”.", message: "Über 90 % full — free up space…", [ResolvedButton("OK", isDefault: true)],
            unicode: false)
        #expect(
            screen.lines(focus: 0, columns: 80).joined(separator: "\n") == """
                +-----------------------------------+
                | Can't save "Draft".               |
                |                                   |
                | Uber 90 % full - free up space... |
                |                                   |
                |              [ OK ]               |
                +-----------------------------------+
                 <-/-> move * Enter choose * Esc close
                """)
    }

    @Test func untrustedTextCannotMoveTheCursorOrHideText() {
        let screen = screen(
            "Evil\u{1B}[2J\u{1B}[H title", message: "line\rover\u{202E}txt.exe\u{7}",
            [ResolvedButton("Ok\u{1B}[8m", isDefault: true)])
        let drawn = screen.lines(focus: 0, columns: 80).joined(separator: "\n")
        #expect(!drawn.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{202E}" || $0 == "\u{7}" })
        #expect(drawn.contains(#"Evil\u{1B}[2J\u{1B}[H title"#))
        #expect(drawn.contains(#"line\u{0D}over\u{202E}txt.exe\u{07}"#))
        #expect(drawn.contains(#"[ Ok\u{1B}[8m ]"#))
    }

    @Test func colourAddsReverseVideoToTheFocusBoldToTheDefaultAndRedToADestructiveButton() {
        let buttons = [
            ResolvedButton("Delete", role: .destructive), ResolvedButton("Keep", isDefault: true),
            ResolvedButton("Cancel", role: .cancel),
        ]
        let lines = screen("Delete “Draft”?", buttons, color: true).lines(focus: 1, columns: 80)
        #expect(lines[1] == "│ \u{1B}[1mDelete “Draft”?\u{1B}[0m                │")
        #expect(
            lines[3] == "│ \u{1B}[31m  Delete  \u{1B}[0m \u{1B}[1;7m[ Keep ]\u{1B}[0m   Cancel   │")
        #expect(lines.last == " \u{1B}[2m←/→ move · Enter choose · Esc close\u{1B}[0m")
        #expect(Set(lines.dropLast().map(DialogScreen.cells)).count == 1)
    }

    @Test func buttonsThatDoNotFitOneRowTakeMoreAndALabelTooLongIsCutWholeCharactersOnly() {
        let buttons = [
            ResolvedButton("Save to a different location", isDefault: true), ResolvedButton("Replace 🔁🔁🔁🔁🔁🔁"),
            ResolvedButton("Cancel", role: .cancel),
        ]
        let lines = screen("File exists.", buttons).lines(focus: 1, columns: 24, showsKeyHints: false)
        #expect(
            lines.joined(separator: "\n") == """
                ┌─────────────────────┐
                │ File exists.        │
                │                     │
                │   Save to a diff…   │
                │ [ Replace 🔁🔁🔁… ] │
                │       Cancel        │
                └─────────────────────┘
                """)
    }

    @Test func theWholeDialogFitsOnlyATerminalWideAndTallEnough() {
        let screen = screen("Save failed.", message: "The disk is full.", retryCancel)
        #expect(screen.lines(focus: 0, columns: 80).count == 8)
        #expect(screen.fits(columns: 80, rows: 9))
        #expect(!screen.fits(columns: 80, rows: 8))
        #expect(screen.fits(columns: 80, rows: 8, showsKeyHints: false))
        #expect(!screen.fits(columns: 20, rows: 24))
        #expect(screen.fits(columns: 21, rows: 24))
    }

    @Test func aTerminalResizedTooSmallShowsTheButtonsAlone() {
        let screen = screen("Save failed.", message: "The disk is full.", retryCancel)
        #expect(screen.compactLine(focus: 1, columns: 80) == "  Retry   [ Cancel ]")
        // The focused button is always shown, after a mark for those left out where it fits.
        #expect(screen.compactLine(focus: 0, columns: 12) == "[ Retry ]")
        #expect(screen.compactLine(focus: 1, columns: 12) == "[ Cancel ]")
        #expect(screen.compactLine(focus: 1, columns: 14) == "… [ Cancel ]")
    }
}
