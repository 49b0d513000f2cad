extension DisplayWidthTable {
    /// The properties of `scalar`, found by a binary search of ``runs``.
    static func properties(of scalar: Unicode.Scalar) -> Properties {
        let key = scalar.value << 8 | 0xFF
        // The first run that starts after `scalar`; the one before it holds `scalar`.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle] <= key { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return [] }  // the first run starts at U+0000: never reached
        return Properties(rawValue: UInt8(truncatingIfNeeded: runs[low - 1]))
    }
}
