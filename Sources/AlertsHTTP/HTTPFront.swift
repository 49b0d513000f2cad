public import Alerts
internal import FrontSupport
public import StringTables

/// The HTTP front: turns errors, and alerts, into HTTP responses — RFC 9457 problem details,
/// HTML or plain text by the request's `Accept`, in the language its `Accept-Language` asks for.
///
/// Make one for a server, at start-up, and ask it for a response in your framework's error
/// middleware:
///
/// ```swift
/// let front = HTTPFront(sources: [StringTableDirectory(path: "Localization")])
/// // in the middleware, for an error thrown by a handler:
/// let response = front.response(for: error, to: HTTPAlertRequest(
///     method: "GET", path: "/books/42", accept: accept, acceptLanguage: acceptLanguage))
/// ```
///
/// A response says:
/// - **Status**: an ``HTTPStatus`` among the error's overrides (given by ``mappers``), else
///   the front's row for its category (`statuses`), else the table at ``HTTPStatus``.
/// - **Texts**: for an `AlertableError` or an error a mapper of ``mappers`` maps, the alert's
///   title and message; the title is the status's (`Not Found`) unless the error's overrides name
///   a `ProblemType`, which is then the problem's `type`. The detail leaves out the recovery suggestion the error gives itself
///   unless the front is made with `showsRecoverySuggestions` (see the initializer). Any other
///   error — a Foundation, system or library error, an error whose texts only `LocalizedError`
///   gives — may hold internals: it is answered with the generic "The server couldn’t complete
///   the request.", and only the process's `DiagnosticsSystem` handler sees it. Its status is 500
///   Internal Server Error unless its category says another service failed: 502 for a failed
///   connection or a bad answer (a `URLError` such as `cannotConnectToHost`), 503 when it is
///   unavailable, 504 when it took too long. Register a mapper to show such an error deliberately.
/// - **Lists**: an error's field errors are the `errors` member (each `pointer` and `detail`, the
///   field's name and message in the request's language) and make the status 422; its help links
///   are the `links` member (each `href` and, when it has a label, `title`); its related errors are
///   the `relatedErrors` member (a string each: its title and reason). HTML and plain text list
///   them too: the first ten field errors, the count of related errors (`12 errors:`) and their
///   first ten, each list then `and 7 more`, and the links (in HTML a link only for an `http` or
///   `https` URI). See `maximumTextBytes` in the initializer for the bounds.
/// - **Your policy**: the error types in your domain name no HTTP value and import no front.
///   Where the front is made, the refinements of ``mappers`` give an error type its status and
///   action links (`ErrorContent.overrides`), and its problem type, field errors and help links
///   (`ErrorContent`'s own members):
///
///   ```swift
///   var mappers = ErrorMappers()
///   mappers.refine(SignUpInvalid.self) { error, content in
///       content.fieldErrors = error.problems.map { FieldError($0.field, name: $0.name, message: $0.text) }
///   }
///   let front = HTTPFront(mappers: mappers, statuses: [.conflict: .unprocessableContent])
///   ```
/// - **Actions**: the buttons a client can act on — one with an ``ActionLink``, or an action of
///   the error's own; never the standard OK, a cancel button or Retry (`Retry-After` says when).
/// - **Headers**: `Content-Type`, `Content-Length`, `Content-Language` (the texts' language),
///   `Vary: Accept, Accept-Language`, `Retry-After` for a 429 or 503 whose error says how long
///   to wait (an error not written for clients too), and for HTML a `Content-Security-Policy`
///   that allows no script.
/// - **Reference**: every error response has a correlation id — the request's own, or a new
///   one — in its body, and the `DiagnosticsSystem` handler gets it with the error
///   itself (an event of kind `error`, level `error` for an internal error and `debug` for one
///   written for clients, metadata `correlation-id` and `status`), to log it. Pass only an
///   id your server made (not a client's `X-Request-Id` as is), or clients choose your log's ids.
/// - **Headers you add**: the response carries `Content-Length` for its body (a `HEAD`
///   response's is the `GET` body's); glue that lets its framework count the length should drop
///   it rather than send two. Headers the front does not make — `WWW-Authenticate` for a 401,
///   `Allow` for a 405 — are the glue's to add.
public struct HTTPFront: Sendable {
    /// The tables alerts are resolved with; the package's own are searched after them.
    public var localizer: Localizer {
        didSet { resolvingLocalizer = localizer.includingBuiltInTables }
    }
    /// ``localizer`` with the package's own tables searched after its own, found once for the
    /// front rather than for each response.
    package private(set) var resolvingLocalizer: Localizer
    /// The languages used after the ones a request asks for, and alone when it asks for none.
    public var languages: [LanguageTag]
    /// The mappers errors are mapped with, and the refinements that give error types this front's
    /// values (``HTTPStatus``, ``ActionLink``, and `ErrorContent`'s problem type, field errors and
    /// help links); an error they map
    /// counts as written for clients.
    public var mappers: ErrorMappers
    /// Statuses by category that replace the rows of ``HTTPStatus``'s table (see the initializer).
    package var statuses: [ErrorCategory: HTTPStatus]
    /// Whether a problem's `detail` shows the recovery suggestion an error gives itself (see the
    /// initializer).
    package var showsRecoverySuggestions: Bool
    /// The most UTF-8 bytes of one text in a response (see the initializer).
    package var maximumTextBytes: Int

