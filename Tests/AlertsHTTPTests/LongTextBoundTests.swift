import Alerts
import AlertsHTTP
import Foundation
import Testing

/// An error whose message is whatever a test gives it, for clients to read.
private struct ImportFailed: AlertableError {
    var message: String
    var title: AlertText? { "Import failed." }
    var reason: AlertText? { AlertText(verbatim: message) }
    var category: ErrorCategory? { .invalidInput }
}

/// A long text in a response is cut to ``HTTPFront/maximumTextBytes``, after a whole character.
@Suite struct LongTextBoundTests {
    /// Long texts that are hard to cut well: one line with no space, many short lines, CJK,
    /// combining marks, right-to-left text with its marks, emoji sequences, flags.
    static let longTexts: [String] = [
        String(repeating: "x", count: 200_000),
        String(repeating: "line\n", count: 40_000),
        String(repeating: "漢字かな混じり文", count: 10_000),
        String(repeating: "e\u{301}", count: 50_000),
        "Z" + String(repeating: "\u{300}\u{316}\u{35C}", count: 3_000) + String(repeating: "a", count: 5_000),
        String(repeating: "مَرْحَبًا بِالْعَالَمِ ", count: 5_000),
        String(repeating: "👩‍👩‍👧‍👦🇫🇷", count: 5_000),
        String(repeating: "\r\n", count: 10_000),
    ]

    /// The detail of the problem+json answer to `error`.
    func detail(_ front: HTTPFront, _ error: some Error) async throws -> String {
        let response = await front.response(for: error, to: HTTPAlertRequest(accept: "application/problem+json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return try #require(object["detail"] as? String)
    }

    @Test(arguments: longTexts, [4096, 1000, 64, 7])
    func aLongDetailIsCutAfterAWholeCharacterWithinTheBound(text: String, bound: Int) async throws {
        let front = HTTPFront(mappers: .namedValues, maximumTextBytes: bound)
        let detail = try await detail(front, ImportFailed(message: text))
        let whole = "Import failed.\n" + text
        #expect(detail.utf8.count <= bound)
        #expect(detail.hasSuffix("…"))
        // Character by character the start of the whole text: no character cut in two.
        let shown = Array(detail.dropLast())
        #expect(Array(whole.prefix(shown.count)) == shown)
        // As much as fits: the next character would not have.
        let next = whole.prefix(shown.count + 1)
        #expect(next.utf8.count + "…".utf8.count > bound)
    }

    @Test func theBoundIs4096BytesByDefaultAndTextsWithinItAreWhole() async throws {
        #expect(HTTPFront(mappers: .namedValues).maximumTextBytes == 4096)
        let front = HTTPFront(mappers: .namedValues)
        let fits = String(repeating: "é", count: 2_040)  // 4,080 bytes, with the title's 15 more
        #expect(try await detail(front, ImportFailed(message: fits)) == "Import failed.\n" + fits)
        let over = fits + "éé"
        #expect(try await detail(front, ImportFailed(message: over)).utf8.count <= 4096)
    }

    @Test(arguments: ["text/html", "text/plain", "application/problem+json"])
    func everyFormOfA200KBMessageStaysSmall(accept: String) async {
        let front = HTTPFront(mappers: .namedValues)
        let message = String(repeating: "0123456789", count: 20_000)
        let response = await front.response(for: ImportFailed(message: message), to: HTTPAlertRequest(accept: accept))
        #expect(response.body.count < 6_000, "\(response.body.count) bytes")
        #expect(response.bodyText.contains("Import failed."))
        #expect(response.bodyText.contains("4567…"), "4,078 digits after the title's 15 bytes")
    }

    @Test func aLongTitleIsCutToo() async throws {
        struct Titled: NamesFrontValues {
            var title: AlertText? { AlertText(verbatim: String(repeating: "長", count: 10_000)) }
            var category: ErrorCategory? { .conflict }
            var problemType: ProblemType? {
                ProblemType(
                    "https://example.com/problems/long",
                    title: AlertText(verbatim: "T" + String(repeating: "長", count: 10_000)))
            }
        }
        let front = HTTPFront(mappers: .namedValues, maximumTextBytes: 100)
        let response = await front.response(for: Titled(), to: HTTPAlertRequest(accept: "application/problem+json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let title = try #require(object["title"] as? String)
        #expect(title == "T" + String(repeating: "長", count: 32) + "…")
    }

    /// The problem+json answer to `error`, as an object.
    func problem(_ front: HTTPFront, _ error: some Error) async throws -> [String: Any] {
        let response = await front.response(for: error, to: HTTPAlertRequest(accept: "application/problem+json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test func aLongCodeIsCutAndALongPointerKeepsItsWholeTokens() async throws {
        struct Coded: NamesFrontValues {
            var title: AlertText? { "Some fields need your attention." }
            var errorCode: String? { "E" + String(repeating: "9", count: 100_000) }
            var category: ErrorCategory? { .invalidInput }
            var fieldErrors: [FieldError] {
                [
                    FieldError("/items/0/" + String(repeating: "k", count: 100_000), message: "Check it."),
                    FieldError("/" + String(repeating: "é", count: 50_000), message: "Check it."),
                    FieldError("/email", message: "Enter an email address."),
                ]
            }
        }
        let front = HTTPFront(mappers: .namedValues, maximumTextBytes: 64)
        let object = try await problem(front, Coded())
        #expect(object["code"] as? String == "E" + String(repeating: "9", count: 60) + "…")
        let errors = try #require(object["errors"] as? [[String: Any]])
        // Cut after the last whole token: the member that holds the long one, or the whole content.
        #expect(errors.map { $0["pointer"] as? String } == ["/items/0", "", "/email"])
        for accept in ["text/html", "text/plain"] {
            let response = await front.response(for: Coded(), to: HTTPAlertRequest(accept: accept))
            #expect(response.body.count < 2_000, "\(accept): \(response.body.count) bytes")
        }
    }

    @Test func aPointerMadeFromAClientsLongKeyStaysWithinTheBound() async throws {
        struct Review: Decodable { var stars: Int }
        let key = String(repeating: "s", count: 100_000)
        let body = Data("{\"\(key)\": {\"stars\": \"five\"}}".utf8)
        var thrown: (any Error)?
        do { _ = try decodeRequestBody([String: Review].self, from: body) } catch { thrown = error }
        let error = try #require(thrown)
        let object = try await problem(HTTPFront(mappers: ErrorMappers()), error)
        let errors = try #require(object["errors"] as? [[String: Any]])
        let pointer = try #require(errors.first?["pointer"] as? String)
        #expect(pointer.utf8.count <= 4096)
        #expect(pointer == "", "the key's own token is longer than the bound: the whole content")
    }

    @Test func aProblemTypeLongerThanAURIMayBeIsLeftOutNotCut() async throws {
        struct Typed: NamesFrontValues {
            var title: AlertText? { "Out of credit." }
            var category: ErrorCategory? { .conflict }
            var problemType: ProblemType? {
                ProblemType("https://example.com/" + String(repeating: "p", count: 3_000), title: "Not enough credit")
            }
        }
        let object = try await problem(HTTPFront(mappers: .namedValues), Typed())
        #expect(object["type"] as? String == "about:blank")
        #expect(object["title"] as? String == "Conflict")
    }
}
