import Foundation
import StringTables

/// What a target's `StringTablesPlugin.settings` file asks of the build, and the policy that
/// turns the lint engine's findings into build diagnostics.
///
/// A build-tool plugin takes no arguments from its users, and SwiftPM passes a build no
/// environment of theirs, so the settings are a file among the tables, an input of the build
/// command: editing it rebuilds. One setting a line, as `alerts lint` takes its options:
///
/// ```
/// # Every warning fails the build.
/// warnings-as-errors
/// # Missing translations are off by default in the build.
/// warning: missing-translation
/// ignore: unused-plural-form
/// # No note about keys that are sentences and so have no typed accessor.
/// ignore: no-accessor
/// source-language: en
/// ```
///
/// By default the build reports, as warnings, what makes a translation unusable at run time:
/// ``defaultChecks`` and a `.strings` syntax error reading recovered from (problems that leave a
/// file or the rest of it unread stay errors). The lint engine's other checks (a missing or inherited translation, a
/// stray key, an unused plural form) and its notes are off until named with a severity.
struct BuildSettings {
    /// Every warning is an error.
    var warningsAsErrors = false
    /// The severity to report kinds of problem at, by id; naming an id turns it on.
    var severities: [LocalizationDiagnostic.ID: LocalizationDiagnostic.Severity] = [:]
    /// Kinds of problem not to report.
    var ignored: Set<LocalizationDiagnostic.ID> = []
    /// The language keys are written in, when not the catalogs' or English.
    var sourceLanguage: LanguageTag?

    /// The file name the plugin looks for under a target's folder.
    static let fileName = "StringTablesPlugin.settings"

    /// The lint engine's checks that compare languages, as opposed to reading a file, which the
    /// compiler reports as it reads.
    static let checks: Set<LocalizationDiagnostic.ID> = [
        .missingTranslation, .inheritedTranslation, .strayKey, .specifierMismatch, .badSpecifier,
        .missingArgument, .missingPluralForm, .unusedPluralForm,
    ]

    /// The checks the build runs unless told otherwise: each finds a translation a lookup would
    /// replace or show wrongly (a specifier that does not match or cannot be formatted, an
    /// argument missing or extra, a plural form a number reaches but lacks).
    static let defaultChecks: Set<LocalizationDiagnostic.ID> = [
        .specifierMismatch, .badSpecifier, .missingArgument, .missingPluralForm,
    ]

    /// A problem in the settings file, at its line and column.
    struct Problem: Error {
        var line: Int
        var column: Int
        var message: String
    }

    init() {}

    /// Reads `text`; throws the first line that is not a setting.
    init(text: String) throws(Problem) {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let column = rawLine.prefix { $0.isWhitespace }.count + 1
            // Empty parts kept: a line that is only `:` has a name, an empty one, and is no setting.
            let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            let given = value?.isEmpty == false ? value : nil
            switch (name, given) {
            case ("warnings-as-errors", nil):
                warningsAsErrors = true
            case ("source-language", let value?):
                guard let tag = LanguageTag(value) else {
                    throw Problem(line: number, column: column, message: "'\(value)' is not a language tag")
                }
                sourceLanguage = tag
            case ("error", let value?), ("warning", let value?), ("note", let value?), ("ignore", let value?):
                for id in try Self.ids(value, line: number, column: column) {
                    switch name {
                    case "ignore": ignored.insert(id)
                    case "error": severities[id] = .error
                    case "warning": severities[id] = .warning
                    default: severities[id] = .note
                    }
                }
            default:
                throw Problem(
                    line: number, column: column,
                    message:
                        "'\(line)' is not a setting; write warnings-as-errors, or error:, warning:, note: or ignore: and ids (such as missing-translation), or source-language: and a tag"
                )
            }
        }
    }

    private static func ids(_ list: String, line: Int, column: Int) throws(Problem) -> [LocalizationDiagnostic.ID] {
        var ids: [LocalizationDiagnostic.ID] = []
        for name in list.split(separator: ",") {
            let name = name.trimmingCharacters(in: .whitespaces)
            // The build's own ids are known here, not to `alerts lint`.
            let own = [Accessors.noAccessorID].first { $0.rawValue == name }
            guard let id = LocalizationDiagnostic.ID(known: name) ?? own else {
                throw Problem(
                    line: line, column: column,
                    message: "'\(name)' is not a kind of problem; alerts lint --help lists the ids")
            }
            ids.append(id)
        }
        return ids
    }

    /// `diagnostic` as the build reports it, or nil when it is not reported: ignored, a check the
    /// build does not run, or a check's note. A check's error (a translation lookups replace) is
    /// a warning, as the app still shows the source text; a severity named for its id wins, and
    /// ``warningsAsErrors`` makes every warning an error.
    func applied(to diagnostic: LocalizationDiagnostic, isCheck: Bool) -> LocalizationDiagnostic? {
        let id = diagnostic.id
        guard !ignored.contains(id) else { return nil }
        var diagnostic = diagnostic
        if let severity = severities[id] {
            diagnostic.severity = severity
        } else if isCheck {
            guard Self.defaultChecks.contains(id), diagnostic.severity != .note else { return nil }
            diagnostic.severity = .warning
        } else if diagnostic.isRecoveredStringsSyntaxError {
            // Only the broken entry is lost, and lookups show the source text for it, as for a
            // translation whose specifier does not match. A file lost from a point on stays an error.
            diagnostic.severity = .warning
        }
        if warningsAsErrors && diagnostic.severity == .warning { diagnostic.severity = .error }
        return diagnostic
    }
}
