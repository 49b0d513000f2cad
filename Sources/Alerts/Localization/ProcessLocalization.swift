internal import Foundation
internal import Synchronization

/// The language and tables of the process, for texts that have no front to resolve them: the
/// `String` texts of an ``AlertableError`` that Foundation's `localizedDescription` and logs use.
///
/// The languages start as the process's preferences (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
/// `LANG`); the localizer starts with no tables of yours. Set either at startup:
///
/// ```swift
/// ProcessLocalization.localizer = Localizer(sources: [StringTableDirectory(path: "Localization")])
/// ```
///
/// The package's own tables are always searched after yours.
public enum ProcessLocalization {
    private static let state = Mutex<(localizer: Localizer, languages: [LanguageTag])>(
        (Localizer(sources: []), LanguageTag.processPreferences(environment: ProcessInfo.processInfo.environment)))

    /// The tables texts are looked up in.
    public static var localizer: Localizer {
        get { state.withLock { $0.localizer } }
        set { state.withLock { $0.localizer = newValue } }
    }

    /// The languages texts are resolved in, most preferred first.
    public static var languages: [LanguageTag] {
        get { state.withLock { $0.languages } }
        set { state.withLock { $0.languages = newValue } }
    }

    /// `text` in the process's languages.
    public static func resolve(_ text: AlertText) -> String {
        let (localizer, languages) = state.withLock { ($0.localizer, $0.languages) }
        return text.resolved(localizer: localizer, languages: languages).value
    }
}
