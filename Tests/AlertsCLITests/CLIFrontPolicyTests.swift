import Alerts
import Foundation
import Testing

@testable import AlertsCLI

/// What the command line makes of an error is the front's configuration: its mappers and their
/// refinements, and its exit statuses by category. The errors here name no front.
struct CLIFrontPolicyTests {
    struct LicenseExpired: AlertableError {
        var title: AlertText? { "Your license has expired." }
        var category: ErrorCategory? { .noPermission }
    }

    struct NoteMissing: AlertableError {
        var title: AlertText? { "There’s no note by that name." }
        var suggestion: AlertText? { "Check the name." }
        var category: ErrorCategory? { .notFound }
    }

    func front(
        _ output: Output, mappers: ErrorMappers = ErrorMappers(),
        exitStatuses: [ErrorCategory: AlertsCLI.ExitStatus] = [:]
    ) -> CLIFront {
        CLIFront(
            languages: ["en"], mappers: mappers, exitStatuses: exitStatuses, environment: ["LANG": "C.UTF-8"],
            write: output.write)
    }

    @Test func aRefinementGivesAnErrorTypeItsExitStatus() async {
        var mappers = ErrorMappers()
        mappers.refine(LicenseExpired.self) { _, content in content.overrides.append(ExitStatus(3)) }
        let output = Output()
        #expect(await front(output, mappers: mappers).report(LicenseExpired()) == ExitStatus(3))
        #expect(output.json.isEmpty)
        #expect(await front(Output()).report(LicenseExpired()) == .noPermission)
    }

    @Test func theFrontsExitStatusesReplaceRowsOfTheTable() throws {
        let front = front(Output(), exitStatuses: [.notFound: ExitStatus(4), .noPermission: ExitStatus(0)])
        #expect(front.exitStatus(for: NoteMissing()) == ExitStatus(4))
        #expect(front.exitStatus(for: POSIXError(.ENOENT)) == ExitStatus(4))
        #expect(front.exitStatus(for: LicenseExpired()) == .failure)  // a row of 0 is no failure status
        #expect(front.exitStatus(for: POSIXError(.EIO)) == .ioError)  // rows not given keep the table's
        let resolved = try #require(ErrorContent(NoteMissing()).alert().resolved(languages: ["en"]).error)
        #expect(front.exitStatus(for: resolved) == ExitStatus(4))
    }

    @Test func theJSONExitCodeIsTheFrontsStatus() async {
        var mappers = ErrorMappers()
        mappers.refine(NoteMissing.self) { _, content in content.overrides.append(ExitStatus(9)) }
        let output = Output()
        let json = CLIFront(
            languages: ["en"], options: .init(json: true), mappers: mappers, environment: ["LANG": "C.UTF-8"],
            write: output.write)
        await json.report(NoteMissing())
        #expect(output.json.contains(#""exitCode":9"#))
        _ = await json.perform(retryLimit: 0) { () throws -> Int in throw NoteMissing() }
        #expect(output.json.split(separator: "\n").last?.contains(#""exitCode":9"#) == true)
    }

    @Test func aHintForTheCommandLineIsGivenByItsMappers() async {
        var mappers = ErrorMappers()
        mappers.refine(NoteMissing.self) { _, content in
            content.recoverySuggestion = "List your notes with “notes list”."
        }
        let output = Output()
        await front(output, mappers: mappers).report(NoteMissing())
        #expect(output.all.contains("hint: List your notes with “notes list”."))
        #expect(!output.all.contains("Check the name."))
    }

    @Test func theFrontsOwnTimeLimitErrorKeepsItsStatus() async {
        #expect(await front(Output()).report(TimeLimitExceeded(limit: .seconds(1))) == .timedOut)
        #expect(
            front(Output(), exitStatuses: [.timedOut: ExitStatus(5)]).exitStatus(for: TimeLimitExceeded(limit: .zero))
                == .timedOut)
    }
}
