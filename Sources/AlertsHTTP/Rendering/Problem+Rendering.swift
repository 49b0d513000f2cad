internal import Alerts
internal import FrontSupport
internal import StringTables

extension Problem {
    /// The body in `form`, as UTF-8.
    func body(_ form: Representation) -> [UInt8] {
        switch form {
        case .problemJSON: jsonBytes
        case .html: Array(html.utf8)
        case .plainText: Array(plainText.utf8)
        }
    }

    /// The problem as RFC 9457 JSON, members in a fixed order, every control character escaped.
    var json: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// ``json`` as UTF-8, written straight into bytes.
    var jsonBytes: [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.object { object in
            object.field("type", type)
            object.field("title", title)
            object.field("status") { $0.raw(String(status.rawValue)) }
            if let (first, second) = detailLines {
                object.field("detail") { value in
                    if let second { value.string(lines: first, second) } else { value.string(first) }
                }
            }
            if let instance { object.field("instance", instance) }
            if let code { object.field("code", code) }
            if !fieldErrors.isEmpty {
                object.field("errors") {
                    $0.array(fieldErrors) { item, field in
                        item.object {
                            $0.field("detail", field.detail)
                            $0.field("pointer", field.pointer)
                        }
                    }
                }
                if omittedFieldErrors > 0 { object.field("omittedErrors") { $0.raw(String(omittedFieldErrors)) } }
            }
            if !links.isEmpty {
                object.field("links") {
                    $0.array(links) { item, link in
                        item.object {
                            $0.field("href", link.href)
                            if let title = link.title { $0.field("title", title) }
                        }
                    }
                }
            }
            if relatedErrorCount > 0 {
                object.field("relatedErrors") { $0.array(relatedErrors) { item, line in item.string(line) } }
                if omittedRelatedErrors > 0 {
                    object.field("omittedRelatedErrors") { $0.raw(String(omittedRelatedErrors)) }
                }
            }
            if !actions.isEmpty {
                object.field("actions") {
                    $0.array(actions) { item, action in
                        item.object {
                            $0.field("label", action.label)
                            if let role = action.role { $0.field("role", role.rawValue) }
                            $0.field("default") { $0.raw(action.isDefault ? "true" : "false") }
                            if let link = action.link {
                                $0.field("href", link.href)
                                $0.field("method", link.method)
                            }
                        }
                    }
                }
            }
            if let correlationID { object.field("correlationId", correlationID) }
        }
        return writer.bytes
    }

