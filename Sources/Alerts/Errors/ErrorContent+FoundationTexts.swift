internal import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The package's own texts for the errors Foundation throws, which on Linux carry none that are
// localized: the dispatch by domain, CocoaError and DecodingError here, POSIX and URL errors in
// files of their own.

extension ErrorContent {
    static func foundationContent(_ examined: ExaminedError) -> ErrorContent? {
        var content: ErrorContent?
        let error = examined.error
        switch error {
        case is CancellationError:
            content = cancelled(byUser: false)
        case let error as DecodingError:
            content = decoding(error)
        case is EncodingError:
            content = ErrorContent(
                title: .builtIn("The data couldn’t be written."),
                failureReason: .builtIn("It contains a value that can’t be stored."), category: .invalidInput)
        default:
            // By domain, not by cast: on Linux any NSError casts to CocoaError, whatever its domain.
            guard examined.isBridged else { return nil }
            let code = examined.code
            switch examined.domain {
            case NSCocoaErrorDomain:
                content = cocoa(CocoaError.Code(rawValue: code), file: fileName(in: examined.userInfo))
            case NSPOSIXErrorDomain:
                content = posix(Int32(truncatingIfNeeded: code))
            case NSURLErrorDomain:
                content = URLError.Code(rawValue: code).flatMap(url)
            default:
                return nil
            }
        }
        content?.source = .foundation
        return content
    }

    /// A cancellation: by the user (a Cancel button, a sign-in dialog), or by the program (a
    /// cancelled task), which the wrapper for throwing calls reports as an interruption.
    static func cancelled(byUser: Bool) -> ErrorContent {
        var content = ErrorContent(title: .builtIn("The operation was cancelled."), category: .cancelled)
        content.isCancellation = true
        content.isUserCancellation = byUser
        return content
    }

    private static func fileName(in userInfo: [String: Any]) -> String? {
        if let path = userInfo[NSFilePathErrorKey] as? String, !path.isEmpty {
            return URL(fileURLWithPath: path).lastPathComponent
        }
        if let url = userInfo[NSURLErrorKey] as? URL, !url.lastPathComponent.isEmpty { return url.lastPathComponent }
        return nil
    }

    // MARK: CocoaError

