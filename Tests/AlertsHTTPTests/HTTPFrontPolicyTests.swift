import Alerts
import AlertsHTTP
import Foundation
import Testing

/// What the HTTP front makes of an error is the front's configuration: its mappers and their
/// refinements, its statuses by category, whether an error's own recovery suggestion is shown.
/// The errors here name no HTTP value, as the errors of a domain module that imports no front.
@Suite struct HTTPFrontPolicyTests {
    /// A domain error whose suggestion was written for a command line.
    struct NoteMissing: AlertableError {
        var name: String
        var title: AlertText? { "There’s no note named “\(name)”." }
        var reason: AlertText? { "It may have been deleted." }
        var suggestion: AlertText? { "List your notes with “notes list”." }
        var category: ErrorCategory? { .notFound }
    }

    /// A domain error with the data a form's field errors need, in its own words.
    struct SignUpInvalid: AlertableError {
        var fieldNames: [String]
        var title: AlertText? { "Some fields need your attention." }
        var category: ErrorCategory? { .invalidInput }
    }

    struct NameTaken: AlertableError {
        var title: AlertText? { "That name is taken." }
        var category: ErrorCategory? { .conflict }
    }

    func detail(_ front: HTTPFront, _ error: any Error) async throws -> String? {
        try object(await front.response(for: error, to: HTTPAlertRequest()))["detail"] as? String
    }

    @Test func anErrorsOwnSuggestionIsLeftOutOfTheDetailUnlessTheFrontShowsThem() async throws {
        let error = NoteMissing(name: "groceries")
        #expect(try await detail(HTTPFront(), error) == "There’s no note named “groceries”.\nIt may have been deleted.")
        #expect(
            try await detail(HTTPFront(showsRecoverySuggestions: true), error)
                == "There’s no note named “groceries”.\nIt may have been deleted.\nList your notes with “notes list”.")
        // Other fronts show it: it is the error's hint.
        #expect(ErrorContent(error).recoverySuggestion == "List your notes with “notes list”.")
    }

    @Test func theWrapperForThrowingCallsOnAnExchangeLeavesItOutToo() async throws {
        let exchange = HTTPFront().exchange(for: HTTPAlertRequest())
        let outcome = await exchange.perform { () throws -> Int in throw NoteMissing(name: "groceries") }
        guard case .unanswered = outcome else { Issue.record("expected unanswered, got \(outcome)"); return }
        let problem = try object(try #require(exchange.response))
        #expect(problem["detail"] as? String == "There’s no note named “groceries”.\nIt may have been deleted.")
        #expect(problem["status"] as? Int == 404)
    }

    @Test func aSuggestionTheFrontsMappersGiveIsShownAndOneCanBeRemoved() async throws {
        var mappers = ErrorMappers()
        mappers.refine(NoteMissing.self) { _, content in content.recoverySuggestion = "GET /notes lists your notes." }
        #expect(
            try await detail(HTTPFront(mappers: mappers), NoteMissing(name: "a"))
                == "There’s no note named “a”.\nIt may have been deleted.\nGET /notes lists your notes.")
        var removing = ErrorMappers()
        removing.refine(NoteMissing.self) { _, content in content.recoverySuggestion = nil }
        #expect(
            try await detail(HTTPFront(mappers: removing, showsRecoverySuggestions: true), NoteMissing(name: "a"))
                == "There’s no note named “a”.\nIt may have been deleted.")
        // A mapper's content is written for this front: its suggestion is shown.
        var mapping = ErrorMappers()
        mapping.register(NoteMissing.self) { _ in
            ErrorContent(title: "No such note.", recoverySuggestion: "Try /notes.")
        }
        #expect(try await detail(HTTPFront(mappers: mapping), NoteMissing(name: "a")) == "No such note.\nTry /notes.")
    }

    @Test func aRefinementGivesAnErrorTypeTheFrontsValues() async throws {
        var mappers = ErrorMappers()
        mappers.refine(SignUpInvalid.self) { error, content in
            content.fieldErrors = error.fieldNames.map { FieldError($0, message: "Fill this in.") }
        }
        mappers.refine(NameTaken.self) { _, content in
            content.overrides.append(HTTPStatus.unprocessableContent)
            content.problemType = ProblemType("https://example.com/problems/taken", title: "Taken")
        }
        let front = HTTPFront(mappers: mappers)
        let invalid = await front.response(for: SignUpInvalid(fieldNames: ["email", "age"]), to: HTTPAlertRequest())
        #expect(invalid.status == .unprocessableContent)
        let errors = try #require(try object(invalid)["errors"] as? [[String: String]])
        #expect(
            errors == [
                ["detail": "Fill this in.", "pointer": "/email"], ["detail": "Fill this in.", "pointer": "/age"],
            ])
        let taken = await front.response(for: NameTaken(), to: HTTPAlertRequest())
        #expect(taken.status == .unprocessableContent)
        #expect(try object(taken)["type"] as? String == "https://example.com/problems/taken")
        // The same errors on a front without the refinements: their categories' statuses.
        #expect(
            await HTTPFront().response(for: SignUpInvalid(fieldNames: ["email"]), to: HTTPAlertRequest()).status
                == .badRequest)
        #expect(await HTTPFront().response(for: NameTaken(), to: HTTPAlertRequest()).status == .conflict)
    }

    @Test func theFrontsStatusesReplaceRowsOfTheTable() async throws {
        let front = HTTPFront(statuses: [.conflict: .unprocessableContent, .notFound: HTTPStatus(200)])
        #expect(await front.response(for: NameTaken(), to: HTTPAlertRequest()).status == .unprocessableContent)
        // A row that is not an error status is ignored.
        #expect(await front.response(for: NoteMissing(name: "a"), to: HTTPAlertRequest()).status == .notFound)
        // A status the mappers give the type wins over the row.
        var mappers = ErrorMappers()
        mappers.refine(NameTaken.self) { _, content in content.overrides.append(HTTPStatus.gone) }
        var refined = front
        refined.mappers = mappers
        #expect(await refined.response(for: NameTaken(), to: HTTPAlertRequest()).status == .gone)
        // An error not written for clients keeps its status: its category is the server's trouble.
        let hidden = HTTPFront(statuses: [.notFound: .notFound])
        #expect(
            await hidden.response(for: CocoaError(.fileNoSuchFile), to: HTTPAlertRequest()).status
                == .internalServerError)
    }

    @Test func aMapperForAnAlertableErrorReplacesItsTextsForThisFrontOnly() async throws {
        var mappers = ErrorMappers()
        mappers.register(NoteMissing.self) { error in
            ErrorContent(title: "Note “\(error.name)” not found.", category: .notFound)
        }
        let front = HTTPFront(mappers: mappers)
        #expect(try await detail(front, NoteMissing(name: "x")) == "Note “x” not found.")
        #expect(
            try await detail(HTTPFront(), NoteMissing(name: "x"))
                == "There’s no note named “x”.\nIt may have been deleted.")
    }
}
