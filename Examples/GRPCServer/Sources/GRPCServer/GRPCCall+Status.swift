import Alerts
import Foundation
import GRPCCore

extension GRPCCall {
    /// The `google.rpc.Status` for `alert`: its code from the error's category, its message for
    /// developers in the tables' source language, and the details (AIP-193).
    ///
    /// An error whose texts the client does not see (``GRPCFront/hidesTexts(of:)``) gets the
    /// generic text, a reason from its code, its retry hint and the correlation id: nothing it says
    /// about itself.
    ///
    /// The status is written into its protobuf bytes as it is made (``EncodedStatus``).
    func status(for alert: ResolvedAlert, correlationID: String) -> EncodedStatus {
        let source = [localizer.sourceLanguage]
        guard let error = alert.error else {
            // Not about an error: a front that delivers statuses has nothing else to say.
            return EncodedStatus(code: .unknown, message: bounded(alert.title), details: [])
        }
        let isHidden = GRPCFront.hidesTexts(of: error)
        let code =
            (isHidden ? nil : error.overrides.first(GRPCStatusCode.self))
            ?? GRPCStatusCode(category: error.category, isHidden: isHidden)
        // One status, one language: what the alert lacks comes in the language its title came in.
        let language = isHidden ? nil : alert.language ?? localizer.sourceLanguage
        let textLanguages = language.map { [$0] + languages } ?? languages

        // ErrorInfo, LocalizedMessage, RetryInfo, BadRequest, Help, RequestInfo: one allocation.
        var details: [StatusDetail] = []
        details.reserveCapacity(6)
        var lists: [StatusDetail] = []
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
            var metadata = (error.overrides.first(ErrorMetadata.self)?.values ?? [:]).mapValues { bounded($0) }
            metadata["category"] = error.category?.name
            // The lists, bounded: the first few of each, within one budget of bytes.
            var budget = front.maximumListBytes
            lists += fieldViolations(of: alert, error, in: language, metadata: &metadata, budget: &budget)
            lists += help(for: alert, metadata: &metadata, budget: &budget)
            metadata.merge(relatedErrors(of: alert, error, in: textLanguages)) { $1 }
            details.append(
                .errorInfo(
                    reason: Self.reason(of: error, code: code.code, isHidden: false), domain: front.domain,
                    metadata: metadata))
            details.append(localizedMessage(alert.message.map { "\(alert.title)\n\($0)" } ?? alert.title, in: language))
        }
        // Trying again may help: after the wait the error asks for, or at once.
        if error.retry != .no { details.append(.retryInfo(delay: max(error.retry.after ?? .zero, .zero))) }
        details += lists
        details.append(.requestInfo(requestID: correlationID, servingData: ""))
        return EncodedStatus(code: code.code, message: bounded(message), details: details)
    }

    /// `google.rpc.BadRequest`, from the alert's field errors (``ResolvedAlert/fieldErrors``): each
    /// violation's field is the error's path as a field path (``fieldPath(of:)``), its description
    /// the message in the tables' source language, for developers, and its `LocalizedMessage` the
    /// field's name and message in the call's language (`Sterne: …`, `星の数：…`).
    ///
    /// The first ``GRPCFront/maximumFieldViolations`` that fit the budget; when some are left out,
    /// `ErrorInfo`'s metadata says how many there are (`fieldViolationCount`).
    private func fieldViolations(
        of alert: ResolvedAlert, _ error: ErrorContent, in language: LanguageTag?, metadata: inout [String: String],
        budget: inout Int
    ) -> [StatusDetail] {
        let fields = alert.fieldErrors
        guard !fields.isEmpty else { return [] }
        let source = [localizer.sourceLanguage]
        let locale = (language ?? localizer.sourceLanguage).identifier
        var violations: [StatusDetail.FieldViolation] = []
        for (index, field) in fields.prefix(BoundedList(count: fields.count, limit: front.maximumFieldViolations).shown)
            .enumerated()
        {
            // The alert's fields are the content's, in order.
            let description =
                index < error.fieldErrors.count
                ? error.fieldErrors[index].message.resolved(localizer: localizer, languages: source).value
                : field.message
            let violation = StatusDetail.FieldViolation(
                field: boundedItem(Self.fieldPath(of: field.path)), description: boundedItem(description),
                localizedMessage: StatusDetail.LocalizedMessage(locale: locale, message: boundedItem(field.line)))
            guard
                spend(violation.field, violation.description, violation.localizedMessage?.message ?? "", from: &budget)
            else { break }
            violations.append(violation)
        }
        if violations.count < fields.count { metadata["fieldViolationCount"] = String(fields.count) }
        return violations.isEmpty ? [] : [.badRequest(violations: violations)]
    }

    /// `google.rpc.Help`, from the alert's help links (``ResolvedAlert/helpLinks``, valid URLs
    /// only): each description the link's label in the call's language.
    ///
    /// The first ``GRPCFront/maximumHelpLinks`` that fit the budget — a URL is never cut, for a URL
    /// cut short leads elsewhere; when some are left out, `ErrorInfo`'s metadata says how many
    /// there are (`helpLinkCount`).
    private func help(for alert: ResolvedAlert, metadata: inout [String: String], budget: inout Int) -> [StatusDetail] {
        let links = alert.helpLinks
        guard !links.isEmpty else { return [] }
        var sent: [StatusDetail.Link] = []
        for link in links.prefix(BoundedList(count: links.count, limit: front.maximumHelpLinks).shown) {
            let description = boundedItem(link.label ?? "")
            guard spend(link.url, description, from: &budget) else { break }
            sent.append(StatusDetail.Link(url: link.url, description: description))
        }
        if sent.count < links.count { metadata["helpLinkCount"] = String(links.count) }
        return sent.isEmpty ? [] : [.help(links: sent)]
    }

    /// The related errors (``ResolvedAlert/relatedErrors``) as `ErrorInfo` metadata, which any
    /// client reads as a map: `relatedErrorCount`, how many there are; `relatedError1`, … the
    /// first few (``GRPCFront/maximumRelatedErrors``), each its title and reason in the call's
    /// language; and `relatedErrorsMore`, "and 7 more" in that language, when some are left out.
    ///
    /// A related error not written for clients is told as such an error is: the generic text.
    private func relatedErrors(
        of alert: ResolvedAlert, _ error: ErrorContent, in languages: [LanguageTag]
    ) -> [String: String] {
        let lines = alert.relatedErrors
        guard !lines.isEmpty else { return [:] }
        let list = BoundedList(count: lines.count, limit: front.maximumRelatedErrors)
        var metadata = ["relatedErrorCount": String(lines.count)]
        for (index, line) in lines.prefix(list.shown).enumerated() {
            // The alert's related errors are the content's, in order.
            let isHidden = index >= error.relatedErrors.count || GRPCFront.hidesTexts(of: error.relatedErrors[index])
            let text =
                isHidden
                ? AlertText.genericServerMessage.resolved(localizer: localizer, languages: languages).value : line
            metadata["relatedError\(index + 1)"] = boundedItem(text)
        }
        if let more = list.moreText {
            metadata["relatedErrorsMore"] = boundedItem(more.resolved(localizer: localizer, languages: languages).value)
        }
        return metadata
    }

    /// The field path of a field error's path, as AIP-193 writes it: a JSON Pointer (RFC 6901)
    /// into the request read as JSON, such as `FieldErrors` makes of a `DecodingError`, is made a
    /// path of field names — `/stars` is `stars`, `/items/0/count` is `items[0].count` (a token of
    /// digits is an index), `~1` and `~0` are `/` and `~` again, and `""`, the whole request, stays
    /// `""`; any other path (`stars`) is a field path already, and is sent as it is.
    static func fieldPath(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var fieldPath = ""
        for token in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if !name.isEmpty, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                fieldPath += "[\(name)]"
            } else {
                fieldPath += fieldPath.isEmpty ? name : ".\(name)"
            }
        }
        return fieldPath
    }

    /// Takes the bytes of `texts` from `budget`: `false`, taking nothing, when they do not fit.
    private func spend(_ texts: String..., from budget: inout Int) -> Bool {
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        guard bytes <= budget else { return false }
        budget -= bytes
        return true
    }

    /// A `LocalizedMessage` of `text`, in `language` (the tables' source language when a text has
    /// none: a key shown as is, or verbatim text).
    ///
    /// Its line feeds are kept: the title and the message are a line each.
    private func localizedMessage(_ text: String, in language: LanguageTag?) -> StatusDetail {
        .localizedMessage(
            locale: (language ?? localizer.sourceLanguage).identifier,
            message: bounded(text, to: front.maximumTextBytes, keepingLineFeeds: true))
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

    /// `text` on one line (``neutralized(_:keepingLineFeeds:)``), cut after its last whole
    /// character that fits ``GRPCFront/maximumTextBytes`` with `…`: a status stays small, whatever
    /// a client sent to be quoted in it.
    func bounded(_ text: String) -> String {
        bounded(text, to: front.maximumTextBytes)
    }

    /// `text`, made and cut as ``bounded(_:)`` makes and cuts, to ``GRPCFront/maximumItemTextBytes``:
    /// a text of a list.
    func boundedItem(_ text: String) -> String {
        bounded(text, to: front.maximumItemTextBytes)
    }

    /// `text`, neutralized (its line feeds kept when `keepingLineFeeds`), then cut after its last
    /// whole character that fits `limit` UTF-8 bytes with `…`.
    func bounded(_ text: String, to limit: Int, keepingLineFeeds: Bool = false) -> String {
        let text = Self.neutralized(text, keepingLineFeeds: keepingLineFeeds)
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

    /// `text` with every control character (the line feed too, unless `keepingLineFeeds`), line
    /// and paragraph separator, and bidirectional or zero-width formatting character a space: what
    /// a client sent to be quoted — an id, a key — can neither move a terminal's cursor, color
    /// it, nor reorder the text around it where a client prints the status.
    static func neutralized(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isNeutralized($0, keepingLineFeeds: keepingLineFeeds) }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isNeutralized(scalar, keepingLineFeeds: keepingLineFeeds) ? " " : scalar)
        }
        return String(scalars)
    }

    /// Whether ``neutralized(_:keepingLineFeeds:)`` makes `scalar` a space.
    private static func isNeutralized(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool) -> Bool {
        if scalar == "\n" { return !keepingLineFeeds }
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F,  // C0 and C1 controls, DEL
            0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:  // bidi, zero-width, separators
            return true
        default:
            return false
        }
    }
}
