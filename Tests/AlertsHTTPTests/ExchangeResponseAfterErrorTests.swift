import Alerts
import AlertsHTTP
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct ExchangeResponseAfterErrorTests {
    /// The wrapper showed one error (404) and the handler goes on; a later, different error that
    /// leaves the handler must not be answered with the first one's response.
    @Test func responseAfterADifferentErrorIsThatErrorsResponse() async {
        let front = HTTPFront()
        let exchange = front.exchange(for: HTTPAlertRequest(path: "/books/dune"))
        // A first try that fails and is handled (say, a cache miss before the database).
        _ = await exchange.perform(retryLimit: 0) { () async throws(ShopError) -> Void in
            throw ShopError.bookMissing("Dune")
        }
        // Then the real failure, thrown straight out.
        let response = await exchange.response(after: ShopError.signUpInvalid)
        #expect(response.status == .unprocessableContent, "got \(response.status)")
    }
}