    private static func cocoa(_ code: CocoaError.Code, file: String?) -> ErrorContent? {
        let couldNotOpen: AlertText =
            file.map { .builtIn("The file “\($0)” couldn’t be opened.") } ?? .builtIn("The file couldn’t be opened.")
        let couldNotSave: AlertText =
            file.map { .builtIn("The file “\($0)” couldn’t be saved.") } ?? .builtIn("The file couldn’t be saved.")
        var content: ErrorContent
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile:
            content = fileNotFound(file)
        case .fileReadNoPermission:
            content = noPermission(
                couldNotOpen, reason: .builtIn("You don’t have permission to read it."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .fileWriteNoPermission:
            content = noPermission(
                couldNotSave, reason: .builtIn("You don’t have permission to save here."),
                suggestion: .builtIn("Ask the owner for access, or choose another location."))
        case .propertyListReadCorrupt, .coderReadCorrupt, .coderValueNotFound:
            // Data that may never have been a file: JSONSerialization, PropertyListSerialization, coders.
            content = unreadableData()
        case .fileReadCorruptFile:
            content = ErrorContent(
                title: couldNotOpen, failureReason: .builtIn("The file is damaged or in a format that can’t be read."),
                category: .invalidInput)
        case .fileWriteOutOfSpace:
            content = outOfSpace()
        case .fileWriteFileExists:
            content = alreadyExists(file)
        case .fileWriteVolumeReadOnly:
            content = readOnlyVolume()
        case .fileReadInvalidFileName, .fileWriteInvalidFileName:
            content = invalidName()
        case .fileReadTooLarge:
            content = ErrorContent(title: .builtIn("The file is too large to open."), category: .inputOutput)
        case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
            content = ErrorContent(
                title: .builtIn("The file’s text encoding isn’t supported."), category: .invalidInput)
        case .fileLocking:
            content = ErrorContent(
                title: .builtIn("The file is locked."),
                recoverySuggestion: .builtIn("Close it in other apps, then try again."),
                category: .conflict, retry: .mayHelp)
        case .featureUnsupported:
            content = ErrorContent(title: .builtIn("This feature isn’t supported."), category: .unsupported)
        case .userCancelled:
            content = cancelled(byUser: true)
        case .fileReadUnknown:
            content = ErrorContent(title: couldNotOpen, category: .inputOutput)
        case .fileWriteUnknown:
            content = ErrorContent(title: couldNotSave, category: .inputOutput)
        default:
            return nil
        }
        content.domainCode = "\(NSCocoaErrorDomain) \(code.rawValue)"
        return content
    }

    static func fileNotFound(_ file: String?) -> ErrorContent {
        ErrorContent(
            title: file.map { .builtIn("The file “\($0)” couldn’t be found.") }
                ?? .builtIn("The file couldn’t be found."),
            recoverySuggestion: .builtIn("Check the name and location, then try again."), category: .notFound,
            kind: "file not found")
    }

    static func alreadyExists(_ file: String?) -> ErrorContent {
        ErrorContent(
            title: file.map { .builtIn("A file named “\($0)” already exists.") }
                ?? .builtIn("The file already exists."),
            recoverySuggestion: .builtIn("Choose a different name."), category: .conflict)
    }

    static func invalidName() -> ErrorContent {
        ErrorContent(
            title: .builtIn("The file name isn’t valid."), recoverySuggestion: .builtIn("Choose a different name."),
            category: .invalidInput)
    }

    static func outOfSpace() -> ErrorContent {
        ErrorContent(
            title: .builtIn("There isn’t enough space to save the file."),
            recoverySuggestion: .builtIn("Free up some space, then try again."), category: .resourcesExhausted,
            kind: "out of space")
    }

    static func readOnlyVolume() -> ErrorContent {
        ErrorContent(
            title: .builtIn("The volume is read-only."), recoverySuggestion: .builtIn("Save to a different location."),
            category: .noPermission, kind: "read-only volume")
    }

    static func noPermission(_ title: AlertText, reason: AlertText?, suggestion: AlertText) -> ErrorContent {
        ErrorContent(
            title: title, failureReason: reason, recoverySuggestion: suggestion, category: .noPermission,
            kind: "no permission")
    }

    static func unreadableData() -> ErrorContent {
        ErrorContent(
            title: .builtIn("The data couldn’t be read."), failureReason: .builtIn("It isn’t in the correct format."),
            category: .invalidInput)
    }

    // MARK: DecodingError

    /// Names the place in the data — `settings.port`, `items[2].name`, the keys as the data
    /// spells them — and what is wrong there in the user's words ("should be a number"); never
    /// a type of the program or the decoder's description, which go to ``diagnostic``.
    static func decoding(_ error: DecodingError) -> ErrorContent? {
        var content = unreadableData()
        let reason: AlertText? =
            switch error {
            case .keyNotFound(let key, let context):
                place(context.codingPath + [key]).map { .builtIn("“\($0)” is missing.") }
                    ?? .builtIn("Some information is missing.")
            case .valueNotFound(_, let context):
                place(context.codingPath).map { .builtIn("“\($0)” is missing.") }
                    ?? .builtIn("Some information is missing.")
            case .typeMismatch(let type, let context): place(context.codingPath).map { expected(type, at: $0) }
            case .dataCorrupted(let context): place(context.codingPath).map { .builtIn("“\($0)” isn’t valid.") }
            @unknown default: nil
            }
        if let reason { content.failureReason = reason }
        return content
    }

    /// What the value at `place` should have been, said for the kinds of value data holds (a
    /// dictionary or a type of the program's own is "the wrong type": its name means nothing to
    /// the user).
    private static func expected(_ type: Any.Type, at place: String) -> AlertText {
        switch type {
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type:
            .builtIn("“\(place)” should be a number.")
        case is any StringProtocol.Type: .builtIn("“\(place)” should be text.")
        case is Bool.Type: .builtIn("“\(place)” should be true or false.")
        case is any RangeReplaceableCollection.Type: .builtIn("“\(place)” should be a list.")
        default: .builtIn("“\(place)” has the wrong type.")
        }
    }

    /// The longest place named, in characters: a deeper path keeps its end, after an ellipsis.
    static let longestPlace = 120

    /// The place `codingPath` names, as people write it: keys joined by dots, array indices in
    /// brackets (`items[2].name`); `nil` for the top of the data.
    static func place(_ codingPath: [any CodingKey]) -> String? {
        var place = ""
        for key in codingPath {
            // An index of an unkeyed container: JSONDecoder names it "Index 3", with its number.
            if let index = key.intValue, key.stringValue == "Index \(index)" {
                place += "[\(index)]"
            } else {
                place += (place.isEmpty ? "" : ".") + key.stringValue
            }
        }
        guard !place.isEmpty else { return nil }
        return place.count <= longestPlace ? place : "…" + place.suffix(longestPlace - 1)
    }
}
