internal import Alerts
internal import FrontSupport
internal import StringTables

/// What an HTTP response says about one alert, in one language, before it is written in one
/// representation: the members of an RFC 9457 problem, and the headers that go with them.
struct Problem {
    /// One of the alert's buttons, as the `actions` member lists it.
    struct Action {
        var label: String
        var role: ButtonRole?
        var isDefault: Bool
        var link: ActionLink?
    }

    /// One of the error's help links, as the `links` member lists it.
    struct Link {
        /// An absolute URI (`HelpLink.isValid`), whole: a URI is never cut.
        var href: String
        /// The link's label, cut to the bound; `nil` when it has none.
        var title: String?
    }

    var status: HTTPStatus
    /// An absolute URI, or `about:blank`.
    var type: String
    var title: String
    /// The detail's lines, kept apart so that JSON writes them straight into the body: the alert's
    /// title, when the problem's is another, and its message; one line when only one of them is
    /// there, or when together they are over the bound (then joined, and cut as one text).
    var detailLines: (first: String, second: String?)?
    /// The detail: ``detailLines``, a line each.
    var detail: String? {
        guard let (first, second) = detailLines else { return nil }
        guard let second else { return first }
        return first + "\n" + second
    }
    var instance: String?
    var actions: [Action]
    /// The field errors listed: in JSON, those that fit the bounds (``listBytes(maximumTextBytes:)``,
    /// ``maximumListedItems``); for readers, the first few (``maximumShownItems``).
    var fieldErrors: [(pointer: String, detail: String)]
    /// How many of the error's field errors ``fieldErrors`` leaves out.
    var omittedFieldErrors = 0
    /// The error's help links, at most ``maximumLinks``.
    var links: [Link] = []
    /// The related errors listed, one line each (its title and reason), bounded as ``fieldErrors``
    /// are; a related error whose texts are not written for clients is the generic text.
    var relatedErrors: [String] = []
    /// How many related errors the error has, listed or not.
    var relatedErrorCount = 0
    /// How many of them ``relatedErrors`` leaves out.
    var omittedRelatedErrors: Int { relatedErrorCount - relatedErrors.count }
    /// For readers: the line before the related errors, with their count (`3 errors:`), localized.
    var relatedErrorsHeader: String?
    /// For readers: the line after a list that leaves items out (`and 7 more`), localized, for
    /// the field errors and the related errors.
    var moreFieldErrors: String?
    var moreRelatedErrors: String?
    /// For readers: the plain-text line of each link (`About quotas: https://…`, `help: https://…`).
    var linkLines: [String] = []
    var code: String?
    /// The label of the code in HTML and plain text (`code:`, `Code:`, `代码：`), localized.
    var codeLabel: String?
    var correlationID: String?
    /// The languages the texts are in, the main one first: more than one only where a text had
    /// no translation and fell back.
    var languages: ArraySlice<LanguageTag>
    /// The main language, for the HTML page's `lang`.
    var language: LanguageTag? { languages.first }
    /// Whole seconds, for `Retry-After`.
    var retryAfter: Int64?
    /// The label and value of the reference line (`Reference: 1a2b…`), localized; only for the
    /// forms that show it (HTML and plain text: JSON has the `correlationId` member).
    var reference: String?

    /// Whether the response reports an error: it is then a problem (`application/problem+json`).
    var isError: Bool { status.isError }
}

