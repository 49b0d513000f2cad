import Alerts
import Foundation

// TEMPORARY: AlertsHTTP's `AcceptLanguage` is `package` until the lead's change lands; this stand-in
// is deleted by the merge of main that makes it public.
enum AcceptLanguage {
    static func languages(in field: String) -> [LanguageTag] {
        field.split(separator: ",").compactMap { element -> LanguageTag? in
            let parts = element.split(separator: ";")
            guard let range = parts.first?.trimmingCharacters(in: .whitespaces), range != "*",
                !parts.dropFirst().contains(where: { $0.trimmingCharacters(in: .whitespaces) == "q=0" })
            else { return nil }
            return LanguageTag(range)
        }
    }
}
