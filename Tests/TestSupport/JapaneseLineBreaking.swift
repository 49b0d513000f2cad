/// Japanese line breaking (kinsoku shori, as UAX #14 and JIS X 4051 have it) as a reader checks a
/// front's output: no line ends with an opening bracket, and none starts with closing punctuation
/// or a small kana. Written out here, apart from the fronts' own rules, so that a test does not
/// check the code against itself.
public enum JapaneseLineBreaking {
    /// Brackets and quotation marks that open.
    public static let opening: Set<Character> = ["「", "『", "【", "（", "〈", "《", "〔", "［", "｛", "“", "‘"]
    /// Closing punctuation, and small kana and marks that may not start a line.
    public static let notFirst: Set<Character> = [
        "」", "』", "】", "）", "〉", "》", "〕", "］", "｝", "”", "’", "。", "、", "，", "．", "：", "；", "！", "？",
        "ー", "々", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ",
        "ョ", "ヮ", "ヵ", "ヶ",
    ]

    /// The lines of `lines` that break a rule, each with what it breaks; the text of a line is
    /// what is left once the characters of `frame` (a box's borders, spaces) are taken off its ends.
    public static func violations(in lines: [String], frame: Set<Character> = [" ", "│", "|"]) -> [String] {
        lines.compactMap { line in
            let text = line.drop { frame.contains($0) }.reversed().drop { frame.contains($0) }.reversed()
            guard let first = text.first, let last = text.last else { return nil }
            if opening.contains(last) { return "“\(line)” ends with an opening bracket" }
            if notFirst.contains(first) { return "“\(line)” starts with \(first)" }
            return nil
        }
    }
}
