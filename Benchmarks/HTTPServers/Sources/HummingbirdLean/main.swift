// A measure, beside Hummingbird's own error path and the example's (http-same-moment.sh): the
// example's German problem+json for `BookNotFound` — the same body but the correlation id, and the
// same header fields in another order — made by the least code that does the response's own work
// with swift-alerts' public API. The error is read as an `AlertableError` (one cast, four reads);
// `Accept-Language` is negotiated (`AcceptLanguage`); the title and the suggestion are looked up
// and formatted in the request's languages, and the status's title in the title's language first,
// as the HTTP front does; the texts are escaped into JSON (quotes, backslashes and controls: less
// than the front escapes), the correlation id is checked, and everything is written straight into
// one ByteBuffer, with the fixed header fields made once.
//
// Built four times more from this file. Two are a rung each toward the example, to run side by
// side with it (http-same-moment.sh, or each loaded in turn as http-ratio.sh loads its pair):
// - HummingbirdLeanContent (VIA_CONTENT): the error's content made by the core, `ErrorContent(error)`,
//   its title and recovery suggestion then looked up as here;
// - HummingbirdLeanCore (VIA_CORE): that content's alert resolved by the public
//   `Alert.resolved(localizer:languages:)`, which also resolves the standard OK button, its label
//   and its source label, two lookups the HTTP front does not make.
// Only the writing stays lean in both. Beside this program and the example, they say how much of
// the example's cost is the core's content, its resolution, and the HTTP front's problem, response
// value and glue. Two are measures of the server rather than of a layer:
// - HummingbirdLeanSpin (SPIN): this program, with each error response first spinning on the clock
//   for `SPIN_NS` nanoseconds (1,000 unless the environment says), no memory touched and no call
//   made but the clock's: what a µs more of work in the error path costs the server under load.
// - HummingbirdLeanTextsOnce (TEXTS_ONCE): this program, with the German texts of `BookNotFound`
//   (the title around its id, the suggestion, the status's title) found once at start-up, and used
//   for a request whose languages are the benchmark's (`de`, then `en`): what texts that cost
//   nothing to resolve (no lookup, no formatting) would leave. Not a front: it knows the one error
//   and language it is asked about.
//
// What it leaves out, which a front does: the example's mappers, the diagnostics event and the
// presented record, the bounds on texts, other representations, statuses and languages. Not a
// front: the cost of the work itself, against which the example's layers are measured. It answers
// `GET /books/:id` as the benchmark asks it, and nothing else.
//
//     swift run -c release HummingbirdLean --port 8083
import Alerts
import AlertsHTTP
import HTTPTypes
import Hummingbird
import StringTables

