// swift-alerts' diagnostics hook bridged to swift-log: the few lines a server adds at start-up.
// Both example servers use this file (the Vapor one through a link).
import Alerts
import Logging

/// Sends `logger` what swift-alerts never shows a client: the full error behind each error
/// response, with its correlation id (metadata `correlation-id`), and problems found in string
/// tables. An error kept from the client is logged at `error`, one written for clients at
/// `debug`. Events below the logger's level are not even made.
func logDiagnostics(to logger: Logger) {
    let level = DiagnosticEvent.Level(rawValue: logger.logLevel.rawValue) ?? .trace
    DiagnosticsSystem.bootstrap(minimumLevel: level) { event in
        logger.log(
            level: Logger.Level(rawValue: event.level.rawValue) ?? .error, "\(event.message)",
            metadata: event.metadata.mapValues { .string($0) })
    }
}