    /// A small page: the title as a heading, the detail's lines as paragraphs, field errors,
    /// related errors, help links and actions as lists (a help link and a `GET` action's link as
    /// links, when they are web links), the error's code, the reference last. Every value is escaped;
    /// the page has no script and no style.
    var html: String {
        let language = language?.identifier ?? "en"
        let direction = self.language.map(Self.isRightToLeft) == true ? "rtl" : "ltr"
        var page = "<!DOCTYPE html>\n<html lang=\"\(escaped(language))\" dir=\"\(direction)\">\n<head>\n"
        page += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
        page += "<title>\(escaped(title))</title>\n</head>\n<body>\n<h1>\(escaped(title))</h1>\n"
        for line in (detail ?? "").split(separator: "\n") { page += "<p>\(escaped(String(line)))</p>\n" }
        if !fieldErrors.isEmpty {
            page += "<ul>\n"
            for field in fieldErrors {
                // An empty pointer is the whole content: the detail alone says it.
                let pointer = field.pointer.isEmpty ? "" : "<code>\(escaped(field.pointer))</code> "
                page += "<li>\(pointer)\(escaped(field.detail))</li>\n"
            }
            page += "</ul>\n"
            if let moreFieldErrors { page += "<p>\(escaped(moreFieldErrors))</p>\n" }
        }
        if let relatedErrorsHeader {
            page += "<p>\(escaped(relatedErrorsHeader))</p>\n<ul>\n"
            for line in relatedErrors { page += "<li>\(escaped(line))</li>\n" }
            page += "</ul>\n"
            if let moreRelatedErrors { page += "<p>\(escaped(moreRelatedErrors))</p>\n" }
        }
        if !self.links.isEmpty {
            page += "<ul>\n"
            for link in self.links {
                // Only a web link is a link: a `javascript:` or `data:` URI is an absolute URI too.
                let label = escaped(link.title ?? link.href)
                if Self.isSafeLink(link.href) {
                    page += "<li><a href=\"\(escaped(link.href))\">\(label)</a></li>\n"
                } else {
                    page += "<li>\(label)</li>\n"
                }
            }
            page += "</ul>\n"
        }
        let links = actions.filter { $0.link != nil }
        if !links.isEmpty {
            page += "<ul>\n"
            for action in links {
                if let link = action.link, link.method.uppercased() == "GET", Self.isSafeLink(link.href) {
                    page += "<li><a href=\"\(escaped(link.href))\">\(escaped(action.label))</a></li>\n"
                } else {
                    page += "<li>\(escaped(action.label))</li>\n"
                }
            }
            page += "</ul>\n"
        }
        if let code, let codeLabel {
            let label = escaped(TerminalText.labelled(codeLabel, ""))  // `code: `, `代码：`
            page += "<p><small>\(label)<code>\(escaped(code))</code></small></p>\n"
        }
        if let reference { page += "<p><small>\(escaped(reference))</small></p>\n" }
        return page + "</body>\n</html>\n"
    }

    /// The title, the detail, the field errors, the related errors, the help links, the error's code, the
    /// reference, one per line, control characters shown as escapes.
    var plainText: String {
        var lines = [title]
        if let detail { lines += detail.split(separator: "\n").map(String.init) }
        lines += fieldErrors.map { $0.pointer.isEmpty ? $0.detail : "\($0.pointer): \($0.detail)" }
        if let moreFieldErrors { lines.append(moreFieldErrors) }
        if let relatedErrorsHeader { lines.append(relatedErrorsHeader) }
        lines += relatedErrors.map { "- " + $0 }
        if let moreRelatedErrors { lines.append(moreRelatedErrors) }
        lines += linkLines
        if let code, let codeLabel { lines.append(TerminalText.labelled(codeLabel, code)) }
        if let reference { lines.append(reference) }
        return lines.map(TerminalText.sanitized).joined(separator: "\n") + "\n"
    }

    /// Whether a link may be put in a page: a path on this server or an `http`/`https` URI.
    static func isSafeLink(_ href: String) -> Bool {
        let lowered = href.lowercased()
        return (href.hasPrefix("/") && !href.hasPrefix("//")) || lowered.hasPrefix("https://")
            || lowered.hasPrefix("http://")
    }

    /// Whether the language is written right to left: its likely script is Arabic, Hebrew,
    /// Thaana, Syriac, N'Ko, Adlam or Hanifi Rohingya.
    static func isRightToLeft(_ language: LanguageTag) -> Bool {
        ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(language.maximized.script ?? "")
    }
}

/// `text` with `&`, `<`, `>`, `"` and `'` escaped, and every control character but the line
/// feed and tab shown as an escape, for HTML text and attribute values. Scalar by scalar, as an
/// HTML parser reads: a `"` that a combining mark follows is one `Character` with it, but it
/// still ends an attribute's value.
func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in TerminalText.sanitized(text).unicodeScalars {
        switch scalar {
        case "&": result.append(contentsOf: "&amp;".unicodeScalars)
        case "<": result.append(contentsOf: "&lt;".unicodeScalars)
        case ">": result.append(contentsOf: "&gt;".unicodeScalars)
        case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
        case "'": result.append(contentsOf: "&#39;".unicodeScalars)
        default: result.append(scalar)
        }
    }
    return String(result)
}
