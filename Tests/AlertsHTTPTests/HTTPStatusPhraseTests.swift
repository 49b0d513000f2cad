import AlertsHTTP
import Testing

/// The status line's reason phrase: the registered one for every status a server sends, a
/// generic word only for codes nobody registered.
@Suite struct HTTPStatusPhraseTests {
    @Test(arguments: [
        (404, "Not Found"), (422, "Unprocessable Content"), (423, "Locked"), (424, "Failed Dependency"),
        (425, "Too Early"), (503, "Service Unavailable"), (506, "Variant Also Negotiates"),
        (507, "Insufficient Storage"), (508, "Loop Detected"), (511, "Network Authentication Required"),
    ])
    func aRegisteredStatusHasItsPhrase(code: Int, phrase: String) {
        #expect(HTTPStatus(code).reasonPhrase == phrase)
        #expect(HTTPStatus(code).description == "\(code) \(phrase)")
    }

    @Test func anUnregisteredCodeHasAGenericPhrase() {
        #expect(HTTPStatus(499).reasonPhrase == "Error")
        #expect(HTTPStatus(599).reasonPhrase == "Error")
        #expect(HTTPStatus(299).reasonPhrase == "Status")
    }
}
