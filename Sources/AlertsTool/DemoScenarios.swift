import Alerts

/// The details of a failed save, as in SwiftUI's documentation.
struct SaveDetails: Sendable {
    let name: String
    let error: String
}

/// What the demo's save alert can ask for.
enum SaveAction: Sendable, Hashable {
    case delete(String)
    case retry
}

enum DemoScenarios {
    /// The seed's `SaveButton`: a failed save presents "Save failed." with the file's name.
    static func save(on front: some AlertFront) async {
        @Bound var didError = false
        let details = SaveDetails(name: "report.txt", error: "The disk is full.")
        didError = true
        await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            AlertText(details.error)
        }
    }
}