    /// A front in your server's default languages, looking texts up in `sources` before the
    /// package's own, with its policy: the mappers, the statuses by category, whether errors' own
    /// recovery suggestions are shown, how long a text may be.
    ///
    /// `statuses` replace rows of ``HTTPStatus``'s table for errors written for clients; an entry
    /// outside 400…599 is ignored. An error not written for clients keeps its status (500, or
    /// 502, 503, 504 for another service's failure): its category describes the server's own
    /// trouble.
    ///
    /// `showsRecoverySuggestions` is `false` unless you say: a suggestion is written for a person
    /// in one place, often a command line ("List your notes with “notes list”."), and the errors
    /// of a shared domain module are written for every front, so this front shows only what is
    /// given for it. A suggestion for HTTP clients comes from ``mappers`` — a mapper's content, or
    /// a refinement that sets `content.recoverySuggestion` — and is always shown. With
    /// `showsRecoverySuggestions`, a refinement can still remove one error type's suggestion
    /// (`content.recoverySuggestion = nil`).
    ///
    /// `maximumTextBytes` bounds each text of a response — the title, the detail, the code, a
    /// field error's detail and pointer, an action's label — to 4,096 bytes of UTF-8 (some 4,000
    /// letters of English, 1,300 of Chinese) unless you say. A longer text is cut after its last
    /// whole character that fits, never inside a character (a letter with its combining marks, an
    /// emoji sequence) or a UTF-8 sequence, and ends with `…`, which the bound counts: a response
    /// stays small whatever an error carries. A longer field pointer (one made from a client's JSON
    /// keys, say) is cut after its last whole reference token that fits, so it still points at the
    /// value that holds the field (`""`, the whole content, at least). URIs are never cut: a
    /// problem type, a help link or an action's `href` over 2,048 bytes is not a valid one and is
    /// left out. A help link's label is a text, cut as one; at most 10 links are listed.
    ///
    /// The field errors and the related errors are lists, bounded in count and in bytes: problem+json
    /// lists at most 100 of each, HTML and plain text the first 10 (11 rather than `and 1 more`), and
    /// a list stops before the item that would take its texts (a field error's pointer and detail, a
    /// related error's line) over four times `maximumTextBytes` (16 KiB by default); the first item
    /// is always listed. What a list leaves out is counted: the `omittedErrors` and
    /// `omittedRelatedErrors` members of problem+json, `and 7 more` in HTML and plain text. A related
    /// error whose texts are not written for clients is listed as the generic text. The
    /// `DiagnosticsSystem` handler still gets the error itself, whole.
    ///
    /// - Parameters:
    ///   - languages: The languages used after the ones a request asks for, and alone when it
    ///     asks for none.
    ///   - sources: The tables to look texts up in, searched before the package's own.
    ///   - mappers: The mappers errors are mapped with, and the refinements that give error types
    ///     this front's values.
    ///   - statuses: Statuses by category that replace the rows of ``HTTPStatus``'s table.
    ///   - showsRecoverySuggestions: Whether a problem's `detail` shows an error's own recovery
    ///     suggestion.
    ///   - maximumTextBytes: The most UTF-8 bytes of one text in a response.
    public init(
        languages: [LanguageTag] = ["en"], sources: [any StringTableSource] = [],
        mappers: ErrorMappers = ErrorMappers(), statuses: [ErrorCategory: HTTPStatus] = [:],
        showsRecoverySuggestions: Bool = false, maximumTextBytes: Int = 4096
    ) {
        self.localizer = Localizer(sources: sources)
        self.resolvingLocalizer = localizer.includingBuiltInTables
        self.languages = languages
        self.mappers = mappers
        self.statuses = statuses
        self.showsRecoverySuggestions = showsRecoverySuggestions
        self.maximumTextBytes = maximumTextBytes
    }

    /// The response for `error`, thrown while serving `request`: its alert resolved in the
    /// request's languages and written in the form it accepts.
    ///
    /// The alert is presented by the path every presentation takes, as on the request's
    /// ``HTTPExchange``: the `DiagnosticsSystem` handler gets the error and the response's
    /// correlation id.
    public func response(for error: any Error, to request: HTTPAlertRequest) async -> HTTPAlertResponse {
        // The path ``HTTPExchange/response(after:)`` takes when nothing was presented, on a front
        // that is a value: one response, made and handed back.
        let front = HTTPRequestFront(front: self, request: request)
        return front.response(for: front.content(for: error))
    }

