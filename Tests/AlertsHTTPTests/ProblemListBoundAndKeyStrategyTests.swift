import Alerts
import AlertsHTTP
import Foundation
import Testing

/// Issue 37, found by trying to break it: the `errors` member names a member the client sent
/// whatever the decoder's key strategy, and problem+json lists at most 100 items of a list.
@Suite struct ProblemListBoundAndKeyStrategyTests {
    struct Order: Decodable {
        var firstName: String
        var starCount: Int
    }

    /// A decoder that reads `snake_case` members: its `DecodingError`'s coding path names the Swift
    /// property (`starCount`), which the client never sent.
    @Test(arguments: [
        (#"{"first_name": "Ann", "star_count": "nine"}"#, "/star_count"),
        (#"{"star_count": 1}"#, "/first_name"),
    ])
    func theErrorsPointerNamesTheMemberTheClientSentUnderASnakeCaseDecoder(body: String, pointer: String)
        async throws
    {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            _ = try decodeRequestBody(Order.self, from: Data(body.utf8), decoder: decoder)
            Issue.record("decoded \(body)")
        } catch {
            let response = await HTTPFront().response(
                for: error, to: HTTPAlertRequest(accept: nil, acceptLanguage: "en"))
            let problem = try object(response)
            let errors = try #require(problem["errors"] as? [[String: String]])
            #expect(errors.map { $0["pointer"] } == [pointer], "\(problem)")
        }
    }

    struct Many: AlertableError {
        var count: Int
        var title: AlertText? { "Some items failed." }
        var category: ErrorCategory? { .invalidInput }
        var fieldErrors: [FieldError] { (0..<count).map { FieldError("/items/\($0)", message: "Fill this in.") } }
        var relatedErrors: [any Error] { (0..<count).map { _ in Item() } }
    }

    struct Item: AlertableError {
        var title: AlertText? { "Couldn’t copy the file." }
    }

    /// "problem+json lists at most 100 field errors and 100 related errors" (PresentingOverHTTP,
    /// `Problem.maximumListedItems`): with 101, the "one more rather than `and 1 more`" rule of the
    /// readers' forms lists all 101 in JSON, which has no such line.
    @Test func problemJSONListsAtMostAHundredItemsOfAHundredAndOne() async throws {
        let problem = try object(await HTTPFront().response(for: Many(count: 101), to: HTTPAlertRequest()))
        #expect((problem["errors"] as? [Any])?.count == 100)
        #expect(problem["omittedErrors"] as? Int == 1)
        #expect((problem["relatedErrors"] as? [Any])?.count == 100)
        #expect(problem["omittedRelatedErrors"] as? Int == 1)
    }

    /// A field error about the whole content (pointer `""`) reads as its detail alone in plain text
    /// and HTML, not `: Must be an object.`.
    @Test func aFieldErrorAboutTheWholeContentIsItsDetailAlone() async throws {
        struct Whole: AlertableError {
            var title: AlertText? { "The order isn’t valid." }
            var fieldErrors: [FieldError] { [FieldError("", message: "Must be an object.")] }
        }
        let plain = await HTTPFront().response(for: Whole(), to: HTTPAlertRequest(accept: "text/plain"))
        let text = String(decoding: plain.body, as: UTF8.self)
        #expect(text.split(separator: "\n").contains("Must be an object."), "\(text)")
        let html = await HTTPFront().response(for: Whole(), to: HTTPAlertRequest(accept: "text/html"))
        #expect(String(decoding: html.body, as: UTF8.self).contains("<li>Must be an object.</li>"))
        let json = try object(await HTTPFront().response(for: Whole(), to: HTTPAlertRequest()))
        #expect((json["errors"] as? [[String: String]])?.first?["pointer"] == "", "JSON keeps the pointer")
    }
}
