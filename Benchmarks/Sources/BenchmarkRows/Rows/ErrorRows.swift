import Alerts
import AlertsCLI
import Foundation
import StringTables

/// Rows 1–3: an error turned into what a user reads.
///
/// Each error is made once, before the measurement, and held as `any Error`, as a `catch` holds
/// it; both sides get the same value. The localizer is made once too and its tables are loaded
/// before the measurement: these rows time the call an app makes for every error, not the first
/// table load (rows 6–9 time that).
public enum ErrorRows {
    public static let rows: [Row] = [
        posixAlert, posixAlertBaseline, customAlert, customAlertBaseline, cliReport, cliReportBaseline,
        localizedAlert, localizedAlertBaseline,
    ]

    static let german: [LanguageTag] = ["de"]

    // MARK: Row 1: POSIXError(.ENOSPC)

    /// `ErrorContent(error).alert().resolved(localizer:languages: ["de"])`, the package's own
    /// tables only (what every app gets).
    static let posixAlert = Row("error.posix.alert", .micro) {
        let error: any Error = POSIXError(.ENOSPC)
        let localizer = Localizer(sources: [])
        return Prepared {
            let content = ErrorContent(error)
            let resolved = content.alert().resolved(localizer: localizer, languages: german)
            return resolved.title.utf8.count &+ (resolved.message?.utf8.count ?? 0)
        }
    }

    /// `error.localizedDescription`, Foundation's text (English only on Linux).
    static let posixAlertBaseline = Row("error.posix.alert.baseline", .micro) {
        let error: any Error = POSIXError(.ENOSPC)
        return Prepared { error.localizedDescription.utf8.count }
    }

    // MARK: Row 2: an app's own error

    /// An app's error with a title, a reason and a suggestion; its German texts are in the app's
    /// `Localizable.strings` (``AppTables``).
    struct SaveFailed: AlertableError {
        var name: String
        var needed: Int
        var title: AlertText? { "The document “\(name)” couldn’t be saved." }
        var reason: AlertText? { "The disk needs \(needed) MB more space." }
        var suggestion: AlertText? { "Free up some space, then try again." }
    }

    /// The same error as a `LocalizedError`, its texts already German.
    struct SaveFailedLocalized: LocalizedError {
        var name: String
        var needed: Int
        var errorDescription: String? { "Das Dokument „\(name)“ konnte nicht gesichert werden." }
        var failureReason: String? { "Auf dem Volume fehlen \(needed) MB." }
        var recoverySuggestion: String? { "Schaffe Platz und versuche es dann erneut." }
    }

    /// The alert of a `SaveFailed`, resolved in German through the app's tables and the package's.
    static let customAlert = Row("error.custom.alert", .micro) {
        let folder = try AppTables.write("error.custom.alert")
        let error: any Error = SaveFailed(name: "Notes", needed: 12)
        let localizer = Localizer(sources: [StringTableDirectory(path: folder.path)])
        let resolve = {
            let content = ErrorContent(error)
            return content.alert().resolved(localizer: localizer, languages: german)
        }
        return Prepared(
            run: {
                let resolved = resolve()
                return resolved.title.utf8.count &+ (resolved.message?.utf8.count ?? 0)
            },
            check: {
                let resolved = resolve()
                let expected = SaveFailedLocalized(name: "Notes", needed: 12)
                guard resolved.title == expected.errorDescription, resolved.message?.contains("fehlen 12 MB") == true
                else {
                    throw RowError(
                        "error.custom.alert resolved to \(resolved), not the German texts of the app's tables")
                }
            }, cleanup: folder.remove)
    }

    /// The three texts the alert shows, from a `LocalizedError`: `localizedDescription` (which
    /// Foundation takes from `errorDescription`), `failureReason` and `recoverySuggestion`.
    static let customAlertBaseline = Row("error.custom.alert.baseline", .micro) {
        let error: any Error = SaveFailedLocalized(name: "Notes", needed: 12)
        return Prepared {
            let description = error.localizedDescription
            let localized = error as? any LocalizedError
            return description.utf8.count &+ (localized?.failureReason?.utf8.count ?? 0)
                &+ (localized?.recoverySuggestion?.utf8.count ?? 0)
        }
    }

