import Alerts
import Foundation
import Testing

/// The package's texts for POSIX error codes a file or network program meets.
struct POSIXErrorTests {
    struct Expected: Sendable, CustomStringConvertible {
        var code: POSIXErrorCode
        var title: String
        var category: ErrorCategory
        var name: String
        var retry: Bool
        var description: String { name }
    }

    static let expected: [Expected] = [
        // Files
        .init(
            code: .ENOTDIR, title: "A part of the path isn’t a folder.", category: .notFound, name: "ENOTDIR",
            retry: false),
        .init(
            code: .EISDIR, title: "The item is a folder, not a file.", category: .invalidInput, name: "EISDIR",
            retry: false),
        .init(code: .ENOTEMPTY, title: "The folder isn’t empty.", category: .conflict, name: "ENOTEMPTY", retry: false),
        .init(
            code: .EXDEV, title: "The item can’t be moved to a different volume.", category: .unsupported,
            name: "EXDEV", retry: false),
        .init(
            code: .ELOOP, title: "There are too many symbolic links in the path.", category: .invalidInput,
            name: "ELOOP", retry: false),
        .init(
            code: .EMLINK, title: "There are too many links to the item.", category: .resourcesExhausted,
            name: "EMLINK", retry: false),
        .init(code: .ETXTBSY, title: "The file is in use.", category: .conflict, name: "ETXTBSY", retry: true),
        .init(
            code: .ESTALE, title: "The file is no longer available.", category: .notFound, name: "ESTALE", retry: true),
        .init(
            code: .ENOLCK, title: "The file couldn’t be locked.", category: .resourcesExhausted, name: "ENOLCK",
            retry: true),
        .init(code: .EDEADLK, title: "The resource is busy.", category: .conflict, name: "EDEADLK", retry: true),
        // Network
        .init(
            code: .EADDRINUSE, title: "The network address is already in use.", category: .conflict,
            name: "EADDRINUSE", retry: true),
        .init(
            code: .EADDRNOTAVAIL, title: "The network address isn’t available.", category: .unavailable,
            name: "EADDRNOTAVAIL", retry: true),
        .init(
            code: .ECONNABORTED, title: "The network connection was lost.", category: .inputOutput,
            name: "ECONNABORTED", retry: true),
        .init(
            code: .ENOTCONN, title: "The network connection was lost.", category: .inputOutput, name: "ENOTCONN",
            retry: true),
        .init(
            code: .ENETRESET, title: "The network connection was lost.", category: .inputOutput, name: "ENETRESET",
            retry: true),
        .init(
            code: .ESHUTDOWN, title: "The network connection was lost.", category: .inputOutput, name: "ESHUTDOWN",
            retry: true),
        .init(
            code: .EHOSTDOWN, title: "Can’t connect to the server.", category: .unavailable, name: "EHOSTDOWN",
            retry: true),
        .init(
            code: .EAFNOSUPPORT, title: "The operation isn’t supported.", category: .unsupported,
            name: "EAFNOSUPPORT", retry: false),
        .init(
            code: .EPROTONOSUPPORT, title: "The operation isn’t supported.", category: .unsupported,
            name: "EPROTONOSUPPORT", retry: false),
        .init(
            code: .ENOBUFS, title: "There isn’t enough memory.", category: .resourcesExhausted, name: "ENOBUFS",
            retry: true),
        // System
        .init(
            code: .EINVAL, title: "The operation isn’t valid.", category: .invalidInput, name: "EINVAL", retry: false),
        .init(
            code: .EOPNOTSUPP, title: "The operation isn’t supported.", category: .unsupported, name: "EOPNOTSUPP",
            retry: false),
        .init(
            code: .ENOSYS, title: "The operation isn’t supported.", category: .unsupported, name: "ENOSYS", retry: false
        ),
        .init(
            code: .E2BIG, title: "The list of arguments is too long.", category: .invalidInput, name: "E2BIG",
            retry: false),
        .init(
            code: .ENOEXEC, title: "The file can’t be run as a program.", category: .unsupported, name: "ENOEXEC",
            retry: false),
        .init(code: .ENXIO, title: "The device isn’t available.", category: .unavailable, name: "ENXIO", retry: true),
        .init(code: .ENODEV, title: "The device isn’t available.", category: .unavailable, name: "ENODEV", retry: true),
        .init(
            code: .EINTR, title: "The operation was interrupted.", category: .unavailable, name: "EINTR", retry: true),
    ]

