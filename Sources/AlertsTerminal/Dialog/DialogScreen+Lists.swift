internal import Alerts
internal import FrontSupport

extension DialogScreen {
    /// The lists a dialog shows under an error's message, each bounded, with its "and 7 more" and
    /// the related errors' count in the dialog's language: resolved once, when the dialog is made.
    struct Lists: Sendable, Hashable {
        /// The most wrong values (``ResolvedAlert/fieldErrors``) a dialog lists.
        static let fieldErrorLimit = 5
        /// The most related errors (``ResolvedAlert/relatedErrors``) a dialog lists under their count.
        static let relatedErrorLimit = 3
        /// The most links (``ResolvedAlert/helpLinks``) a dialog shows.
        static let linkLimit = 2
        /// The most of one item a dialog shows: 3 lines and 500 bytes, then `…`.
        static let itemBound = TextBound(bytes: 500, lines: 3)

        /// The wrong values, a line each (`• Stars (--stars): Must be from 1 to 5.`), then "and 7 more".
        var fieldErrors: [String] = []
        /// The related errors' count (`3 errors:`), their lines (`• …`), then "and 7 more".
        var relatedErrors: [String] = []
        /// The links, a line each (`About quotas <https://…>`, or the URL alone), then "and 1 more".
        var links: [String] = []

        /// No lists.
        init() {}

        /// The lists of `alert`, its texts resolved by `text` in the dialog's language; `bullet`
        /// starts an item (`• `, `- ` in ASCII). Not yet sanitized: the screen sanitizes them.
        init(alert: ResolvedAlert, bullet: String = "• ", text: (AlertText) -> String) {
            func more(_ list: BoundedList) -> [String] { list.moreText.map { [text($0)] } ?? [] }
            if !alert.fieldErrors.isEmpty {
                let list = BoundedList(count: alert.fieldErrors.count, limit: Self.fieldErrorLimit)
                fieldErrors =
                    alert.fieldErrors.prefix(list.shown).map { field in
                        bullet + Self.item(Self.line(field, text))
                    } + more(list)
            }
            if !alert.relatedErrors.isEmpty {
                let list = BoundedList(count: alert.relatedErrors.count, limit: Self.relatedErrorLimit)
                relatedErrors =
                    [TerminalText.flat(text(.builtIn("\(alert.relatedErrors.count) errors:")))]
                    + alert.relatedErrors.prefix(list.shown).map { bullet + Self.item($0) } + more(list)
            }
            if !alert.helpLinks.isEmpty {
                let list = BoundedList(count: alert.helpLinks.count, limit: Self.linkLimit)
                links =
                    alert.helpLinks.prefix(list.shown).map { link in
                        // A URL longer than an item is cut too: a dialog is no place for it whole.
                        let url = Self.item(link.url)
                        return link.label.flatMap { $0.isEmpty ? nil : Self.item($0) + " <" + url + ">" } ?? url
                    } + more(list)
            }
        }

        /// Whether there is nothing to list.
        var isEmpty: Bool { fieldErrors.isEmpty && relatedErrors.isEmpty && links.isEmpty }

        /// A wrong value as one line: its name and path, or either, then its message, in the
        /// language's form (`星の数 (--stars)：…`); the message alone when it has neither.
        static func line(_ field: ResolvedFieldError, _ text: (AlertText) -> String) -> String {
            let name = field.name.flatMap { $0.isEmpty ? nil : $0 }
            let lead: String? = field.path.isEmpty ? name : name.map { "\($0) (\(field.path))" } ?? field.path
            return lead.map { text(.builtIn("\($0): \(field.message)")) } ?? field.message
        }

        /// `text` on one line, cut to ``itemBound`` with `…`.
        static func item(_ text: String) -> String {
            let flat = TerminalText.flat(text)
            return itemBound.cut(flat).map { String($0.shown) + "…" } ?? flat
        }
    }
}