extension Problem {
    /// The problem for `alert`, shown to `request`: when `isInternal` — about an error the
    /// package cannot vouch for (not an ``AlertableError`` and not mapped) — with generic texts;
    /// with the lines only a reader of HTML or plain text needs (the code's label, the reference)
    /// when `forReaders`: JSON names the code and the correlation id in members of their own.
    /// Each text of the alert's is cut to `maximumTextBytes` (`HTTPFront(maximumTextBytes:)`);
    /// `statuses` are the front's rows by category (`HTTPFront(statuses:)`).
    ///
    /// The texts the alert does not have — the status's title, the problem type's, the generic
    /// server message, the labels (the code's, the reference's, a help link's, `3 errors:`,
    /// `and 7 more`) — are looked up with `localizer`, which searches the package's tables already
    /// (``HTTPFront/resolvingLocalizer``, as `AlertText.resolved(including:languages:)` asks), in
    /// `languages`; a text no table has is labelled with its source language.
    init(
        _ alert: borrowing ResolvedAlert, isInternal: Bool, request: HTTPAlertRequest, correlationID: String?,
        forReaders: Bool, maximumTextBytes: Int = .max, statuses: [ErrorCategory: HTTPStatus] = [:],
        including localizer: borrowing Localizer, languages: borrowing [LanguageTag]
    ) {
        let sourceLanguage = localizer.sourceLanguage
        // Further texts come from the alert's own language first, so one response stays in one
        // where the tables allow; every language a text came in is named.
        var used: ArraySlice<LanguageTag> = []
        // A text no table has is its key, in the source language; an untranslated status phrase
        // (a verbatim one too) is RFC 9110's English.
        func text(_ text: AlertText, untranslated: LanguageTag? = nil) -> String {
            let result = text.resolved(including: localizer, languages: languages)
            let language = result.language ?? untranslated ?? (text.verbatim == nil ? sourceLanguage : nil)
            if let language, !used.contains(language) { used.append(language) }
            return result.value
        }
        // The error is read where it is, not copied out of the alert: it is a large value.
        let isError = alert.isAboutAnError
        // The alert's own languages come first: its title's leads (the HTML page's `lang`).
        if !isInternal { used = alert.textLanguages }
        let fields = isInternal ? [] : alert.fieldErrors
        let status =
            isError
            ? HTTPFront.status(
                category: alert.error?.category, overrides: alert.error?.overrides ?? [], isInternal: isInternal,
                hasFieldErrors: !fields.isEmpty, statuses: statuses)
            : HTTPStatus(200)
        func statusTitle() -> String { text(status.title, untranslated: Self.english) }
        let instance = request.path.flatMap(Self.instance)
        let code = isInternal ? nil : alert.error?.errorCode.map { Self.bounded($0, maximumBytes: maximumTextBytes) }
        // Only HTML and plain text label the code: JSON names it by its member.
        var codeLabel: String?
        if forReaders, code != nil { codeLabel = text(.builtIn("\(text(.Alerts.code)):")) }
        // Each list is bounded in count and bytes: a response stays small whatever an error carries.
        let listBytes = Self.listBytes(maximumTextBytes: maximumTextBytes)
        // JSON lists at most its number; a reader gets one more item rather than "and 1 more".
        func shownCount(_ count: Int) -> Int {
            forReaders
                ? BoundedList(count: count, limit: Self.maximumShownItems).shown
                : min(count, Self.maximumListedItems)
        }
        var fieldErrors: [(pointer: String, detail: String)] = []
        var fieldBytes = 0
        for field in fields.prefix(shownCount(fields.count)) {
            let item = (
                pointer: Self.bounded(pointer: Self.pointer(field.path), maximumBytes: maximumTextBytes),
                detail: Self.bounded(field.line, maximumBytes: maximumTextBytes)
            )
            fieldBytes += item.pointer.utf8.count + item.detail.utf8.count
            guard fieldErrors.isEmpty || fieldBytes <= listBytes else { break }
            fieldErrors.append(item)
        }
        let omittedFieldErrors = fields.count - fieldErrors.count
        var moreFieldErrors: String?
        if forReaders, omittedFieldErrors > 0 {
            moreFieldErrors = text(.builtIn("and \(omittedFieldErrors) more"))
        }
        let type: String
        let title: String
        var detailLines: (first: String, second: String?)?
        let actions: [Action]
        let retryAfter: Int64?
        var links: [Link] = []
        var linkLines: [String] = []
        var relatedErrors: [String] = []
        var relatedErrorCount = 0
        var relatedErrorsHeader: String?
        var moreRelatedErrors: String?
        if isInternal {
            type = "about:blank"
            title = statusTitle()
            detailLines = (text(.genericServerMessage), nil)
            actions = []
            retryAfter = (alert.error?.retry).flatMap { Self.retryAfter(status: status, retry: $0) }
        } else {
            // `about:blank` means no type: its title is the status's (RFC 9457 §4.2.1).
            let problemType = alert.error?.problemType.flatMap { $0.isValid ? $0 : nil }
            type = problemType?.uri ?? "about:blank"
            let typeTitle = problemType.map { text($0.title) }
            let problemTitle = typeTitle ?? (status.isError ? statusTitle() : alert.title)
            title = Self.bounded(problemTitle, maximumBytes: maximumTextBytes)
            // The alert's title, when the problem's is another, then its message: a line each.
            let first = problemTitle == alert.title || alert.title.isEmpty ? nil : alert.title
            let message = alert.message?.isEmpty == false ? alert.message : nil
            if let first, let message {
                detailLines =
                    first.utf8.count + 1 + message.utf8.count <= maximumTextBytes
                    ? (first, message) : (Self.bounded(first + "\n" + message, maximumBytes: maximumTextBytes), nil)
            } else if let line = first ?? message {
                detailLines = (Self.bounded(line, maximumBytes: maximumTextBytes), nil)
            }
            let actionLinks = alert.error?.overrides.compactMap { $0 as? ActionLink }.filter(\.isValid) ?? []
            // Recovery options the error itself carries (its user info) may name internals.
            let untrusted = alert.labelsFromErrorItself
            actions = alert.buttons.compactMap { button in
                guard !untrusted.contains(button.label) else { return nil }
                let link =
                    actionLinks.isEmpty ? nil : actionLinks.first { $0.button == (button.sourceLabel ?? button.label) }
                // A client can do nothing with a button that only dismisses (the standard OK, a
                // cancel button) or repeats the request (Retry: the status and Retry-After say
                // it): only a link or an action of the alert's own is listed.
                guard link != nil || (!button.isStandard && button.role != .cancel) else { return nil }
                return Action(
                    label: Self.bounded(button.label, maximumBytes: maximumTextBytes), role: button.role,
                    isDefault: button.isDefault, link: link)
            }
            retryAfter = (alert.error?.retry).flatMap { Self.retryAfter(status: status, retry: $0) }
            // The resolver keeps only valid links; a label is a text, cut as one.
            links = alert.helpLinks.prefix(Self.maximumLinks).map {
                Link(href: $0.url, title: $0.label.map { Self.bounded($0, maximumBytes: maximumTextBytes) })
            }
            if forReaders {
                linkLines = links.map { link in
                    let label = link.title ?? text(.Alerts.help)
                    return TerminalText.labelled(text(.builtIn("\(label):")), link.href)
                }
            }
            relatedErrorCount = alert.relatedErrors.count
            if relatedErrorCount > 0 {
                // A related error's texts are shown as the error's would be: one not written for
                // clients (a Foundation or system error in a batch) may name internals.
                let contents = alert.error?.relatedErrors ?? []
                var hidden: String?
                var bytes = 0
                for (index, line) in alert.relatedErrors.prefix(shownCount(relatedErrorCount)).enumerated() {
                    let shows = index < contents.count && HTTPFront.showsTexts(from: contents[index].source)
                    if !shows, hidden == nil { hidden = text(.genericServerMessage) }
                    let item = Self.bounded(shows ? line : hidden ?? "", maximumBytes: maximumTextBytes)
                    bytes += item.utf8.count
                    guard relatedErrors.isEmpty || bytes <= listBytes else { break }
                    relatedErrors.append(item)
                }
                if forReaders {
                    relatedErrorsHeader = text(.builtIn("\(relatedErrorCount) errors:"))
                    let omitted = relatedErrorCount - relatedErrors.count
                    if omitted > 0 { moreRelatedErrors = text(.builtIn("and \(omitted) more")) }
                }
            }
        }
        let reference = forReaders ? correlationID.map { text(.builtIn("Reference: \($0)")) } : nil
        // Made in one expression, with every member: a value this size assigned member by member is
        // returned as a copy, each member retained and released once more (Benchmarks/README.md).
        self.init(
            status: status, type: type, title: title, detailLines: detailLines, instance: instance, actions: actions,
            fieldErrors: fieldErrors, omittedFieldErrors: omittedFieldErrors, links: links,
            relatedErrors: relatedErrors, relatedErrorCount: relatedErrorCount,
            relatedErrorsHeader: relatedErrorsHeader, moreFieldErrors: moreFieldErrors,
            moreRelatedErrors: moreRelatedErrors, linkLines: linkLines, code: code, codeLabel: codeLabel,
            correlationID: correlationID, languages: used, retryAfter: retryAfter, reference: reference)
    }

