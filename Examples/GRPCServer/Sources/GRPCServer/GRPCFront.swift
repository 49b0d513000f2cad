import Alerts
import AlertsHTTP
import GRPCCore

/// The gRPC front: turns the errors a server's methods throw into `RPCError`s that carry
/// Google's rich error model (AIP-193) — a `google.rpc.Status` whose code comes from the error's
/// category (``GRPCStatusCode``), whose message is for developers, in the tables' source language,
/// and whose details say the rest: `ErrorInfo`, `LocalizedMessage` in the language the call's
/// `accept-language` metadata asks for, `RetryInfo`, `BadRequest`, `Help` and `RequestInfo`.
///
/// Make one for the server, at start-up; ``AlertsInterceptor`` asks it for the `RPCError` of every
/// error a method throws. Each call gets a front of its own, a ``GRPCCall``, which is the
/// `AlertFront` the error is delivered on: the package's shared path resolves the alert, hands it
/// to the call's code that makes the status, then tells the diagnostics handler and records the
/// presentation.
struct GRPCFront: Sendable {
    /// The tables alerts are resolved with; the package's own are searched after them.
    var localizer: Localizer
    /// The languages used after the ones a call asks for, and alone when it asks for none.
    var languages: [LanguageTag]
    /// The mappers errors are mapped with, and the refinements that give error types this front's
    /// values (``GRPCStatusCode``, ``ErrorMetadata``).
    var mappers: ErrorMappers
    /// The domain of every `ErrorInfo`: the service's name, such as `bookshop.example.com`.
    var domain: String
    /// The most UTF-8 bytes of one text in a status: a long id a client sent stays in bounds.
    var maximumTextBytes = 1024
    /// The most UTF-8 bytes of one text of a list — a field violation's path, description or
    /// localized message, a link's URL or description, a related error — so that one long item
    /// leaves room for the others.
    var maximumItemTextBytes = 256
    /// The most UTF-8 bytes of the texts of all the lists of one status together: what does not
    /// fit is left out, and counted. The status travels in a trailer, which clients bound (gRPC's
    /// default for all metadata is 8 KiB, and the status is base64 in it).
    var maximumListBytes = 2048
    /// The most `BadRequest` field violations in one status.
    var maximumFieldViolations = 10
    /// The most `Help` links in one status.
    var maximumHelpLinks = 5
    /// The most related errors named in `ErrorInfo`'s metadata (`relatedError1`, …); their count is
    /// always there.
    var maximumRelatedErrors = 3

    init(domain: String, languages: [LanguageTag] = ["en"], sources: [any StringTableSource], mappers: ErrorMappers) {
        self.localizer = Localizer(sources: sources)
        self.languages = languages
        self.mappers = mappers
        self.domain = domain
    }

    /// The front for one call, with the call's metadata.
    func call(metadata: Metadata) -> GRPCCall {
        GRPCCall(front: self, languages: languages(for: metadata))
    }

    /// The `RPCError` for `error`, thrown while serving a call with `metadata`: the error delivered
    /// by the call's front, through the package's shared path.
    func rpcError(for error: any Error, metadata: Metadata) -> RPCError {
        call(metadata: metadata).rpcError(for: error)
    }

    /// The languages a call is answered in: the ones its `accept-language` metadata asks for, read
    /// as HTTP reads `Accept-Language`, most preferred first, then ``languages``.
    func languages(for metadata: Metadata) -> [LanguageTag] {
        // The values joined as HTTP joins a repeated field, each appended in place (a call with
        // one, as most have, uses it as it is): `joined(separator:)` over them runs unspecialized.
        var field = ""
        for (index, value) in metadata[stringValues: "accept-language"].enumerated() {
            if index > 0 { field += ", " }
            field += value
        }
        var languages = field.isEmpty ? [] : AcceptLanguage.languages(in: field)
        for language in self.languages where !languages.contains(language) { languages.append(language) }
        return languages
    }

    /// What a client is told of an error not written for it, in the tables' source language:
    /// the package's `AlertText.genericServerMessage`, which its `Alerts` table has in all its
    /// languages.
    var genericMessage: String {
        AlertText.genericServerMessage.resolved(localizer: localizer, languages: [localizer.sourceLanguage]).value
    }

    /// Whether an error's texts are kept from clients: unless they were written for them — by the
    /// error's `AlertableError` conformance or a mapper — a Foundation, system or library error
    /// may name hosts, paths and passwords.
    static func hidesTexts(of error: ErrorContent) -> Bool {
        !error.source.isWrittenForReaders
    }
}
