import Alerts
import AlertsHTTP
import Foundation
import Testing

/// Errors of every kind a server throws, written for these tests.
enum ShopError: AlertableError, Equatable {
    case bookMissing(String)
    case signUpInvalid
    case slowDown
    case maintenance
    case outOfCredit
    case mustSignIn

    var errorDescription: AlertText? {
        switch self {
        case .bookMissing(let title): "There’s no book called “\(title)”."
        case .signUpInvalid: "Some fields need your attention."
        case .slowDown: "You’re sending requests too quickly."
        case .maintenance: "The shop is closed for maintenance."
        case .outOfCredit: "You don’t have enough credit."
        case .mustSignIn: "Sign in to see your orders."
        }
    }

    var failureReason: AlertText? {
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

    var overrides: [any FrontOverride] {
        switch self {
        case .signUpInvalid:
            [
                FieldErrors([
                    .init(pointer: "/email", detail: "Enter an email address."),
                    .init(pointer: "/age", detail: "Enter a number from 13 to 120."),
                ])
            ]
        case .outOfCredit:
            [
                HTTPStatus.forbidden,
                ProblemType("https://shop.example/problems/out-of-credit", title: "Not enough credit"),
            ]
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
