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
            // Each link and each related error under a key of its own, numbered from 1: a log
            // handler prints metadata as it is, and a list in one value would need a syntax.
            for (index, link) in alert.helpLinks.enumerated() { details["help-\(index + 1)"] = link.url }
            for (index, field) in alert.fieldErrors.enumerated() {
                details["field-\(index + 1)"] = "\(field.path) \(field.message)"
            }
            for (index, related) in alert.relatedErrors.enumerated() { details["related-\(index + 1)"] = related }
            return DiagnosticEvent(
                level: level, kind: .error,
                message: error?.diagnostic ?? "", metadata: details, error: error?.error)
        }
    }
}
