import AlertsCLI

enum UploadError: AlertableError {
    case serverFull(name: String)

    var errorDescription: AlertText? { "The upload failed." }
    var failureReason: AlertText? {
        switch self {
        case .serverFull(let name): "The server has no room for “\(name)”."
        }
    }
    var recoverySuggestion: AlertText? { "Delete old uploads, then try again." }
    var category: ErrorCategory? { .resourcesExhausted }
}

func upload(_ name: String) async throws {
    throw UploadError.serverFull(name: name)
}

// The README's first program, `Sources/Uploader/main.swift`, as the README writes it, but for
// its last line (a top-level `await`, in ReadmeExamplesTests.swift): a file that imports only
// `AlertsCLI` and uses `Alerts` through it.
