import Alerts

// What only the gRPC front shows of an error, given to an error type where the front is made, by
// a refinement of its mappers (main.swift): the error types themselves name no front. Help links,
// field errors and related errors are not here: every front shows them, and an error declares
// them itself (`AlertableError`), or a mapper sets them on its content.

/// Structured details about one error, sent in `google.rpc.ErrorInfo`'s metadata beside its
/// reason and domain: the id of a book not found, say. Keys in lowerCamelCase, as AIP-193 asks.
struct ErrorMetadata: FrontOverride {
    var values: [String: String]

    init(_ values: [String: String]) { self.values = values }
}
