import Alerts
import AlertsHTTP
import Testing

/// A front's own tables come before the package's for every text of a response — a status's title
/// too — whichever way the response is made, and a front given new tables answers with them.
struct OwnTablesOverPackageTablesTests {
    struct Missing: AlertableError {
        var title: AlertText? { "The page moved." }
        var category: ErrorCategory? { .notFound }
    }

    /// A table of the app's that says a 404's title its own way, in German and in English.
    static let own = InMemoryStringTables([
        "Alerts": ["de": ["Not Found": "Fehlt hier"], "en": ["Not Found": "Gone Missing"]],
        "Localizable": ["de": ["The page moved.": "Die Seite ist umgezogen."]],
    ])

    static func request(language: String, accept: String = "application/problem+json") -> HTTPAlertRequest {
        HTTPAlertRequest(path: "/old", accept: accept, acceptLanguage: language, correlationID: "id-1")
    }

    @Test(arguments: ["application/problem+json", "text/plain", "text/html"])
    func theStatusTitleIsTheAppsWhicheverWayTheResponseIsMade(accept: String) async throws {
        let front = HTTPFront(sources: [Self.own])
        let direct = await front.response(for: Missing(), to: Self.request(language: "de", accept: accept))
        #expect(direct.bodyText.contains("Fehlt hier"), "\(direct.bodyText)")
        #expect(!direct.bodyText.contains("Nicht gefunden"))

        let exchange = front.exchange(for: Self.request(language: "de", accept: accept))
        _ = try? await exchange.perform { () async throws -> Int in throw Missing() }.get()
        let performed = try #require(exchange.response)
        #expect(performed.bodyText == direct.bodyText)

        let pseudo = await front.response(for: Missing(), to: Self.request(language: "en-XA", accept: accept))
        // The pseudo-language is made from the source text the app's table gives.
        #expect(!pseudo.bodyText.contains("Not Found"), "\(pseudo.bodyText)")
        #expect(pseudo.bodyText.contains("Ĝ"), "\(pseudo.bodyText)")
    }

    @Test func aFrontGivenNewTablesAnswersWithThem() async {
        var front = HTTPFront()
        let before = await front.response(for: Missing(), to: Self.request(language: "de"))
        // Its title has no German, so the response stays in English: the package's own status title.
        #expect(before.bodyText.contains(#""title":"Not Found""#), "\(before.bodyText)")
        front.localizer = Localizer(sources: [Self.own])
        let after = await front.response(for: Missing(), to: Self.request(language: "de"))
        #expect(after.bodyText.contains("Fehlt hier"), "\(after.bodyText)")
        #expect(after.bodyText.contains("Die Seite ist umgezogen."))
        front.localizer.sources = []
        let again = await front.response(for: Missing(), to: Self.request(language: "de"))
        #expect(again.bodyText == before.bodyText)
    }
}