    /// The response for `alert` — about no error, status 200; about an error, the error's —
    /// resolved in the request's languages and written in the form it accepts: what an
    /// ``HTTPExchange`` delivers for an alert presented on it.
    public func response<Action>(for alert: Alert<Action>, to request: HTTPAlertRequest) async -> HTTPAlertResponse {
        let exchange = exchange(for: request)
        await exchange.present(alert)
        // Presenting on an exchange always delivers a response; an empty 500 stands for none.
        return exchange.response ?? HTTPAlertResponse(status: HTTPStatus(500), headerFields: [], body: [])
    }

    /// The response for `alert` to `request`, answered in `languages`, and its correlation id when
    /// it is about an error: the one way every response is made, by ``HTTPExchange/present(_:)``
    /// (the shared path that calls it does the duties).
    package func respond(
        to alert: ResolvedAlert, request: HTTPAlertRequest, languages: [LanguageTag]
    ) -> (response: HTTPAlertResponse, correlationID: String?) {
        let correlationID = !alert.isAboutAnError ? nil : Self.correlationID(request.correlationID)
        // Texts the alert does not have (the status's title, field errors) come from the alert's
        // own language first — a title shown as its key is in the tables' source language — so
        // that one response stays in one language. An internal error's texts are all the package's.
        let isInternal = Self.hidesTexts(of: alert)
        let first = alert.language ?? localizer.sourceLanguage
        let textLanguages = isInternal || languages.first == first ? languages : [first] + languages
        let form = Representation(accept: request.accept)
        let problem = Problem(
            alert, isInternal: isInternal, request: request, correlationID: correlationID,
            forReaders: form != .problemJSON, maximumTextBytes: maximumTextBytes, statuses: statuses,
            including: resolvingLocalizer, languages: textLanguages)
        let body = problem.body(form)
        typealias Field = HTTPAlertResponse.HeaderField
        // At most six fields: one allocation.
        var fields: [Field] = []
        fields.reserveCapacity(6)
        fields.append(problem.isError || form != .problemJSON ? form.contentTypeField : Field.jsonContentType)
        fields.append(Field(own: "Content-Length", String(body.count)))
        if let first = problem.languages.first {
            let value =
                problem.languages.count == 1
                ? first.identifier : problem.languages.map(\.identifier).joined(separator: ", ")
            fields.append(Field(own: "Content-Language", value))
        }
        fields.append(Field.vary)
        if let seconds = problem.retryAfter { fields.append(Field(own: "Retry-After", String(seconds))) }
        if form == .html { fields.append(Field.contentSecurityPolicy) }
        fields.append(Field.noSniffing)
        let response = HTTPAlertResponse(
            status: problem.status, headerFields: fields, body: request.isHead ? [] : body)
        return (response, correlationID)
    }

    /// A front for one request, for the modifiers and the wrapper for throwing calls: what it
    /// presents becomes its ``HTTPExchange/response``.
    public func exchange(for request: HTTPAlertRequest) -> HTTPExchange {
        HTTPExchange(front: self, request: request)
    }

    /// The languages a request is answered in: the ones its `Accept-Language` asks for, most
    /// preferred first (``AcceptLanguage/languages(in:)``), then ``languages``.
    package func languages(for request: HTTPAlertRequest) -> [LanguageTag] {
        AcceptLanguage.languages(in: request.acceptLanguage, then: languages)
    }

    /// Whether an error's texts are shown to HTTP clients: they were written for them — by the
    /// error's `AlertableError` conformance or a mapper.
    static func showsTexts(from source: ErrorContent.Source) -> Bool {
        source.isWrittenForReaders
    }

    /// Whether `alert`'s error is one whose texts a client does not see.
    static func hidesTexts(of alert: ResolvedAlert) -> Bool {
        guard let source = alert.error?.source else { return false }
        return !HTTPFront.showsTexts(from: source)
    }

    /// What the diagnostics event about `response` adds: its correlation id and status.
    static func diagnosticsMetadata(of response: HTTPAlertResponse, correlationID: String?) -> [String: String] {
        var metadata = ["status": String(response.status.rawValue)]
        metadata["correlation-id"] = correlationID
        return metadata
    }

    /// `requested` when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-`; else 16 new
    /// random hex digits.
    static func correlationID(_ requested: String?) -> String {
        if let requested, (1...128).contains(requested.utf8.count),
            allBytes(
                of: requested,
                are: {
                    isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                        || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "-")
                })
        {
            return requested
        }
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The status of a response about an error of `category` with `overrides`: an error status
    /// among its overrides, else the front's row for its category, else the table's (422 for
    /// invalid input with field errors); for an error whose texts are hidden, only what its
    /// category says of another service.
    static func status(
        category: ErrorCategory?, overrides: [any FrontOverride], isInternal: Bool, hasFieldErrors: Bool,
        statuses: [ErrorCategory: HTTPStatus]
    ) -> HTTPStatus {
        if isInternal { return HTTPStatus(hiddenErrorCategory: category) }
        if let status = overrides.first(HTTPStatus.self), status.isError { return status }
        if !statuses.isEmpty, let category, let status = statuses[category], status.isError {
            return status
        }
        return HTTPStatus(category: category, hasFieldErrors: hasFieldErrors)
    }
}
