/// Turns byte offsets in UTF-8 text into lines and columns (counted in Unicode scalars, from 1).
struct LineIndex {
    private let text: [UInt8]
    private let lineStarts: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        let newline = text.withUnsafeBufferPointer(Self.lineBreak)
        var starts = [0]
        text.withUnsafeBufferPointer { bytes in
            for position in bytes.indices where bytes[position] == newline { starts.append(position + 1) }
        }
        lineStarts = starts
    }

    /// The byte that ends lines: LF, or CR in files that have no LF at all (classic Mac files).
    static func lineBreak(in text: UnsafeBufferPointer<UInt8>) -> UInt8 {
        text.contains(UInt8(ascii: "\n")) || !text.contains(UInt8(ascii: "\r"))
            ? UInt8(ascii: "\n") : UInt8(ascii: "\r")
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
