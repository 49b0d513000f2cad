import AlertsCLI

enum UploadError: AlertableError {
    case serverFull(name: String)

    var title: AlertText? { "The upload failed." }
    var reason: AlertText? {
        switch self {
        case .serverFull(let name): "The server has no room for “\(name)”."
        }
    }
    var suggestion: AlertText? { "Delete old uploads, then try again." }
    var category: ErrorCategory? { .resourcesExhausted }
}

func upload(_ name: String) async throws {
    throw UploadError.serverFull(name: name)
}

// The README's first program, `Sources/Uploader/main.swift`, as the README writes it, but for
// its last line (a top-level `await`, in ReadmeExamplesTests.swift): a file that imports only
// `AlertsCLI` and uses `Alerts` through it.