    func resolved(_ text: AlertText?, in language: LanguageTag = "en") -> String? {
        text?.resolved(localizer: Localizer(sources: []), languages: [language]).value
    }

    @Test(arguments: expected)
    func eachCodeHasItsOwnTextCategoryAndName(_ expected: Expected) {
        let content = ErrorContent(POSIXError(expected.code))
        #expect(content.source == .foundation)
        #expect(content.title != .genericErrorTitle)
        #expect(resolved(content.title) == expected.title)
        #expect(content.category == expected.category)
        #expect(content.domainCode == expected.name)
        #expect((content.retry != .no) == expected.retry)
        #expect(content.isCancellation == false)
        // The same code reaching us as a plain NSError maps the same way.
        let bridged = ErrorContent(NSError(domain: NSPOSIXErrorDomain, code: Int(expected.code.rawValue)))
        #expect(bridged.title == content.title)
        #expect(bridged.domainCode == expected.name)
    }

    @Test func theNextStepsAreWrittenOut() {
        let steps = [POSIXErrorCode.ENOTDIR, .EISDIR, .ENOTEMPTY, .EXDEV, .EADDRINUSE, .E2BIG, .ENODEV, .EINVAL].map {
            resolved(ErrorContent(POSIXError($0)).recoverySuggestion)
        }
        #expect(
            steps == [
                "Check the name and location, then try again.", "Choose a file, then try again.",
                "Remove its contents, then try again.", "Copy it instead.",
                "Quit the program that’s using it, then try again.", "Try again with fewer items.",
                "Check that it’s connected, then try again.", nil,
            ])
    }

    @Test func notSupportedHasOneNameWhereTwoNamesShareItsValue() {
        let content = ErrorContent(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTSUP)))
        #expect(resolved(content.title) == "The operation isn’t supported.")
        #expect(content.category == .unsupported)
        #if os(Linux)
            #expect(content.domainCode == "EOPNOTSUPP", "ENOTSUP is EOPNOTSUPP on Linux")
        #else
            #expect(content.domainCode == "ENOTSUP")
        #endif
    }

    @Test(arguments: [
        (POSIXErrorCode.ENOTDIR, "Ein Teil des Pfads ist kein Ordner.", "パスの一部がフォルダではありません。"),
        (.EISDIR, "Das Objekt ist ein Ordner, keine Datei.", "この項目はファイルではなくフォルダです。"),
        (.ENOTEMPTY, "Der Ordner ist nicht leer.", "フォルダが空ではありません。"),
        (.EADDRINUSE, "Die Netzwerkadresse wird bereits verwendet.", "ネットワークアドレスはすでに使用されています。"),
        (.EINVAL, "Der Vorgang ist ungültig.", "この操作は無効です。"),
        (.EINTR, "Der Vorgang wurde unterbrochen.", "操作が中断されました。"),
    ])
    func titlesReadInGermanAndJapanese(code: POSIXErrorCode, german: String, japanese: String) {
        let title = ErrorContent(POSIXError(code)).title
        #expect(resolved(title, in: "de") == german)
        #expect(resolved(title, in: "ja") == japanese)
    }

    @Test func aFileNotFoundWhoseCauseIsENOENTShowsNoCause() {
        let error = CocoaError(.fileReadNoSuchFile, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOENT)])
        let content = ErrorContent(error)
        #expect(resolved(content.title) == "The file couldn’t be found.")
        #expect(content.causes.isEmpty, "ENOENT repeats its parent: \(content.causes)")
    }

    @Test func aCauseThatSaysMoreIsKept() {
        let error = CocoaError(.fileReadNoSuchFile, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOTDIR)])
        #expect(ErrorContent(error).causes.map { resolved($0.title) } == ["A part of the path isn’t a folder."])
    }

    @Test func readingAFolderAsAFileSaysItIsAFolder() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("POSIXErrorTests-\(UUID().uuidString)").appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

        let error = try #require(throws: (any Error).self) { try Data(contentsOf: folder) }
        let content = ErrorContent(error)

        #expect(resolved(content.title) == "The file “notes” couldn’t be opened.")
        #expect(content.causes.map { resolved($0.title) } == ["The item is a folder, not a file."])
    }
}
