import Alerts
import Foundation

// What only the gRPC front shows of an error, given to an error type where the front is made, by
// a refinement of its mappers (main.swift): the error types themselves name no front.

/// The fields of a request that failed validation or decoding, sent as `google.rpc.BadRequest`
/// field violations: each with its field path, a reason code, the description in the tables'
/// source language and a `LocalizedMessage` in the call's language.
struct FieldViolations: FrontOverride {
    /// One field and what is wrong with it.
    struct Field: Sendable, Hashable {
        /// The field's path, as AIP-193 writes it: `stars`, `items[0].count`.
        var path: String
        /// What is wrong, in UPPER_SNAKE_CASE: `OUT_OF_RANGE`.
        var reason: String
        /// What is wrong, for people; localized with the alert.
        var text: AlertText
    }

    var fields: [Field]

    init(_ fields: [Field]) { self.fields = fields }

    /// The field path of a JSON Pointer (RFC 6901) into a request decoded as JSON: `/items/0/count`
    /// is `items[0].count`; `""`, the whole request, is `""`.
    static func path(ofPointer pointer: String) -> String {
        var path = ""
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if !name.isEmpty, name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber) {
                path += "[\(name)]"
            } else {
                path += path.isEmpty ? name : ".\(name)"
            }
        }
        return path
    }
}

/// Links to documentation about an error, sent as `google.rpc.Help`: each link's description is
/// localized with the alert.
///
/// The hook for the help links an error will carry itself (its content's, once the package has
/// them): ``GRPCCall`` reads this override today, and will read the content's links beside it.
struct HelpLinks: FrontOverride {
    /// A link and what it leads to.
    struct Link: Sendable, Hashable {
        var url: String
        var description: AlertText
    }

    var links: [Link]

    init(_ links: [Link]) { self.links = links }
}

/// Structured details about one error, sent in `google.rpc.ErrorInfo`'s metadata beside its
/// reason and domain: the id of a book not found, say. Keys in lowerCamelCase, as AIP-193 asks.
struct ErrorMetadata: FrontOverride {
    var values: [String: String]

    init(_ values: [String: String]) { self.values = values }
}
