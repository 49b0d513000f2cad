internal import Alerts
internal import FrontSupport

extension CLIReport {
    /// The report as one line of JSON with stable keys, every one always present (`null` when
    /// empty), written by the shared writer, which escapes every control character.
    ///
    /// Keys: `severity` and `label` (`null` for an alert that is not about an error), `title`,
    /// `message` (without the hint), `hint`, `causes`, `code`, `help`, `category`, `buttons` (each
    /// `label`, `role`, `default`), `chosen` (the chosen button's label), `note`, `exitCode`,
    /// `retryable`, `retryAfter` (whole seconds to wait, or `null`), `groupID`, `language`; in a
    /// verbose report also `domainCode` and `diagnostic`.
    func json() -> String {
        let error = alert.error
        var json = JSONWriter()
        json.object { json in
            json.field("severity", error?.severity.rawValue)
            json.field("label", severityLabel)
            json.field("title", alert.title)
            json.field("message", alert.body)
            json.field("hint", alert.hint)
            json.field("causes") { json in json.array(error?.causes ?? []) { json, cause in json.string(cause) } }
            json.field("code", error?.code)
            json.field("help", error?.help)
            json.field("category", error?.category?.name)
            json.field("buttons") { json in
                json.array(showsButtons ? alert.buttons : []) { json, button in
                    json.object { json in
                        json.field("label", button.label)
                        json.field("role", button.role?.rawValue)
                        json.field("default") { $0.raw(button.isDefault ? "true" : "false") }
                    }
                }
            }
            json.field("chosen", chosen.flatMap { alert.buttons.indices.contains($0) ? alert.buttons[$0].label : nil })
            json.field("note", choiceNote?.text)
            json.field("exitCode") { json in json.raw(exitStatus.map { String($0.rawValue) } ?? "null") }
            json.field("retryable") { json in json.raw(error.map { $0.retry.mayHelp ? "true" : "false" } ?? "null") }
            json.field("retryAfter") { json in json.raw(error?.retry.wholeSeconds.map(String.init) ?? "null") }
            json.field("groupID", error?.groupID)
            json.field("language", alert.language?.identifier)
            if verbose {
                json.field("domainCode", error?.domainCode)
                json.field("diagnostic", error?.diagnostic)
            }
        }
        return json.output
    }
}

extension RetryHint {
    /// How long to wait, in whole seconds rounded up, when the hint says.
    var wholeSeconds: Int64? {
        guard mayHelp, let after, after > .zero else { return nil }
        return after.wholeSecondsRoundedUp
    }
}
