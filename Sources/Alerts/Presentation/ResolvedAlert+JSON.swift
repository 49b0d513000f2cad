extension ResolvedAlert {
    /// Writes the alert's members into the JSON object `json` is writing: the one JSON form of a
    /// resolved alert, to which a front adds its own members after (the command line's `--json`
    /// adds its severity label, the button chosen, its note and its exit status).
    ///
    /// Keys, every one always present (`null` when empty), in this order: `severity` (`null` for
    /// an alert that is not about an error), `title`, `message` (without the hint), `hint`,
    /// `causes`, `code`, `help`, `links` (each `url`, `label`), `fieldErrors` (each `path`, `name`,
    /// `message`), `relatedErrors` (every one: JSON has no screen to fill), `category`, `buttons` (each `label`, `role`, `default`; none when
    /// `buttons` is `false`), `retryable`, `retryAfter` (whole seconds to wait, or `null`),
    /// `groupID`, `language`. Every text is written whole, every control character escaped.
    package func writeJSONMembers(to json: inout JSONWriter, buttons: Bool = true) {
        json.field("severity", error?.severity.rawValue)
        json.field("title", title)
        json.field("message", body)
        json.field("hint", hint)
        json.field("causes") { json in json.array(causes) { json, cause in json.string(cause) } }
        json.field("code", error?.errorCode)
        json.field("help", help)
        json.field("links") { json in
            json.array(helpLinks) { json, link in
                json.object { json in
                    json.field("url", link.url)
                    json.field("label", link.label)
                }
            }
        }
        json.field("fieldErrors") { json in
            json.array(fieldErrors) { json, field in
                json.object { json in
                    json.field("path", field.path)
                    json.field("name", field.name)
                    json.field("message", field.message)
                }
            }
        }
        json.field("relatedErrors") { json in json.array(relatedErrors) { json, related in json.string(related) } }
        json.field("category", error?.category?.name)
        json.field("buttons") { json in
            json.array(buttons ? self.buttons : []) { json, button in
                json.object { json in
                    json.field("label", button.label)
                    json.field("role", button.role?.rawValue)
                    json.field("default") { $0.raw(button.isDefault ? "true" : "false") }
                }
            }
        }
        json.field("retryable") { json in json.raw((error?.retry).map { $0 != .no ? "true" : "false" } ?? "null") }
        json.field("retryAfter") { json in json.raw(error?.retry.wholeSeconds.map(String.init) ?? "null") }
        json.field("groupID", error?.groupID)
        json.field("language", language?.identifier)
    }
}

extension RetryHint {
    /// How long to wait, in whole seconds rounded up, when the hint says.
    var wholeSeconds: Int64? {
        guard self != .no, let after, after > .zero else { return nil }
        return after.wholeSecondsRoundedUp
    }
}