    /// The most help links a problem lists.
    static let maximumLinks = 10
    /// The most field errors, and related errors, that problem+json lists.
    static let maximumListedItems = 100
    /// The most field errors, and related errors, that HTML and plain text show before `and 7
    /// more` (one more when that line would stand for one).
    static let maximumShownItems = 10

    /// The most UTF-8 bytes the texts of one list (field errors' pointers and details, related
    /// errors) take together: four texts' worth. The first item is listed whatever its size, cut
    /// to the text bound.
    static func listBytes(maximumTextBytes: Int) -> Int {
        maximumTextBytes.multipliedReportingOverflow(by: 4).overflow ? .max : maximumTextBytes * 4
    }

    /// `text` whole when it has at most `maximumBytes` UTF-8 bytes; else its longest start of whole
    /// characters that leaves room for the `…` after it (``TextBound``).
    static func bounded(_ text: String, maximumBytes: Int) -> String {
        let ellipsis = "…"
        guard text.utf8.count > maximumBytes else { return text }
        let cut = TextBound(bytes: maximumBytes - ellipsis.utf8.count).cut(text)
        return cut.map { String($0.shown) + ellipsis } ?? text
    }

    /// `pointer` whole when it has at most `maximumBytes` UTF-8 bytes; else its longest start of
    /// whole reference tokens that fits: a pointer to a value that holds the one it named (`""`,
    /// the whole content, at least), never a name cut short, which would point elsewhere.
    static func bounded(pointer: String, maximumBytes: Int) -> String {
        guard pointer.utf8.count > maximumBytes else { return pointer }
        let utf8 = pointer.utf8
        let limit = utf8.index(utf8.startIndex, offsetBy: max(0, maximumBytes))
        // Each token starts with `/`, one byte: its index is a character boundary.
        let end = utf8[...limit].lastIndex(of: UInt8(ascii: "/")) ?? utf8.startIndex
        return String(pointer[..<end])
    }

