internal import Alerts

extension CLIReport {
    /// The report as one line of JSON: the alert's JSON form (`ResolvedAlert.writeJSONMembers`),
    /// then what the command line adds — `label` (the severity label, `null` for an alert that is
    /// not about an error), `chosen` (the chosen button's label), `note`, `exitCode`, and in a
    /// verbose report `domainCode` and `diagnostic`.
    func json() -> String {
        var json = JSONWriter()
        json.object { json in
            alert.writeJSONMembers(to: &json, buttons: showsButtons)
            json.field("label", severityLabel)
            json.field("chosen", chosen.flatMap { alert.buttons.indices.contains($0) ? alert.buttons[$0].label : nil })
            json.field("note", choiceNote?.text)
            json.field("exitCode") { json in json.raw(exitStatus.map { String($0.rawValue) } ?? "null") }
            if verbose {
                json.field("domainCode", alert.error?.domainCode)
                json.field("diagnostic", alert.error?.diagnostic)
            }
        }
        return json.output
    }
}
