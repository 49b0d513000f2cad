import Foundation

@testable import StringTables

extension FuzzTargets {
    /// For any `.strings` input that both Foundation and our reader accept without a problem,
    /// the two dictionaries are equal.
    ///
    /// Left out, because Foundation's reading differs on purpose or is itself wrong there:
    /// - inputs ours reports any problem for (ours keeps going where Foundation gives up, and
    ///   recovering is not agreeing);
    /// - inputs that are not UTF-8 without a byte-order mark (Foundation on Linux guesses other
    ///   encodings from the bytes; ours reads UTF-16 by its byte-order mark only);
    /// - inputs holding NUL (Foundation stops reading there);
    /// - inputs whose top level is not a dictionary of strings to Foundation (`"a"` alone, an
    ///   array, nested dictionaries: a plist, not a strings table).
    static func stringsDifferential(_ data: UnsafeRawBufferPointer) {
        let bytes = Array(data)
        guard !bytes.contains(0), !bytes.starts(with: [0xEF, 0xBB, 0xBF]),
            String(validating: bytes, as: UTF8.self) != nil
        else { return }
        let ours = StringsFile(bytes: bytes, path: "fuzz.strings")
        guard ours.diagnostics.isEmpty else { return }
        guard
            let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let theirs = plist as? [String: String]
        else { return }
        if theirs != ours.dictionary {
            let onlyTheirs = theirs.filter { ours.dictionary[$0.key] != $0.value }
            let onlyOurs = ours.dictionary.filter { theirs[$0.key] != $0.value }
            fuzzFailure("Foundation reads \(onlyTheirs), ours \(onlyOurs)")
        }
    }
}
