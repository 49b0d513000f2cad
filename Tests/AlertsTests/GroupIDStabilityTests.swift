import Alerts
import Foundation
import Testing

/// The group id is documented as stable across processes and versions: for each error of the
/// chain, its domain and its code as `NSError` bridging gives them; for an ``AlertableError``,
/// which is not bridged, its type's name and its `errorCode` or, for an enum, its case's name.
struct GroupIDStabilityTests {
    /// The group id by its definition, written plainly: the domain's `(unknown context at $…).`
    /// parts (a private or local type's run-time address) removed by a regular expression, and an
    /// ``AlertableError`` enum's case named by its mirror's child (a case with values) or its
    /// printed form.
    static func expectedGroupID(of chain: [any Error]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for error in chain {
            let bridged =
                !(error is any AlertableError) || type(of: error) is NSError.Type || error is any CustomNSError
            let domain = bridged ? (error as NSError).domain : String(reflecting: type(of: error))
            let mirror = Mirror(reflecting: error)
            let caseName = mirror.displayStyle == .enum ? mirror.children.first?.label ?? "\(error)" : ""
            let code =
                (error as? any AlertableError)?.errorCode ?? (bridged ? String((error as NSError).code) : caseName)
            let shown = domain.replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
            for byte in "\(shown)\u{0}\(code)\u{0}".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    enum Plain: Error { case first, second(Int), third(String) }
    struct Structure: Error { var value = 3 }
    final class Instance: Error, @unchecked Sendable {}
    class OwnNSError: NSError, @unchecked Sendable {}
    private enum Hidden: Error { case a, b }
    struct Custom: CustomNSError {
        static var errorDomain: String { "com.example.custom" }
        var errorCode: Int { 42 }
        var errorUserInfo: [String: Any] { [:] }
    }
    struct CustomDefaults: CustomNSError {}
    enum CustomEnum: CustomNSError { case a, b(Int) }
    struct Coded: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var errorCode: String? { "E-12" }
    }
    struct Uncoded: AlertableError {
        var title: AlertText? { nil }  // the generic title
    }
    enum AlertableEnum: AlertableError {
        var title: AlertText? { nil }  // the generic title
        case x, y
    }
    struct Localized: LocalizedError { var errorDescription: String? { "x" } }
    /// An `AlertableError` that is also a `CustomNSError`: its domain and code are the
    /// `CustomNSError`'s, or its `errorCode`.
    struct AlertableCustom: AlertableError, CustomNSError {
        var title: AlertText? { nil }  // the generic title
        static var errorDomain: String { "com.example.alertable" }
        var errorCode: Int { 77 }
    }
    enum AlertableCustomEnum: AlertableError, CustomNSError {
        var title: AlertText? { nil }  // the generic title
        case x, y
    }
    struct Caused: AlertableError {
        var title: AlertText? { nil }  // the generic title
        var cause: any Error
        var underlyingError: (any Error)? { cause }
    }
    struct Generic<Value: Sendable>: Error { var value: Value }
    enum GenericEnum<Value: Sendable>: Error { case failed(Value), other }
    class BaseError: Error, @unchecked Sendable {}
    final class DerivedError: BaseError, @unchecked Sendable {}
    struct GenericCustom<Value>: CustomNSError {
        static var errorDomain: String { "custom.\(Value.self)" }
    }

    /// Errors of a generic type local to a function: `LocalGeneric<Int>` and `LocalGeneric<String>`.
    static func localGenerics() -> [any Error] {
        struct LocalGeneric<Value>: Error {}
        return [LocalGeneric<Int>(), LocalGeneric<String>()]
    }

    static func chains() -> [(String, [any Error])] {
        func local() -> any Error {
            struct LocalError: Error {}
            return LocalError()
        }
        enum LocalEnum: Error { case only }
        let underlying = POSIXError(.EACCES)
        let wrapped = NSError(domain: "outer", code: 7, userInfo: [NSUnderlyingErrorKey: underlying])
        let twice = NSError(domain: "outermost", code: -1, userInfo: [NSUnderlyingErrorKey: wrapped])
        let decoding = DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "", underlyingError: underlying))
        return [
            ("POSIXError", [POSIXError(.ENOSPC)]),
            ("CocoaError", [CocoaError(.fileNoSuchFile)]),
            ("URLError", [URLError(.timedOut)]),
            ("NSError", [NSError(domain: "d", code: Int.min)]),
            ("NSError empty domain", [NSError(domain: "", code: 0)]),
            ("NSError subclass", [OwnNSError(domain: "sub", code: 5)]),
            ("enum", [Plain.first]), ("enum payload", [Plain.second(9)]), ("enum string", [Plain.third("z")]),
            ("struct", [Structure()]), ("class", [Instance()]),
            ("private", [Hidden.b]), ("local", [local()]), ("local enum", [LocalEnum.only]),
            ("CustomNSError", [Custom()]), ("CustomNSError defaults", [CustomDefaults()]),
            ("CustomNSError enum", [CustomEnum.b(1)]),
            ("AlertableError coded", [Coded()]), ("AlertableError uncoded", [Uncoded()]),
            ("AlertableError enum", [AlertableEnum.y]), ("LocalizedError", [Localized()]),
            ("AlertableError CustomNSError", [AlertableCustom()]),
            ("AlertableError CustomNSError enum", [AlertableCustomEnum.y]),
            ("CancellationError", [CancellationError()]),
            ("NSError chain", [twice, wrapped, underlying]),
            ("DecodingError", [decoding, underlying]),
            ("EncodingError", [EncodingError.invalidValue(1, .init(codingPath: [], debugDescription: ""))]),
            ("caused", [Caused(cause: Hidden.a), Hidden.a]),
            ("generic Int", [Generic(value: 1)]), ("generic String", [Generic(value: "1")]),
            ("generic enum", [GenericEnum.failed([1.5])]), ("generic enum other", [GenericEnum<Int8>.other]),
            ("subclass", [DerivedError()]), ("base class", [BaseError()]),
            ("generic CustomNSError", [GenericCustom<Int>()]),
            ("local generic Int", [Self.localGenerics()[0]]), ("local generic String", [Self.localGenerics()[1]]),
            ("caused generic", [Caused(cause: Generic(value: 2)), Generic(value: 2)]),
            ("caused by its own type", [Caused(cause: Caused(cause: Hidden.b)), Caused(cause: Hidden.b), Hidden.b]),
        ]
    }

    @Test(arguments: chains().map(\.0))
    func theGroupIDIsTheOneItsDefinitionGives(name: String) throws {
        let chain = try #require(Self.chains().first { $0.0 == name }?.1)
        #expect(ErrorContent(chain[0]).groupID == Self.expectedGroupID(of: chain))
    }

    /// The code is hashed as its decimal digits, written without making a string: every number
    /// of digits, the powers of ten around them, and both ends of `Int`.
    @Test(arguments: [
        0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65_536, 1_000_000_007, 999_999_999_999_999_999,
        1_000_000_000_000_000_000, -1, -9, -10, -100, Int.max, Int.max - 1, Int.min, Int.min + 1,
    ])
    func theCodeIsHashedAsItsDecimalDigits(code: Int) {
        let error = NSError(domain: "d", code: code)
        #expect(ErrorContent(error).groupID == Self.expectedGroupID(of: [error]))
    }

    /// An enum's cases group apart, whatever their values.
    @Test func anEnumsCasesGroupApartWhateverTheirValues() {
        let ids = [Plain.first, Plain.second(9), Plain.second(10), Plain.third("z")].map { ErrorContent($0).groupID }
        #expect(ids[1] == ids[2])
        #expect(Set(ids).count == 3, "\(ids)")
        // The cases with values come first in an enum's numbering.
        #expect(ids[1] == ErrorMappingTests.fnv1a32Folded("AlertsTests.GroupIDStabilityTests.Plain\u{0}0\u{0}"))
    }

    enum Signed: AlertableError {
        case expired(days: Int), revoked
        var title: AlertText? { nil }  // the generic title
    }

    /// An ``AlertableError`` without an `errorCode` is not bridged: its enum cases are named, not
    /// numbered, so a group stays when cases are added or reordered.
    @Test func anAlertableErrorsCasesAreNamed() {
        let domain = "AlertsTests.GroupIDStabilityTests.Signed"
        #expect(
            ErrorContent(Signed.expired(days: 3)).groupID
                == ErrorMappingTests.fnv1a32Folded("\(domain)\u{0}expired\u{0}"))
        #expect(ErrorContent(Signed.revoked).groupID == ErrorMappingTests.fnv1a32Folded("\(domain)\u{0}revoked\u{0}"))
    }

    /// The domain is found once per type: each specialization of a generic type is a type of its
    /// own, with its own domain, whichever is met first and wherever in a chain.
    @Test func eachSpecializationOfAGenericErrorHasItsOwnGroup() {
        let chains: [[any Error]] = [
            [Generic(value: 1)], [Generic(value: "1")], [Generic(value: 1.5)], [GenericEnum<Int>.other],
            [GenericEnum<String>.other], [Caused(cause: Generic(value: UInt8(1))), Generic(value: UInt8(1))],
            [Generic(value: UInt8(1))], [Self.localGenerics()[0]], [Self.localGenerics()[1]],
        ]
        // Twice: the first time finds each type's domain, the second reads it back.
        for _ in 0..<2 {
            let ids = chains.map { ErrorContent($0[0]).groupID }
            #expect(ids == chains.map(Self.expectedGroupID(of:)))
            #expect(Set(ids).count == ids.count, "\(ids)")
        }
    }
}
