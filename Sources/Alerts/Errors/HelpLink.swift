public import Foundation

/// A link to read more about an error: a page of your documentation, a status page, a form.
///
/// Every front shows an error's links its own way: the command line prints `help: <url>` (a
/// hyperlink in a terminal that shows them), the dialog shows it under the message, an HTTP
/// response lists it in the problem's `links` member and as a link in HTML, and the `--json`
/// report and the diagnostics event carry it. A link whose URL is not an absolute URI by RFC 3986
/// (a scheme, then no spaces, controls or characters URIs never hold, at most 2,048 bytes) is
/// shown by no front: a URL is never a place for text.
///
/// ```swift
/// var helpLinks: [HelpLink] {
///     [HelpLink("https://example.com/help/quota", label: "About quotas")]
/// }
/// ```
public struct HelpLink: Sendable, Hashable {
    /// The link's target: an absolute URI.
    public var url: String
    /// What the link is, shown where a front names links; localized like any text.
    public var label: AlertText?

    /// A link to `url`, named by `label` where a front names links.
    public init(_ url: String, label: AlertText? = nil) {
        self.url = url
        self.label = label
    }

    /// A link to `url`, named by `label` where a front names links.
    public init(_ url: URL, label: AlertText? = nil) {
        self.init(url.absoluteString, label: label)
    }

    /// Whether a front shows the link: its URL is an absolute URI.
    public var isValid: Bool { isAbsoluteURI(url) }
}

/// The kind of problem an error is, for fronts that name kinds by URI: an HTTP response's `type`
/// (RFC 9457 §3.1.1), with a title for people that is the same for every error of the kind
/// (§3.1.2) — the error's own texts are then the problem's `detail`.
///
/// Without one, an HTTP problem's type is `about:blank` and its title the status's
/// (`Not Found`). A URI that is not absolute by RFC 3986 is ignored, as is `about:blank` itself.
///
/// ```swift
/// var problemType: ProblemType? {
///     ProblemType("https://example.com/problems/out-of-credit", title: "Not enough credit")
/// }
/// ```
public struct ProblemType: Sendable, Hashable {
    /// The type's URI.
    public var uri: String
    /// The type's title, localized like any text.
    public var title: AlertText

    /// A problem type from its absolute URI and its title.
    public init(_ uri: String, title: AlertText) {
        self.uri = uri
        self.title = title
    }

    /// Whether a front uses the type: its URI is absolute (``HelpLink/isValid``) and not
    /// `about:blank`, which means no type.
    public var isValid: Bool { isAbsoluteURI(uri) && uri.lowercased() != "about:blank" }
}
