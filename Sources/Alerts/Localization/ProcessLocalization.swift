internal import Foundation
internal import StringTables

/// The tables and languages of the process, for texts that have no front to resolve them: the
/// `String` texts of an ``AlertableError`` that Foundation's `localizedDescription` and logs use.
///
/// They start as no tables of yours and the process's language preferences (`LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES`, `LANG`). Set them once, at start-up, as swift-log's
/// `LoggingSystem.bootstrap` is set, or for one task and its child tasks — never as a global that
/// code running at the same time could change under another's feet:
///
/// ```swift
/// ProcessLocalization.bootstrap(.init(localizer: Localizer(sources: [StringTableDirectory(path: "Localization")])))
///
/// ProcessLocalization.withSettings(.init(languages: ["de"])) {
///     error.localizedDescription  // German, in this task only
/// }
/// ```
///
/// The package's own tables are always searched after yours.
public enum ProcessLocalization {
    /// The tables and languages texts are resolved with.
    public struct Settings: Sendable {
        /// The tables texts are looked up in.
        public var localizer: Localizer
        /// The languages texts are resolved in, most preferred first.
        public var languages: [LanguageTag]

        /// Settings; by default no tables of yours and the process's language preferences.
        public init(localizer: Localizer = Localizer(sources: []), languages: [LanguageTag]? = nil) {
            self.localizer = localizer
            self.languages =
                languages ?? LanguageTag.processPreferences(environment: ProcessInfo.processInfo.environment)
        }
    }

    /// The settings given to ``bootstrap(_:)``, once given.
    private static let bootstrapped = Locked<Settings?>(nil)

    /// The settings before any ``bootstrap(_:)``, read once.
    private static let initial = Settings()

    /// The settings of the current task, if it has its own.
    @TaskLocal private static var taskSettings: Settings?

    /// Sets the process's settings, once, at start-up; later calls change nothing and return
    /// `false`.
    @discardableResult
    public static func bootstrap(_ settings: Settings) -> Bool {
        bootstrapped.withLock { current in
            guard current == nil else { return false }
            current = settings
            return true
        }
    }

    /// The settings in effect: the current task's (given to either `withSettings(_:_:)`), else the
    /// bootstrapped ones, else the process's defaults.
    public static var current: Settings { taskSettings ?? bootstrapped.withLock { $0 } ?? initial }

    /// Runs `body` with `settings` in effect for the current task and the tasks it starts.
    public static func withSettings<Result>(_ settings: Settings, _ body: () throws -> Result) rethrows -> Result {
        try $taskSettings.withValue(settings, operation: body)
    }

    /// Runs the asynchronous `body` with `settings` in effect for the current task and the tasks
    /// it starts.
    public static func withSettings<Result>(
        _ settings: Settings, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskSettings.withValue(settings, operation: body)
    }

    /// `text` with the settings in effect.
    package static func resolve(_ text: AlertText) -> String {
        let settings = current
        return text.resolved(localizer: settings.localizer, languages: settings.languages).value
    }
}
