import Alerts
import Foundation
import StringTables

/// Rows 4 and 5: one text looked up, and one formatted, in an app's tables (``AppTables``: twelve
/// languages on disk, read through `StringTableDirectory`).
///
/// The tables are loaded before the measurement: these rows time the lookup an app makes for
/// every text it shows. The baselines read the same files into `[String: String]` with
/// `PropertyListSerialization`.
public enum LookupRows {
    public static let rows: [Row] = [
        lookup("lookup.hit", key: AppTables.hitKey),
        lookupBaseline("lookup.hit.baseline", key: AppTables.hitKey),
        lookup("lookup.miss", key: AppTables.missKey),
        lookupBaseline("lookup.miss.baseline", key: AppTables.missKey),
        format, formatBaseline,
    ]

    /// A Swiss German reader: the chain is de-CH → de → en.
    static let swiss: [LanguageTag] = ["de-CH"]

    /// What the baselines read: one table of the app's, as Foundation reads it.
    static func foundationTable(_ folder: TemporaryFolder, _ language: String) throws -> [String: String] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent("\(language).lproj/Localizable.strings"))
        guard let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { throw RowError("\(language).lproj/Localizable.strings is not a table of strings") }
        return table
    }

    /// The value along de-CH → de → en, as the baseline finds it.
    static func expected(_ folder: TemporaryFolder, key: String) throws -> String {
        let tables = try ["de-CH", "de", "en"].map { try foundationTable(folder, $0) }
        return tables.lazy.compactMap { $0[key] }.first ?? key
    }

    // MARK: Row 4: a lookup along the chain

    /// `AlertText(key).resolved(localizer:languages: ["de-CH"])`: the highest-level lookup. The
    /// hit's key is in `de` (not `de-CH`); the miss's only in `en`.
    static func lookup(_ name: String, key: String) -> Row {
        Row(name, .micro) {
            let folder = try AppTables.write(name)
            let localizer = Localizer(sources: [StringTableDirectory(path: folder.path)])
            let text = AlertText(AlertText.Key(key))
            return Prepared(
                run: { text.resolved(localizer: localizer, languages: swiss).value.utf8.count },
                check: {
                    let found = text.resolved(localizer: localizer, languages: swiss).value
                    let expected = try expected(folder, key: key)
                    guard found == expected else {
                        throw RowError(
                            "\(name) found \(found.debugDescription), Foundation \(expected.debugDescription)")
                    }
                }, cleanup: folder.remove)
        }
    }

    /// Three `[String: String]` lookups, de-CH, de and en, all made whichever hits.
    static func lookupBaseline(_ name: String, key: String) -> Row {
        Row(name, .micro) {
            let folder = try AppTables.write(name)
            defer { folder.remove() }
            let swiss = try foundationTable(folder, "de-CH")
            let german = try foundationTable(folder, "de")
            let english = try foundationTable(folder, "en")
            return Prepared {
                let a = swiss[key]
                let b = german[key]
                let c = english[key]
                return (a?.utf8.count ?? 0) &+ (b?.utf8.count ?? 0) &+ (c?.utf8.count ?? 0)
            }
        }
    }

    // MARK: Row 5: formatting with two arguments

    /// `Localizer.localize(_:arguments:languages: ["de"])` with a name and a count.
    static let format = Row("format.two-arguments", .micro) {
        let folder = try AppTables.write("format.two-arguments")
        let localizer = Localizer(sources: [StringTableDirectory(path: folder.path)])
        let name = "Notes"
        let count = 42
        let german: [LanguageTag] = ["de"]
        let run = {
            localizer.localize(
                AppTables.formatKey, arguments: [.string(name), .int(Int64(count))], languages: german
            ).value
        }
        return Prepared(
            run: { run().utf8.count },
            check: {
                let found = run()
                let expected = String(format: AppTables.german[AppTables.formatKey] ?? "", name, count)
                guard found == expected else {
                    throw RowError(
                        "format.two-arguments gave \(found.debugDescription), String(format:) \(expected.debugDescription)"
                    )
                }
            }, cleanup: folder.remove)
    }

    /// The German format from the table (one dictionary lookup) and `String(format:)` with the
    /// same arguments.
    static let formatBaseline = Row("format.two-arguments.baseline", .micro) {
        let folder = try AppTables.write("format.two-arguments.baseline")
        defer { folder.remove() }
        let german = try foundationTable(folder, "de")
        let name = "Notes"
        let count = 42
        return Prepared {
            String(format: german[AppTables.formatKey] ?? AppTables.formatKey, name, count).utf8.count
        }
    }
}
