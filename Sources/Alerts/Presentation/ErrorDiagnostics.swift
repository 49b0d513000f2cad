extension DiagnosticsSystem {
    /// Tells the process's handler about the error behind `alert`, which a front has just
    /// shown: the error itself, as `String(reflecting:)` prints it, with its kind and code.
    ///
    /// The level is `error` when the user saw none of the error's own texts — a generic title, or
    /// `hidden` (an HTTP response that keeps an internal error from its client) — for then this
    /// event is the only record of what went wrong; `debug` otherwise.
    ///
    /// - Parameters:
    ///   - front: The front that showed it: `cli`, `terminal`, `http`.
    ///   - metadata: What the front adds, such as an HTTP response's `correlation-id` and `status`;
    ///     read only when the event is sent.
    package static func tell(
        errorOf alert: ResolvedAlert, front: String, hidden: Bool = false,
        metadata: () -> [String: String] = { [:] }
    ) {
        guard let source = alert.error?.source else { return }
        let level: DiagnosticEvent.Level = hidden || source == .generic ? .error : .debug
        emit(at: level) {
            // Read here, only when someone listens: a copy of the error costs more than the check.
            let error = alert.error
            var details = metadata()
            details["front"] = front
            details["source"] = error?.source.rawValue
            details["category"] = error?.category?.name
            details["code"] = error?.errorCode
            details["domain-code"] = error?.domainCode
            details["group-id"] = error?.groupID.isEmpty == false ? error?.groupID : nil
            // Each link, wrong value and related error under a key of its own, numbered from 1: a
            // log handler prints metadata as it is, and a list in one value would need a syntax.
            // At most `listedInEvent` of each, and how many there are when that leaves some out:
            // a batch of 100,000 is one log line, not 100,000 keys.
            func list<Item>(_ items: [Item], _ key: String, _ value: (Item) -> String) {
                for (index, item) in items.prefix(listedInEvent).enumerated() {
                    details["\(key)-\(index + 1)"] = value(item)
                }
                if items.count > listedInEvent { details["\(key)-count"] = String(items.count) }
            }
            list(alert.helpLinks, "help") { $0.url }
            list(alert.fieldErrors, "field") { "\($0.path) \($0.message)" }
            list(alert.relatedErrors, "related") { $0 }
            return DiagnosticEvent(
                level: level, kind: .error,
                message: error?.diagnostic ?? "", metadata: details, error: error?.error)
        }
    }
}

/// The most help links, wrong values and related errors an error's diagnostics event names, each.
private let listedInEvent = 100
