/// The forms an HTTP error response takes, chosen by the request's `Accept` field.
package enum Representation: String, Sendable, Hashable, CaseIterable {
    /// `application/problem+json` (RFC 9457): the default, and the answer when nothing asked for
    /// is available — an error is never answered with 406 Not Acceptable.
    case problemJSON = "application/problem+json"
    /// `text/html`: a small page, every value escaped, no script.
    case html = "text/html"
    /// `text/plain`: the texts, one per line.
    case plainText = "text/plain"

    /// The most of an `Accept` field that is read: 4096 bytes.
    ///
    /// A range cut by the limit is left out.
    package static let byteLimit = 4096

    /// The form for an `Accept` field (RFC 9110 §12.5.1): each form takes the weight of the most
    /// specific media range that matches it (`text/html` over `text/*` over `*/*`; a range with
    /// parameters matches only when they are `charset=utf-8`); the form with the highest weight
    /// above 0 wins, ties going in the order of `allCases`.
    ///
    /// Elements that do not parse are ignored; no field, or no match, is ``problemJSON``.
    ///
    /// ```swift
    /// Representation(accept: "text/html,application/xhtml+xml,*/*;q=0.8")  // .html
    /// ```
    package init(accept field: String?) {
        guard let field else {
            self = .problemJSON
            return
        }
        // A field of one bare media range, as API clients send it, needs no parsing.
        switch field {
        case "application/problem+json", "application/json", "*/*":
            self = .problemJSON
            return
        case "text/html":
            self = .html
            return
        case "text/plain":
            self = .plainText
            return
        default: break
        }
        let ranges = wholeElements(of: field, byteLimit: Self.byteLimit).compactMap(MediaRange.init)
        var best: (form: Representation, weight: Int)?
        for form in Self.allCases {
            let matching = ranges.filter { $0.matches(form) }
            guard let weight = matching.max(by: { $0.specificity < $1.specificity })?.weight, weight > 0 else {
                continue
            }
            if weight > best?.weight ?? 0 { best = (form, weight) }
        }
        self = best?.form ?? .problemJSON
    }

    /// The `Content-Type` field.
    var contentTypeField: HTTPAlertResponse.HeaderField {
        switch self {
        case .problemJSON: Self.problemJSONContentType
        case .html: Self.htmlContentType
        case .plainText: Self.plainTextContentType
        }
    }

    private static let problemJSONContentType = HTTPAlertResponse.HeaderField(
        "Content-Type", "application/problem+json")
    private static let htmlContentType = HTTPAlertResponse.HeaderField("Content-Type", "text/html; charset=utf-8")
    private static let plainTextContentType = HTTPAlertResponse.HeaderField("Content-Type", "text/plain; charset=utf-8")
}

/// One element of an `Accept` field.
struct MediaRange {
    var type: String
    var subtype: String
    /// Parameters other than the weight, lowercased.
    var parameters: [String]
    /// The weight in thousandths.
    var weight = 1000

    init?(_ element: ArraySlice<UInt8>) {
        let parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(trimmed)
        let kind = parts[0].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard kind.count == 2, kind.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }) else { return nil }
        type = String(decoding: kind[0], as: UTF8.self).lowercased()
        subtype = String(decoding: kind[1], as: UTF8.self).lowercased()
        guard type != "*" || subtype == "*" else { return nil }
        parameters = []
        // RFC 9110 §5.6.6 allows empty parameters (`text/html;;q=0.5`).
        for parameter in parts.dropFirst() where !parameter.isEmpty {
            if let weight = qualityValue(parameter) {
                // The weight ends the media range; what follows it are extensions, ignored.
                self.weight = weight
                break
            }
            let text = String(decoding: parameter, as: UTF8.self).lowercased().replacing("\"", with: "")
            guard text.contains("=") else { return nil }
            parameters.append(text.replacing(" ", with: ""))
        }
    }

    /// How specific the range is: `*/*` 0, `type/*` 1000, `type/subtype` 2000, then one more per
    /// parameter, so parameters only tell apart ranges of the same kind.
    var specificity: Int { (type == "*" ? 0 : subtype == "*" ? 1000 : 2000) + parameters.count }

    /// Whether the range covers `form`; `application/json` covers problem details too, which are
    /// JSON (RFC 9457 §3).
    func matches(_ form: Representation) -> Bool {
        let parts = form.rawValue.split(separator: "/")
        let isJSON = form == .problemJSON && type == "application" && subtype == "json"
        guard isJSON || type == "*" || (type == parts[0] && (subtype == "*" || subtype == parts[1])) else {
            return false
        }
        return parameters.allSatisfy { $0 == "charset=utf-8" }
    }
}
