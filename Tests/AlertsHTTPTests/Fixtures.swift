import Alerts
import AlertsHTTP
import Foundation
import Testing

/// Errors of every kind a server throws, written for these tests.
enum ShopError: NamesFrontValues, Equatable {
    case bookMissing(String)
    case signUpInvalid
    case slowDown
    case maintenance
    case outOfCredit
    case mustSignIn

    var title: AlertText? {
        switch self {
        case .bookMissing(let title): "There’s no book called “\(title)”."
        case .signUpInvalid: "Some fields need your attention."
        case .slowDown: "You’re sending requests too quickly."
        case .maintenance: "The shop is closed for maintenance."
        case .outOfCredit: "You don’t have enough credit."
        case .mustSignIn: "Sign in to see your orders."
        }
    }

    var reason: AlertText? {
        switch self {
        case .outOfCredit: "Your balance is 30, but that costs 50."
        default: nil
        }
    }

    var category: ErrorCategory? {
        switch self {
        case .bookMissing: .notFound
        case .signUpInvalid: .invalidInput
        case .slowDown: .rateLimited
        case .maintenance: .unavailable
        case .outOfCredit: nil
        case .mustSignIn: .unauthenticated
        }
    }

    var retry: RetryHint {
        switch self {
        case .slowDown: .after(.seconds(30))
        case .maintenance: .after(.seconds(90))
        default: .no
        }
    }

    var recoveryOptions: [RecoveryOption] {
        switch self {
        case .mustSignIn: [RecoveryOption("Sign In", isDefault: true) { false }]
        default: []
        }
    }

    var errorCode: String? { self == .outOfCredit ? "CREDIT-1" : nil }

    var fieldErrors: [FieldError] {
        guard self == .signUpInvalid else { return [] }
        return [
            FieldError("/email", message: "Enter an email address."),
            FieldError("/age", message: "Enter a number from 13 to 120."),
        ]
    }

    var problemType: ProblemType? {
        self == .outOfCredit
            ? ProblemType("https://shop.example/problems/out-of-credit", title: "Not enough credit") : nil
    }

    var overrides: [any FrontOverride] {
        switch self {
        case .outOfCredit: [HTTPStatus.forbidden]
        case .mustSignIn: [ActionLink(button: "Sign In", href: "/login")]
        default: []
        }
    }
}

/// An error the server does not mean clients to see.
struct DatabaseFailure: Error, CustomStringConvertible {
    var description: String { "connection to postgres://admin:hunter2@10.0.0.5/shop refused" }
}

/// Decodes a body as a JSON object.
func object(_ response: HTTPAlertResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

/// Texts a hostile client or a careless error could hold: header injection, NUL, markup that
/// would run or break out of an attribute, bidirectional controls, terminal escapes, and the
/// other control characters.
let hostileTexts = [
    "line\r\nSet-Cookie: session=stolen",
    "nul\u{0}byte",
    "</script><script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "' onmouseover='alert(1)' x='",
    "\u{202E}gnp.exe\u{202C} and \u{2066}isolated\u{2069}",
    "\u{1B}[2J\u{1B}]0;pwned\u{07}",
    "tab\tdel\u{7F}c1\u{85}\u{9B}31m",
    "line\u{2028}separator\u{2029}paragraph",
    "lone\rreturn, \\ backslash and \u{FEFF}BOM",
]

/// An error every text of which is `text`: its title (through a problem type), detail, code,
/// a field error's pointer and detail, and a button's label; another button's link and method.
struct HostileError: NamesFrontValues {
    var text: String

    var title: AlertText? { AlertText(verbatim: text) }
    var reason: AlertText? { AlertText(verbatim: "Because " + text) }
    var category: ErrorCategory? { .invalidInput }
    var errorCode: String? { text }
    var recoveryOptions: [RecoveryOption] {
        [RecoveryOption(AlertText(verbatim: text)) { false }, RecoveryOption("Open") { false }]
    }
    var problemType: ProblemType? {
        ProblemType("https://shop.example/problems/hostile", title: AlertText(verbatim: text))
    }
    var fieldErrors: [FieldError] {
        [FieldError(text, message: AlertText(verbatim: text))]
    }
    /// A web link labelled with the text, the text as a link (never a valid URI), and a
    /// `javascript:` URI, which is an absolute URI but no link a page may hold.
    var helpLinks: [HelpLink] {
        [
            HelpLink("https://shop.example/help", label: AlertText(verbatim: text)),
            HelpLink(text, label: "Raw"),
            HelpLink("javascript:alert(1)", label: "Script"),
        ]
    }
    var relatedErrors: [any Error] { [HostileRelatedError(text: text)] }
    var overrides: [any FrontOverride] {
        [
            ActionLink(button: text, href: "/help"),
            ActionLink(button: "Open", href: text, method: text),
        ]
    }
}

/// An error reported together with a ``HostileError``, titled with its text.
struct HostileRelatedError: AlertableError {
    var text: String

    var title: AlertText? { AlertText(verbatim: text) }
}

/// A request every field of which holds `text`, asking for `accept` after it.
func hostileRequest(_ text: String, accept: String?, method: String = "GET") -> HTTPAlertRequest {
    HTTPAlertRequest(
        method: method, path: "/books/" + text, accept: accept.map { text + ", " + $0 } ?? text,
        acceptLanguage: text + ", de;q=0.5", correlationID: text)
}

/// A test error that names the HTTP front's values itself, as an application's error never does:
/// the fronts under test get them where they are made, by the refinement of
/// ``Alerts/ErrorMappers/namedValues``, the way a server gives them to its error types.
protocol NamesFrontValues: AlertableError {
    /// The front's values for this error.
    var overrides: [any FrontOverride] { get }
}

extension NamesFrontValues {
    var overrides: [any FrontOverride] { [] }
}

extension ErrorMappers {
    /// Mappers with one refinement: an error that names front values gets them as overrides.
    static var namedValues: ErrorMappers {
        var mappers = ErrorMappers()
        mappers.refine { error, content in
            if let error = error as? any NamesFrontValues { content.overrides += error.overrides }
        }
        return mappers
    }
}
