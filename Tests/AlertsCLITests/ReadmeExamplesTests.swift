import AlertsCLI
import AlertsTesting
import Foundation
import Testing

// The Swift blocks of README.md that use the command line, compiled and run: each block's lines
// stand here as the README writes them. This file imports the fronts alone, as the README's
// first program does: `AlertsCLI` re-exports `Alerts` and `StringTables`.

/// Stands for the tables the package's plugin compiles into a target: the README's first
/// program's tables, written from the README into a temporary folder.
extension StringTableDirectory {
    static let module = StringTableDirectory(roots: [ReadmeExamples.uploaderTables()])
}

/// The README's examples, in the order it shows them.
enum ReadmeExamples {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The lines of the fenced block between the README's markers named `name`, without the fences.
    static func block(_ name: String) -> String {
        guard let readme = try? String(contentsOf: readme, encoding: .utf8),
            let start = readme.range(of: "<!-- \(name):start -->\n```text\n"),
            let end = readme.range(of: "```\n<!-- \(name):end -->", range: start.upperBound..<readme.endIndex)
        else { return "README.md has no block \(name)" }
        return String(readme[start.upperBound..<end.lowerBound])
    }

    /// The first program's tables, as the README lists them, written into a temporary folder.
    static func uploaderTables() -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        var path: String?
        var files: [String: String] = [:]
        for line in block("uploader-tables").split(separator: "\n") {
            if line.hasSuffix(":") {
                path = String(line.dropLast().dropFirst("Sources/Uploader/Localization/".count))
            } else if let path {
                files[path, default: ""] += line + "\n"
            }
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }

    // MARK: One alert, three fronts

    struct SaveDetails: Sendable {
        let name: String
        let error: AlertText
    }

    enum SaveAction: Sendable, Hashable {
        case delete(String)
        case retry
    }

    struct SaveFailure: Error {
        var details: SaveDetails
    }

    struct DocumentService: Sendable {
        func save(_ name: String) throws(SaveFailure) -> AlertText {
            throw SaveFailure(details: SaveDetails(name: name, error: "The disk is full."))
        }
    }

    static func saveButton(_ service: DocumentService, on front: some AlertFront, say: (AlertText) -> Void) async {
        @Bound var didError = false
        var details: SaveDetails?
        do {
            say(try service.save("report.txt"))  // the demo's print, in the user's language
        } catch {
            details = error.details
            didError = true
        }
        await front.alert("Save failed.", isPresented: $didError, presenting: details) { details in
            AlertButton(role: .destructive, action: SaveAction.delete(details.name)) { "Delete \(details.name)" }
            AlertButton("Retry", action: SaveAction.retry)
        } message: { details in
            details.error
        }
    }

    // MARK: Your first program (its error and `upload` are in ReadmeFirstProgram.swift)

    /// The first program's `main.swift` ends with this line, at the top level.
    static func uploaderMain() async -> Never {
        await CLIFront(sources: [StringTableDirectory.module]).main { try await upload("report.pdf") }
    }

    // MARK: Errors become alerts

    struct Notes: Sendable {
        func sync() async throws -> String { "Synced." }
    }

    static func sync(_ notes: Notes, on front: some AlertFront) async {
        switch await front.perform(retryLimit: 2, { try await notes.sync() }) {
        case .succeeded(let report): print(report)
        case .cancelled, .interrupted, .unanswered, .recovered, .failed: break
        }
        // or: let report = try await front.perform { try await notes.sync() }.get()
    }
}

struct ReadmeExamplesTests {
    @Test func theSaveAlertIsSwiftUIsWithTheDemosTexts() async {
        let front = TestFront()
        front.tap(.label("Retry"))
        await ReadmeExamples.saveButton(ReadmeExamples.DocumentService(), on: front) { _ in }
        let presented = front.presented.first
        #expect(presented?.alert.title == "Save failed.")
        #expect(presented?.alert.message == "The disk is full.")
        #expect(presented?.labels == ["Delete report.txt", "Retry"])
    }

    @Test(arguments: [("en", "uploader-output"), ("de", "uploader-output-de"), ("ru", "uploader-output")])
    func theFirstProgramReportsAsTheREADMEShows(language: String, block: String) async throws {
        let output = Output()
        let front = CLIFront(
            languages: [try #require(LanguageTag(language))], sources: [StringTableDirectory.module],
            environment: ["LANG": "C.UTF-8", "COLUMNS": "80"], write: output.write)
        let status = await front.report(UploadError.serverFull(name: "report.pdf"))
        #expect(status.rawValue == 71, "EX_OSERR, as the README says")
        #expect(output.all == ReadmeExamples.block(block))
    }

    @Test func performGivesTheValueWhenTheCallSucceeds() async {
        let front = TestFront()
        await ReadmeExamples.sync(ReadmeExamples.Notes(), on: front)
        #expect(front.presented.isEmpty)
    }
}
