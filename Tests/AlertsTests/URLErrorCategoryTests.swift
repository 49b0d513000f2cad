import Alerts
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLError` says what failed about the other system, in the neutral words each front maps:
/// a connection that could not be made or broke, an answer that could not be used, a wait too
/// long, or no network at all.
struct URLErrorCategoryTests {
    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, ErrorCategory.connectionFailed), (.cannotFindHost, .connectionFailed),
        (.dnsLookupFailed, .connectionFailed), (.networkConnectionLost, .connectionFailed),
        (.badServerResponse, .badResponse), (.cannotParseResponse, .badResponse), (.timedOut, .timedOut),
        (.notConnectedToInternet, .unavailable), (.resourceUnavailable, .unavailable),
    ])
    func eachFailureHasItsCategory(code: URLError.Code, category: ErrorCategory) {
        let content = ErrorContent(URLError(code))
        #expect(content.category == category)
        #expect(content.retry != .no, "trying again later may work")
        #expect(content.source == .foundation)
    }

    @Test func aRefusedConnectionIsAFailedConnection() async throws {
        let error = try await #require(throws: URLError.self) {
            _ = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:9/")!)
        }
        #expect(ErrorContent(error).category == .connectionFailed, "\(error.code)")
    }

    @Test func theCategoryHasAStableName() {
        #expect(ErrorCategory.connectionFailed.name == "connection-failed")
        #expect(ErrorCategory("connection-failed") == .connectionFailed)
    }
}
