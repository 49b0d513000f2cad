import Alerts
import Foundation
import GRPCCore
import GRPCProtobuf

extension GRPCCall {
    /// The `google.rpc.Status` for `alert`: its code from the error's category, its message for
    /// developers in the tables' source language, and the details (AIP-193).
    ///
    /// An error whose texts the client does not see (``GRPCFront/hidesTexts(of:)``) gets the
    /// generic text, a reason from its code, its retry hint and the correlation id: nothing it says
    /// about itself.
    func status(for alert: ResolvedAlert, correlationID: String) -> GoogleRPCStatus {
        let source = [localizer.sourceLanguage]
        guard let error = alert.error else {
            // Not about an error: a front that delivers statuses has nothing else to say.
            return GoogleRPCStatus(code: .unknown, message: bounded(alert.title), details: [])
        }
        let isHidden = GRPCFront.hidesTexts(of: error)
        let code =
            (isHidden ? nil : error.overrides.first(GRPCStatusCode.self))
            ?? GRPCStatusCode(category: error.category, isHidden: isHidden)
        // One status, one language: what the alert lacks comes in the language its title came in.
        let language = isHidden ? nil : alert.language ?? localizer.sourceLanguage
        let textLanguages = language.map { [$0] + languages } ?? languages

        var details: [ErrorDetails] = []
        let message: String
        if isHidden {
            message = front.genericMessage
            let localized = AlertText.genericServerMessage.resolved(localizer: localizer, languages: languages)
            details.append(
                .errorInfo(reason: Self.reason(of: error, code: code.code, isHidden: true), domain: front.domain))
            details.append(localizedMessage(localized.value, in: localized.language))
        } else {
            let title = error.title.resolved(localizer: localizer, languages: source).value
            let reason = error.failureReason?.resolved(localizer: localizer, languages: source).value
            message = reason.map { "\(title) \($0)" } ?? title
            var metadata = error.overrides.first(ErrorMetadata.self)?.values ?? [:]
            metadata["category"] = error.category?.name
            details.append(
                .errorInfo(
                    reason: Self.reason(of: error, code: code.code, isHidden: false), domain: front.domain,
                    metadata: metadata))
            details.append(localizedMessage(alert.message.map { "\(alert.title)\n\($0)" } ?? alert.title, in: language))
        }
        // Trying again may help: after the wait the error asks for, or at once.
        if error.retry != .no { details.append(.retryInfo(delay: max(error.retry.after ?? .zero, .zero))) }
        if !isHidden { details += fieldViolations(of: error, in: textLanguages) + help(for: error, in: textLanguages) }
        details.append(.requestInfo(requestID: correlationID, servingData: ""))
        return GoogleRPCStatus(code: code.code, message: bounded(message), details: details)
    }

    /// `google.rpc.BadRequest`, from the error's ``FieldViolations``: each field's description in
    /// the source language, and its `LocalizedMessage` in the call's.
    private func fieldViolations(of error: ErrorContent, in languages: [LanguageTag]) -> [ErrorDetails] {
        guard let fields = error.overrides.first(FieldViolations.self)?.fields, !fields.isEmpty else { return [] }
        let source = [localizer.sourceLanguage]
        return [
            .badRequest(
                violations: fields.map { field in
                    let localized = field.text.resolved(localizer: localizer, languages: languages)
                    return ErrorDetails.BadRequest.FieldViolation(
                        field: bounded(field.path),
                        description: bounded(field.text.resolved(localizer: localizer, languages: source).value),
                        reason: field.reason,
                        localizedMessage: ErrorDetails.LocalizedMessage(
                            locale: (localized.language ?? localizer.sourceLanguage).identifier,
                            message: bounded(localized.value)))
                })
        ]
    }

    /// `google.rpc.Help`, from the error's ``HelpLinks``, each description in the call's language.
    ///
    /// The hook for help links an error carries itself: when the package's content has them, they
    /// are read here too, beside the ones a refinement gave.
    private func help(for error: ErrorContent, in languages: [LanguageTag]) -> [ErrorDetails] {
        guard let links = error.overrides.first(HelpLinks.self)?.links, !links.isEmpty else { return [] }
        return [
            .help(
                links: links.map {
                    ErrorDetails.Help.Link(
                        url: $0.url,
                        description: bounded($0.description.resolved(localizer: localizer, languages: languages).value))
                })
        ]
    }

    /// A `LocalizedMessage` of `text`, in `language` (the tables' source language when a text has
    /// none: a key shown as is, or verbatim text).
    private func localizedMessage(_ text: String, in language: LanguageTag?) -> ErrorDetails {
        .localizedMessage(locale: (language ?? localizer.sourceLanguage).identifier, message: bounded(text))
    }

    /// `ErrorInfo`'s reason: the error's own code when it is UPPER_SNAKE_CASE of at most 63
    /// characters, as AIP-193 asks; else its category's name so written (`CONNECTION_FAILED`);
    /// else `INTERNAL`. An error not written for clients has no code of its own to show.
    static func reason(of error: ErrorContent, code: RPCError.Code, isHidden: Bool) -> String {
        if !isHidden, let own = error.errorCode, isReason(own) { return own }
        if isHidden, code == .internalError { return "INTERNAL" }
        let name = error.category?.name.uppercased().replacingOccurrences(of: "-", with: "_")
        return name.flatMap { isReason($0) ? $0 : nil } ?? "INTERNAL"
    }

    /// Whether `text` is `[A-Z][A-Z0-9_]*`, 63 characters at most.
    static func isReason(_ text: String) -> Bool {
        guard let first = text.utf8.first, (0x41...0x5A).contains(first), text.utf8.count <= 63 else { return false }
        return text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
    }

    /// `text`, cut after its last whole character that fits ``GRPCFront/maximumTextBytes`` with
    /// `…`: a status stays small, whatever a client sent to be quoted in it.
    func bounded(_ text: String) -> String {
        let limit = front.maximumTextBytes
        guard text.utf8.count > limit else { return text }
        var cut = ""
        var bytes = 3  // the ellipsis
        for character in text {
            bytes += character.utf8.count
            guard bytes <= limit else { break }
            cut.append(character)
        }
        return cut + "…"
    }
}
