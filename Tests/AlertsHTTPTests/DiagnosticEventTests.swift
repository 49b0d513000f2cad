import Alerts
import AlertsHTTP
import AlertsTesting
import Foundation
import Testing

/// What an HTTP response for an error tells the process's diagnostics hook.
struct HTTPDiagnosticEventTests {
    @Test func anInternalErrorIsAnErrorEventWithTheResponsesCorrelationID() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "diag-\(UUID().uuidString.prefix(8))"
        let response = await HTTPFront(mappers: .namedValues).response(
            for: DatabaseFailure(), to: HTTPAlertRequest(path: "/orders", correlationID: id))
        #expect(try object(response)["correlationId"] as? String == id)
        let events = recorder.events(mentioning: id)
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.kind == .error && event.level == .error)
        #expect(event.message.contains("hunter2"), "the log has what the client must not see")
        #expect(event.error is DatabaseFailure)
        #expect(event.metadata["status"] == "500")
        #expect(event.metadata["front"] == "http")
    }

    @Test func anErrorWrittenForClientsIsADebugEvent() async throws {
        let recorder = DiagnosticEventRecorder()
        let id = "diag-\(UUID().uuidString.prefix(8))"
        _ = await HTTPFront(mappers: .namedValues).response(
            for: ShopError.bookMissing("Dune"), to: HTTPAlertRequest(correlationID: id))
        let event = try #require(recorder.events(mentioning: id).first)
        #expect(event.level == .debug)
        #expect(event.metadata["status"] == "404")
        #expect(event.metadata["category"] == "not-found")
        #expect(event.metadata["source"] == "alertableError")
    }
}