    // MARK: An unchanged LocalizedError

    /// An app's `LocalizedError`, unchanged: its texts are the English ones `NSLocalizedString`
    /// returns on Linux for keys named like identifiers (``AppTables/removedTitleKey``), and a
    /// suggestion that is a key itself. The alert looks each text up in the app's tables: the
    /// title and the reason as the source text of one key, the suggestion as a key.
    struct NoteRemoved: LocalizedError {
        var errorDescription: String? { AppTables.removedTitle }
        var failureReason: String? { AppTables.removedReason }
        var recoverySuggestion: String? { AppTables.saveSuggestionKey }
    }

    /// The alert of a `NoteRemoved`, resolved in German through the app's tables and the package's.
    static let localizedAlert = Row("error.localized.alert", .micro) {
        let folder = try AppTables.write("error.localized.alert")
        let error: any Error = NoteRemoved()
        let localizer = Localizer(sources: [StringTableDirectory(path: folder.path)])
        let resolve = {
            let content = ErrorContent(error)
            return content.alert().resolved(localizer: localizer, languages: german)
        }
        return Prepared(
            run: {
                let resolved = resolve()
                return resolved.title.utf8.count &+ (resolved.message?.utf8.count ?? 0)
            },
            check: {
                let resolved = resolve()
                let german = AppTables.german
                let message = [AppTables.removedReasonKey, AppTables.saveSuggestionKey].compactMap { german[$0] }
                guard resolved.title == german[AppTables.removedTitleKey],
                    resolved.message == message.joined(separator: "\n")
                else {
                    throw RowError(
                        "error.localized.alert resolved to \(resolved), not the German texts of the app's tables")
                }
            }, cleanup: folder.remove)
    }

    /// The three texts of the same `LocalizedError`, as Foundation gives them (English on Linux).
    static let localizedAlertBaseline = Row("error.localized.alert.baseline", .micro) {
        let error: any Error = NoteRemoved()
        return Prepared {
            let description = error.localizedDescription
            let localized = error as? any LocalizedError
            return description.utf8.count &+ (localized?.failureReason?.utf8.count ?? 0)
                &+ (localized?.recoverySuggestion?.utf8.count ?? 0)
        }
    }

    // MARK: Row 3: the command line's report

    /// `CLIFront.report(_:)`, the report `alerts` and every command-line tool prints for an error,
    /// in German, 80 columns, no colour, written to a closure instead of standard error. The call
    /// is `async`: the report is the error's alert presented on the front.
    static let cliReport = Row("error.posix.cli-report", .micro, isAsync: true) {
        let error: any Error = POSIXError(.ENOSPC)
        let environment = ["COLUMNS": "80", "LANG": "de_DE.UTF-8"]
        let options = CLIFront.Options(color: .never)
        let kept = Kept()
        let front = CLIFront(
            languages: german, options: options, environment: environment, write: { text, _ in kept.count(text) })
        // The same front keeping the text, to check it is the German report.
        let checking = CLIFront(
            languages: german, options: options, environment: environment, write: { text, _ in kept.set(text) })
        return Prepared(
            async: { await Int(front.report(error).rawValue) &+ kept.length },
            check: {
                await checking.report(error)
                guard kept.text.hasPrefix("Fehler") else {
                    throw RowError("error.posix.cli-report wrote \(kept.text.debugDescription), not a German report")
                }
            })
    }

    /// What a tool without the package prints: `error: ` and `localizedDescription`, one line.
    static let cliReportBaseline = Row("error.posix.cli-report.baseline", .micro) {
        let error: any Error = POSIXError(.ENOSPC)
        return Prepared { "error: \(error.localizedDescription)\n".utf8.count }
    }
}

/// What a front wrote: the last text (when checking) or its length (when measuring).
final class Kept: @unchecked Sendable {
    // Written inside `report` (the front calls its `write` before `report` returns) and read after
    // it returns, by the same task: never at once.
    private(set) var text = ""
    private(set) var length = 0

    func set(_ text: String) { self.text = text }
    func count(_ text: String) { length = text.utf8.count }
}
