import Alerts
import AlertsHTTP
import Foundation
import Testing

/// A server that wraps its work in `perform` on the request's exchange tells the client the same
/// status and `Retry-After` as one that answers the error directly: the client, not the server,
/// waits.
struct RetryAfterThroughPerformTests {
    let front = HTTPFront(languages: ["en"])

    func throughPerform(_ error: ShopError, method: String = "GET") async -> HTTPAlertResponse? {
        let exchange = front.exchange(for: HTTPAlertRequest(method: method, path: "/books", correlationID: "c1"))
        _ = await exchange.perform { () throws(ShopError) -> Int in throw error }
        return exchange.response
    }

    @Test(arguments: [ShopError.slowDown, .maintenance])
    func performTellsTheClientTheWaitTheErrorAsks(error: ShopError) async throws {
        let direct = await front.response(for: error, to: HTTPAlertRequest(path: "/books", correlationID: "c1"))
        let performed = try #require(await throughPerform(error))
        #expect(performed.status == direct.status)
        #expect(direct[header: "Retry-After"] != nil)
        // `perform` caps the wait it states at its `longestWait` (60 s by default), the longest a
        // retry in this process would wait; an HTTP client is not retried by the server, so the
        // exchange states the error's own wait (90 s asked: `Retry-After: 90`, not 60).
        #expect(performed[header: "Retry-After"] == direct[header: "Retry-After"])
        // And the detail's advice ("Try again in 90 seconds."): the whole body is the same.
        #expect(String(decoding: performed.body, as: UTF8.self) == String(decoding: direct.body, as: UTF8.self))
    }

    @Test func aHeadRequestThroughPerformHasHeadersAndNoBody() async throws {
        let performed = try #require(await throughPerform(.slowDown, method: "HEAD"))
        #expect(performed.status.rawValue == 429)
        #expect(performed.body.isEmpty)
        #expect(performed[header: "Retry-After"] == "30")
    }
}