    /// Whole seconds for `Retry-After`: for a 429 or 503 whose error says how long to wait.
    static func retryAfter(status: HTTPStatus, retry: RetryHint) -> Int64? {
        guard status.rawValue == 429 || status.rawValue == 503, retry != .no else { return nil }
        return retry.after.map(\.wholeSecondsRoundedUp)
    }

    /// `pointer` as a JSON Pointer (RFC 6901): as it is when empty or starting with `/`, else as
    /// the one member it names (`email` → `/email`, `~` and `/` escaped).
    static func pointer(_ pointer: String) -> String {
        if pointer.isEmpty || pointer.unicodeScalars.first == "/" { return pointer }
        return "/" + FieldError.escaped(pointer)
    }

    /// The request's path as a URI reference: its query and fragment left out, and every byte a
    /// path may not hold as it is percent-encoded (`[` and `]` too, which only an IP literal host
    /// holds); `nil` for a path over 2048 bytes. A path that starts with `//` gets
    /// `/.` before it, as WHATWG URLs serialize one, since `//host/…` would name another server
    /// (RFC 3986 §4.2) — the dot segment resolves away. A path that does not start with `/` (an
    /// absolute-form target such as `http://host/x`, or `*`) gives no instance.
    static func instance(_ path: String) -> String? {
        var path = path
        var keepsPath = false
        let made = path.withUTF8 { utf8 -> String? in
            let end = utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? utf8.endIndex
            let bytes = UnsafeBufferPointer(rebasing: utf8[..<end])
            guard bytes.first == UInt8(ascii: "/"), bytes.count <= 2048 else { return nil }
            let startsWithTwoSlashes = bytes.count > 1 && bytes[1] == UInt8(ascii: "/")
            // Most paths are kept as they are; one without a query is the instance itself, not a copy.
            if !startsWithTwoSlashes, bytes.allSatisfy(isKeptInPath) {
                keepsPath = end == utf8.endIndex
                return keepsPath ? nil : String(decoding: bytes, as: UTF8.self)
            }
            var result: [UInt8] = startsWithTwoSlashes ? Array("/.".utf8) : []
            result.reserveCapacity(result.count + bytes.count)
            for (index, byte) in bytes.enumerated() {
                let isEscape =
                    byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHexDigit(bytes[index + 1])
                    && isHexDigit(bytes[index + 2])
                if isKeptInPath(byte) || isEscape {
                    result.append(byte)
                } else {
                    result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
        return keepsPath ? path : made
    }

    /// Whether `byte` stands in an instance as it is: a URI character but `%` (kept only to start
    /// an escape) and `[`, `]`.
    private static func isKeptInPath(_ byte: UInt8) -> Bool {
        isURICharacter(byte) && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "]")
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    private static let english: LanguageTag = "en"
}
