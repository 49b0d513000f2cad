import Alerts
import AlertsHTTP
import Foundation
import StringTables
import Testing

/// A request body a decoder rejects is the client's mistake: 400 when it is not well formed, 422
/// naming the field by a JSON Pointer otherwise, in the client's language, without Swift's words.
@Suite struct RequestBodyTests {
    struct Review: Decodable {
        var stars: Int
        var text: String
    }

    struct Order: Decodable {
        struct Item: Decodable { var count: Int }
        var items: [Item]
        var placed: Date?
        var link: URL?
    }

    let front = HTTPFront(mappers: .namedValues)

    /// The problem for decoding `body` as `Value`, in `language`, and the response.
    func answer<Value: Decodable>(
        _ body: String, as type: Value.Type, language: String = "en", accept: String? = nil
    ) async throws -> (HTTPAlertResponse, FieldErrors) {
        let error = try #require(throws: FieldErrors.self) {
            _ = try decodeRequestBody(type, from: Array(body.utf8))
        }
        return (
            await front.response(
                for: error,
                to: HTTPAlertRequest(method: "POST", path: "/reviews", accept: accept, acceptLanguage: language)),
            error
        )
    }

    /// Words that would tell a client about the server's code.
    static let swiftWords = ["Int", "String", "Review", "Order", "Item", "CodingKeys", "Swift", "Decodable", "Index"]

    func expectNoSwiftWords(_ response: HTTPAlertResponse) {
        for word in Self.swiftWords {
            #expect(!response.bodyText.contains(word), "\(word) in \(response.bodyText)")
        }
    }

    @Test func aValidBodyDecodes() throws {
        let review = try decodeRequestBody(Review.self, from: Data(#"{"stars": 5, "text": "Loved it."}"#.utf8))
        #expect(review.stars == 5 && review.text == "Loved it.")
        let bytes: [UInt8] = Array(#"{"stars": 1, "text": ""}"#.utf8)
        #expect(try decodeRequestBody(Review.self, from: bytes[...]).stars == 1)
    }

    @Test(arguments: [#"{"stars": 5, "#, "", "not json", #"{"stars": 5}}"#, "\u{0}"])
    func aMalformedBodyIsABadRequestWithoutAPointer(body: String) async throws {
        let (response, error) = try await answer(body, as: Review.self)
        #expect(error.kind == .malformed && error.pointer == nil)
        #expect(response.status == .badRequest)
        let problem = try object(response)
        #expect(problem["title"] as? String == "Bad Request")
        #expect(problem["detail"] as? String == "The request body couldn’t be read.\nIt isn’t in the correct format.")
        #expect(problem["errors"] == nil && problem["actions"] == nil)
        #expect(problem["correlationId"] is String)
        expectNoSwiftWords(response)
    }

    @Test func aValueOfTheWrongTypeIs422PointingAtIt() async throws {
        let (response, error) = try await answer(#"{"stars": "five", "text": "x"}"#, as: Review.self)
        #expect(error.kind == .wrongType && error.pointer == "/stars")
        #expect(response.status == .unprocessableContent)
        let problem = try object(response)
        #expect(problem["title"] as? String == "Unprocessable Content")
        #expect(problem["detail"] as? String == "Some values in the request body aren’t valid.")
        #expect(
            problem["errors"] as? [[String: String]] == [
                ["detail": "This value has the wrong type.", "pointer": "/stars"]
            ]
        )
        expectNoSwiftWords(response)
    }

    @Test func aMissingMemberIs422PointingAtTheMemberItself() async throws {
        let (response, error) = try await answer(#"{"stars": 4}"#, as: Review.self)
        #expect(error.kind == .missing && error.pointer == "/text")
        #expect(response.status == .unprocessableContent)
        #expect(
            try object(response)["errors"] as? [[String: String]] == [
                ["detail": "This value is missing.", "pointer": "/text"]
            ])
        expectNoSwiftWords(response)
    }

    @Test func aNullIsAMissingValue() async throws {
        let (_, error) = try await answer(#"{"stars": 4, "text": null}"#, as: Review.self)
        #expect(error.kind == .missing && error.pointer == "/text")
    }

    @Test func aWellFormedBodyOfTheWrongShapePointsAtTheWholeBody() async throws {
        let (response, error) = try await answer("[1, 2]", as: Review.self)
        #expect(error.kind == .wrongType && error.pointer == "")
        #expect(response.status == .unprocessableContent)
        #expect((try object(response)["errors"] as? [[String: String]])?.first?["pointer"] == "")
    }

    @Test func arrayIndicesAreNumbersInThePointer() async throws {
        let (_, error) = try await answer(#"{"items": [{"count": 1}, {"count": "two"}]}"#, as: Order.self)
        #expect(error.pointer == "/items/1/count")
        let (_, missing) = try await answer(#"{"items": [{"count": 1}, {}]}"#, as: Order.self)
        #expect(missing.pointer == "/items/1/count")
    }

    @Test func anUnusableValueOfTheRightTypeIsInvalid() async throws {
        let (response, error) = try await answer(#"{"items": [], "link": ""}"#, as: Order.self)
        #expect(error.kind == .invalidValue && error.pointer == "/link")
        #expect(response.status == .unprocessableContent)
        #expect((try object(response)["errors"] as? [[String: String]])?.first?["detail"] == "This value isn’t valid.")
    }

    @Test func aValueADecodingStrategyRejectsIsStillTheClients() async throws {
        // Foundation's ISO 8601 strategy says which value only on some platforms: without a path
        // the body counts as unreadable, a 400 — a client's error either way.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let error = try #require(throws: FieldErrors.self) {
            _ = try decodeRequestBody(
                Order.self, from: Data(#"{"items": [], "placed": "yesterday"}"#.utf8), decoder: decoder)
        }
        let status = await front.response(for: error, to: HTTPAlertRequest()).status
        #expect(error.pointer == nil ? status == .badRequest : status == .unprocessableContent)
        #expect(error.pointer == nil || error.pointer == "/placed")
    }

    @Test(arguments: [
        (
            "de", "Nicht verarbeitbarer Inhalt", "Einige Werte im Inhalt der Anfrage sind ungültig.",
            "Dieser Wert hat den falschen Typ."
        ),
        ("ja", "処理できないコンテンツ", "リクエストの本文に無効な値があります。", "この値の型が正しくありません。"),
    ])
    func theTextsAreInTheClientsLanguage(language: String, title: String, detail: String, field: String) async throws {
        let (response, _) = try await answer(#"{"stars": "five", "text": "x"}"#, as: Review.self, language: language)
        #expect(response[header: "Content-Language"] == language)
        let problem = try object(response)
        #expect(problem["title"] as? String == title)
        #expect(problem["detail"] as? String == detail)
        #expect(problem["errors"] as? [[String: String]] == [["detail": field, "pointer": "/stars"]])
    }

    @Test func theMalformedBodyIsTranslatedToo() async throws {
        let (response, _) = try await answer("{", as: Review.self, language: "de")
        let problem = try object(response)
        #expect(problem["title"] as? String == "Ungültige Anfrage")
        #expect(
            problem["detail"] as? String
                == "Der Inhalt der Anfrage konnte nicht gelesen werden.\nDas Format ist nicht korrekt.")
    }

    @Test func htmlAndPlainTextNameTheFieldToo() async throws {
        let (plain, _) = try await answer(#"{"stars": 4}"#, as: Review.self, accept: "text/plain")
        #expect(
            plain.bodyText.hasPrefix(
                """
                Unprocessable Content
                Some values in the request body aren’t valid.
                /text: This value is missing.
                """))
        let (html, _) = try await answer(#"{"stars": 4}"#, as: Review.self, accept: "text/html")
        #expect(html.bodyText.contains("<li><code>/text</code> This value is missing.</li>"))
        expectNoSwiftWords(plain)
        expectNoSwiftWords(html)
    }

    @Test func theDecodersErrorGoesToTheLogOnly() async throws {
        let (response, error) = try await answer(#"{"stars": "five", "text": "x"}"#, as: Review.self)
        #expect(error.underlyingError is DecodingError)
        #expect(ErrorContent(error).diagnostic.contains("stars"))
        expectNoSwiftWords(response)
    }

    // MARK: Hostile coding keys

    /// A key of any name, as a dictionary's keys (the client's own) are in a coding path.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { (self.stringValue, self.intValue) = ("\(intValue)", intValue) }
        init(_ name: String) { self.stringValue = name }
    }

    func mismatch(at path: [any CodingKey]) -> FieldErrors {
        FieldErrors(.typeMismatch(Int.self, .init(codingPath: path, debugDescription: "Expected Int")))
    }

    @Test(arguments: [
        ("a/b", "/a~1b"), ("~", "/~0"), ("~1", "/~01"), ("/~/", "/~1~0~1"), ("", "/"), ("Index 3", "/Index 3"),
        ("0", "/0"),
    ])
    func tildesAndSlashesInAKeyAreEscaped(key: String, pointer: String) {
        #expect(mismatch(at: [Key(key)]).pointer == pointer)
    }

    /// A `~` or `/` that a combining mark or joiner follows is one `Character` with it: it is
    /// escaped all the same, so the pointer is valid RFC 6901 and names the client's own key.
    @Test(arguments: [
        ("~\u{301}", "/~0\u{301}"), ("a/\u{301}b", "/a~1\u{301}b"), ("/\u{200D}", "/~1\u{200D}"),
        ("~\u{FE0F}1", "/~0\u{FE0F}1"),
    ])
    func aTildeOrSlashWithACombiningMarkIsEscapedToo(key: String, pointer: String) async throws {
        #expect(mismatch(at: [Key(key)]).pointer == pointer)
        let body = try JSONSerialization.data(withJSONObject: [key: "x"])
        let error = try #require(throws: FieldErrors.self) {
            _ = try decodeRequestBody([String: Int].self, from: body)
        }
        #expect(error.pointer == pointer)
        let response = await front.response(for: error, to: HTTPAlertRequest())
        #expect((try object(response)["errors"] as? [[String: String]])?.first?["pointer"] == pointer)
    }

    @Test func aFieldErrorsBareMemberWithACombiningMarkIsEscaped() async throws {
        struct Invalid: NamesFrontValues {
            var title: AlertText? { "Check the form." }
            var category: ErrorCategory? { .invalidInput }
            var fieldErrors: [FieldError] { [FieldError("a/\u{301}b~\u{301}", message: "Wrong.")] }
        }
        let response = await front.response(for: Invalid(), to: HTTPAlertRequest())
        #expect(
            (try object(response)["errors"] as? [[String: String]])?.first?["pointer"] == "/a~1\u{301}b~0\u{301}")
    }

    @Test func anIndexKeyIsItsNumberAndAnIntKeyOfADictionaryItsName() {
        #expect(mismatch(at: [Key("tags"), Key(intValue: 2)]).pointer == "/tags/2")
        var named = Key("Index 7")
        named.intValue = 7
        #expect(mismatch(at: [named]).pointer == "/7", "JSONDecoder's name for an array's element")
        var other = Key("seven")
        other.intValue = 7
        #expect(mismatch(at: [other]).pointer == "/seven", "a keyed container's key is named by its name")
    }

    @Test(arguments: hostileTexts)
    func controlCharactersInAKeyAreEscapedInEveryRepresentation(text: String) async throws {
        let error = mismatch(at: [Key("reviews"), Key(text)])
        let expected = "/reviews/" + text.replacing("~", with: "~0").replacing("/", with: "~1")
        #expect(error.pointer == expected)
        let json = await front.response(for: error, to: HTTPAlertRequest())
        #expect(!json.bodyText.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(
            (try object(json)["errors"] as? [[String: String]])?.first?["pointer"] == expected, "read back as it was")
        let plain = await front.response(for: error, to: HTTPAlertRequest(accept: "text/plain"))
        #expect(
            !plain.bodyText.unicodeScalars.contains {
                $0 != "\n" && $0 != "\t" && ($0.value < 0x20 || $0.value == 0x7F)
            })
        #expect(!plain.bodyText.contains("\u{202E}") && !plain.bodyText.contains("\u{1B}"))
        let html = await front.response(for: error, to: HTTPAlertRequest(accept: "text/html"))
        #expect(!html.bodyText.contains("<script>") && !html.bodyText.contains("<img"))
        for response in [json, plain, html] {
            #expect(response.headerFields.allSatisfy { !$0.value.contains("\r") && !$0.value.contains("\n") })
        }
    }

    @Test func aVeryLongPathIsCutToTheDeepestMemberThatFits() async throws {
        let long = String(repeating: "k", count: 100_000)
        let error = mismatch(at: [Key("reviews"), Key(long), Key("stars")])
        #expect(error.pointer == "/reviews", "the value that holds the wrong one")
        let deep = mismatch(at: Array(repeating: Key("a"), count: 10_000))
        let pointer = try #require(deep.pointer)
        #expect(pointer.utf8.count <= 1024 && pointer.utf8.count >= 1020)
        #expect(pointer == String(repeating: "/a", count: pointer.utf8.count / 2))
        let response = await front.response(for: error, to: HTTPAlertRequest())
        #expect(response.body.count < 2048)
        #expect(!response.bodyText.contains(long))
    }
}

/// What the tests read of a decoder's error made into ``FieldErrors``: the wrong value's pointer,
/// and what is wrong with it, told by its message.
extension FieldErrors {
    enum Kind { case malformed, missing, wrongType, invalidValue }

    var pointer: String? { errors.first?.path }

    var kind: Kind {
        switch errors.first?.message {
        case nil: .malformed
        case .builtIn("This value is missing."): .missing
        case .builtIn("This value has the wrong type."): .wrongType
        default: .invalidValue
        }
    }
}