/// `text` written into `buffer` as the inside of a JSON string: quotes, backslashes and control
/// characters escaped.
func writeEscaped(_ text: String, to buffer: inout ByteBuffer) {
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
        let byte = utf8[index]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            buffer.writeBytes(utf8[start..<index])
            switch byte {
            case UInt8(ascii: "\n"): buffer.writeStaticString(#"\n"#)
            case UInt8(ascii: "\""): buffer.writeStaticString(#"\""#)
            case UInt8(ascii: "\\"): buffer.writeStaticString(#"\\"#)
            default:
                let hex = Array("0123456789abcdef".utf8)
                buffer.writeStaticString(#"\u00"#)
                buffer.writeBytes([hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
            start = utf8.index(after: index)
        }
        index = utf8.index(after: index)
    }
    buffer.writeBytes(utf8[start..<index])
}

/// A letter, a digit, `.`, `_`, `:` or `-`, as the HTTP front keeps a correlation id.
func isIDCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
        UInt8(ascii: "-"):
        true
    default: false
    }
}

struct LeanMiddleware<Context: RequestContext>: RouterMiddleware {
    let localizer: Localizer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            #if SPIN
                spin(nanoseconds: spinNanoseconds)
            #endif
            var languages = AcceptLanguage.languages(in: request.headers[.acceptLanguage] ?? "")
            languages.append("en")
            #if VIA_CORE
                guard error is any AlertableError else { throw error }
                let content = ErrorContent(error)
                let resolved = content.alert().resolved(localizer: localizer, languages: languages)
                let titleValue = resolved.title
                let suggestionValue = resolved.message
                let language = resolved.language ?? "en"
                let texts = [language] + languages
                let errorCode = resolved.error?.errorCode
                let category = resolved.error?.category
            #else
                // The error's title, suggestion, code and category: from the core's content, or
                // read from the error itself.
                #if VIA_CONTENT
                    guard error is any AlertableError else { throw error }
                    let content = ErrorContent(error)
                    let (titleText, suggestion) = (content.title, content.recoverySuggestion)
                    let (errorCode, category) = (content.errorCode, content.category)
                #else
                    guard let alertable = error as? any AlertableError else { throw error }
                    let (titleText, suggestion) = (alertable.title ?? "", alertable.suggestion)
                    let (errorCode, category) = (alertable.errorCode, alertable.category)
                #endif
                #if TEXTS_ONCE
                    // The texts found at start-up, for the one error and languages the benchmark
                    // asks: what texts that cost nothing to resolve would leave.
                    if let book = alertable as? BookNotFound, languages == textsOnce.languages {
                        return response(
                            request, context: context, titleValue: textsOnce.title(book.id),
                            suggestionValue: textsOnce.suggestion, statusTitle: textsOnce.statusTitle,
                            language: textsOnce.language, status: .notFound, errorCode: errorCode)
                    }
                #endif
                let title = titleText.resolved(localizer: localizer, languages: languages)
                let titleValue = title.value
                let language = title.language ?? "en"
                let texts = [language] + languages
                let suggestionValue = suggestion?.resolved(localizer: localizer, languages: texts).value
            #endif
            let status = category == .notFound ? HTTPStatus.notFound : HTTPStatus.internalServerError
            let statusTitle = status.title.resolved(localizer: localizer, languages: texts)
            return response(
                request, context: context, titleValue: titleValue, suggestionValue: suggestionValue,
                statusTitle: statusTitle.value, language: language, status: status, errorCode: errorCode)
        }
    }

    /// The problem+json, written into one `ByteBuffer`.
    func response(
        _ request: Request, context: Context, titleValue: String, suggestionValue: String?, statusTitle: String,
        language: LanguageTag, status: HTTPStatus, errorCode: String?
    ) -> Response {
        let id = context.id
        let correlationID = (1...128).contains(id.utf8.count) && id.utf8.allSatisfy(isIDCharacter) ? id : "0"
        var buffer = ByteBuffer()
        buffer.reserveCapacity(320)
        buffer.writeStaticString(#"{"type":"about:blank","title":""#)
        writeEscaped(statusTitle, to: &buffer)
        buffer.writeStaticString(#"","status":"#)
        buffer.writeString(String(status.rawValue))
        buffer.writeStaticString(#","detail":""#)
        writeEscaped(titleValue, to: &buffer)
        if let suggestionValue {
            buffer.writeStaticString(#"\n"#)
            writeEscaped(suggestionValue, to: &buffer)
        }
        buffer.writeStaticString(#"","instance":""#)
        writeEscaped(request.uri.path, to: &buffer)
        if let code = errorCode {
            buffer.writeStaticString(#"","code":""#)
            writeEscaped(code, to: &buffer)
        }
        buffer.writeStaticString(#"","correlationId":""#)
        buffer.writeString(correlationID)
        buffer.writeStaticString(#""}"#)
        var headers = problemJSONFields
        headers.append(HTTPField(name: .contentLength, value: String(buffer.readableBytes)))
        headers.append(HTTPField(name: .contentLanguage, value: language.identifier))
        return Response(
            status: HTTPResponse.Status(code: status.rawValue), headers: headers,
            body: ResponseBody(byteBuffer: buffer))
    }
}

#if TEXTS_ONCE
    /// The texts of `BookNotFound` in German, found once at start-up with the lookups the lean
    /// server makes: the title around the id, the suggestion, the status's title.
    struct TextsOnce {
        let languages: [LanguageTag] = ["de", "en"]
        let titleParts: [Substring]
        let suggestion: String?
        let statusTitle: String
        let language: LanguageTag

        init(localizer: Localizer) {
            let sample = BookNotFound(id: "\u{1}")
            let title = (sample.title ?? "").resolved(localizer: localizer, languages: languages)
            titleParts = title.value.split(separator: "\u{1}", omittingEmptySubsequences: false)
            language = title.language ?? "en"
            let texts = [language] + languages
            suggestion = sample.suggestion?.resolved(localizer: localizer, languages: texts).value
            statusTitle = HTTPStatus.notFound.title.resolved(localizer: localizer, languages: texts).value
        }

        /// The title for the book `id`.
        func title(_ id: String) -> String { titleParts.joined(separator: id) }
    }
#endif

#if SPIN
    import Foundation

    /// The nanoseconds each error response spins for: `SPIN_NS`, else 1,000.
    let spinNanoseconds: Int = {
        guard let value = ProcessInfo.processInfo.environment["SPIN_NS"] else { return 1000 }
        guard value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let nanoseconds = Int(value) else {
            let message = "HummingbirdLeanSpin: SPIN_NS is a whole number of nanoseconds, not '\(value)'\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(64)
        }
        return nanoseconds
    }()

    /// Returns once the monotonic clock has moved on by `nanoseconds`.
    func spin(nanoseconds: Int) {
        func now() -> Int {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
        }
        let end = now() + nanoseconds
        while now() < end {}
    }
#endif

// The example's tables, compiled in by the StringTablesPlugin as the example's are; `--port N`, as
// the scripts pass it, 8083 without one.
let localizer = Localizer(sources: [StringTableDirectory.module])
#if TEXTS_ONCE
    let textsOnce = TextsOnce(localizer: localizer)
#endif
try await serveBooks(through: LeanMiddleware(localizer: localizer), label: "lean", defaultPort: 8083)
