/// Turns byte offsets in UTF-8 text into lines and columns (counted in Unicode scalars, from 1).
struct LineIndex {
    private let text: [UInt8]
    private let lineStarts: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        for (position, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(position + 1) }
        lineStarts = starts
    }

    func location(of offset: Int, file: String) -> LocalizationDiagnostic.Location {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let end = max(lineStart, min(offset, text.count))
        let column = text[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return LocalizationDiagnostic.Location(file: file, line: low + 1, column: column)
    }
}
