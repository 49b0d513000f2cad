// The libFuzzer entry point of every target: `FUZZ_TARGET` names the one a run exercises
// (Scripts/fuzz.sh sets it). Built by Scripts/fuzz.sh, not by SwiftPM.

#if canImport(Glibc)
    import Glibc
#endif

/// The target of this run, looked up once.
nonisolated(unsafe) private var selected: ((UnsafeRawBufferPointer) -> Void)?

/// Every target, by the name `FUZZ_TARGET` gives.
private let targets: [String: (UnsafeRawBufferPointer) -> Void] = [
    "strings": FuzzTargets.strings,
    "stringsdict": FuzzTargets.stringsDict,
    "xcstrings": FuzzTargets.xcstrings,
    "format": FuzzTargets.format,
    "language-tag": FuzzTargets.languageTag,
    "accept-language": FuzzTargets.acceptLanguage,
    "key-decoder": FuzzTargets.keyDecoder,
    "terminal-text": FuzzTargets.terminalText,
    "strict-json": FuzzTargets.strictJSON,
    "strings-differential": FuzzTargets.stringsDifferential,
]

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>
) -> CInt {
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = targets[name] else {
        let names = targets.keys.sorted().joined(separator: ", ")
        fputs("FUZZ_TARGET must name a target: \(names)\n", stderr)
        exit(2)
    }
    selected = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    selected?(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}

/// Stops the run with `message`: libFuzzer saves the input that did it.
func fuzzFailure(_ message: String) -> Never {
    fputs("fuzz property violated: \(message)\n", stderr)
    abort()
}
