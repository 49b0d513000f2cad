import Alerts
import Foundation

// The types of the examples in SwiftUI's alert documentation (../shared/seeds), rewritten for
// this package: the same names and values, the same shapes.

struct SaveDetails: Identifiable, Sendable {
    let name: String
    let error: String
    let id = UUID()
}

/// The `model` of the English pages: `save(didError:)` fails, sets the flag and returns details.
struct DocumentModel {
    var failure = SaveDetails(name: "report.txt", error: "The disk is full.")

    func save(didError: AlertBinding<Bool>) -> SaveDetails? {
        didError.wrappedValue = true
        return failure
    }
}

/// The value actions our counterparts use where the seeds have `// Handle …` comments.
enum SaveAction: Sendable, Hashable {
    case delete(String)
    case retry
    case acknowledge
}

/// The Chinese page's `ValidationError`, unchanged: a Foundation `LocalizedError`.
enum ValidationError: LocalizedError, CaseIterable {
    case invalidEmail
    case passwordTooShort
    case usernameUnavailable

    var errorDescription: String? {
        switch self {
        case .invalidEmail:
            return NSLocalizedString("Invalid email address.", comment: "Invalid email error")
        case .passwordTooShort:
            return NSLocalizedString(
                "Password must be at least 8 characters long.", comment: "Password too short error")
        case .usernameUnavailable:
            return NSLocalizedString("This username is already taken.", comment: "Username unavailable error")
        }
    }
}
