import Foundation
import StringTables

/// Typed accessors for a target's tables: the second file the compiler writes, where the target
/// can use `AlertText` (it depends on `Alerts`, or is `Alerts`).
///
/// For `Localizable`, each key named like an identifier becomes a static member of `AlertText`
/// (`app-title` → `AlertText.appTitle`); for any other table, a member of a namespace named after
/// the table (`AlertText.Errors.quotaFull(3)`). A member's value is the `AlertText` made from its
/// key and table with the same arguments, so it equals that text and is looked up and formatted
/// as it is. Members are internal, as Xcode's generated symbols are: a module's tables are its own.
/// In `Alerts` itself they are `package`, so that the package's fronts name the package's keys
/// (`AlertText.Alerts.hintMove`) through them too; outside the package they stay invisible.
///
/// A key that is a sentence (`"Delete %@"`) reads as its text already and gets no accessor; the
/// build says once per table how many were left out. A key whose text reads arguments but cannot
/// be formatted (`%@ and %1$@`, `%n`) gets none either, with a note naming it. Two keys with one
/// name, or a name `AlertText` already has, are errors at each key's file, line and column.
struct Accessors {
    /// Where the generated members go.
    enum Placement {
        /// In a module that imports `Alerts`.
        case importingAlerts
        /// In `Alerts` itself, which defines `AlertText`.
        case insideAlerts

        /// The access the members are declared with, and a space: none (internal) in a user's
        /// module; `package` in `Alerts`, whose fronts are other modules of the package.
        var modifier: String { self == .insideAlerts ? "package " : "" }
    }

    /// The generated Swift source.
    private(set) var source = ""
    /// Names that collide (errors) and keys left out (notes).
    private(set) var diagnostics: [LocalizationDiagnostic] = []

    static let collisionID = LocalizationDiagnostic.ID(rawValue: "accessor-name-collision")
    static let noAccessorID = LocalizationDiagnostic.ID(rawValue: "no-accessor")

    /// The static members `AlertText` has, by where they are visible: a generated member named
    /// like one would shadow it or be ambiguous. `init` and `self` name no member one can use.
    static let publicMembers: Set<String> = ["init", "self", "genericErrorTitle"]
    /// The static members the package's other modules see (`package` access), and those of
    /// `Alerts` itself (internal).
    static let packageMembers: Set<String> = ["builtIn"]
    /// The types nested in `AlertText`, and the names a type always has.
    static let publicTypes: Set<String> = [
        "Key", "Argument", "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType",
        "StringInterpolation", "Type", "Protocol", "Self",
    ]
    static let internalTypes: Set<String> = ["Storage", "Kind"]

    /// The accessors of `tables`, each table's entries read in its source language.
    init(tables: [TableLinter.SourceTable], comments: [String: [String: String]] = [:], placement: Placement) {
        var namespaces: [String: (table: String, location: LocalizationDiagnostic.Location?)] = [:]
        var blocks: [String] = []
        for table in tables.sorted(by: { $0.name < $1.name }) {
            let isLocalizable = table.name == "Localizable"
            var typeName: String?
            if !isLocalizable {
                let location = table.entries.map(\.location).min()
                guard let name = Self.typeName(forTable: table.name) else {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .note, Self.noAccessorID,
                            "table \(table.name) has no accessors: its name is not made of letters, digits, '.', '_' and '-'",
                            location: location, table: table.name))
                    continue
                }
                if Self.publicTypes.contains(name) || Self.internalTypes.contains(name) {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .error, Self.collisionID,
                            "table \(table.name) would have its accessors in AlertText.\(name), a type AlertText already has; rename the table",
                            location: location, table: table.name))
                    continue
                }
                if let other = namespaces[name] {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .error, Self.collisionID,
                            "tables \(other.table) and \(table.name) would both have their accessors in AlertText.\(name); rename one of them",
                            location: location, table: table.name))
                    continue
                }
                namespaces[name] = (table.name, location)
                typeName = name
            }
            // The package's members are reserved everywhere: a name is the same in every target.
            let reserved = isLocalizable ? Self.publicMembers.union(Self.packageMembers) : ["init", "self"]
            var members: [String] = []
            var named: [String: (key: String, location: LocalizationDiagnostic.Location)] = [:]
            var sentences: [LocalizationDiagnostic.Location] = []
            for entry in table.entries where !entry.key.isEmpty {
                guard let name = Self.memberName(forKey: entry.key) else {
                    sentences.append(entry.location)
                    continue
                }
                if reserved.contains(name) {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .error, Self.collisionID,
                            "'\(entry.key)' would be the accessor AlertText.\(typeName.map { "\($0)." } ?? "")\(name), which \(typeName.map { "AlertText.\($0)" } ?? "AlertText") already has; rename the key",
                            location: entry.location, key: entry.key, table: table.name))
                    continue
                }
                if let other = named[name] {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .error, Self.collisionID,
                            "'\(entry.key)' and '\(other.key)' (at \(other.location)) would both be the accessor \(typeName.map { "AlertText.\($0)." } ?? "AlertText.")\(name); rename one of the keys",
                            location: entry.location, key: entry.key, table: table.name))
                    continue
                }
                // A text meant to be formatted that cannot be gets no accessor rather than one
                // with no parameters: the lint check `bad-specifier` says what is wrong.
                if case .broken(let error) = TableLinter.sourceFormat(of: entry.value) {
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .note, Self.noAccessorID,
                            "'\(entry.key)' has no accessor: its text reads arguments but cannot be formatted (\(error)); fix its specifiers",
                            location: entry.location, key: entry.key, table: table.name))
                    continue
                }
                named[name] = (entry.key, entry.location)
                members.append(
                    Self.member(
                        name: name, key: entry.key, value: entry.value, comment: comments[table.name]?[entry.key],
                        table: isLocalizable ? nil : table.name, modifier: placement.modifier))
            }
            if let first = sentences.min() {
                let count = sentences.count
                diagnostics.append(
                    LocalizationDiagnostic(
                        .note, Self.noAccessorID,
                        "\(count) key\(count == 1 ? "" : "s") of table \(table.name) \(count == 1 ? "is a sentence" : "are sentences"), not made of letters, digits, '.', '_' and '-', so \(count == 1 ? "it has" : "they have") no accessor; \(count == 1 ? "it reads" : "they read") as \(count == 1 ? "its" : "their") text where used",
                        location: first, table: table.name))
            }
            guard !members.isEmpty else { continue }
            if let typeName {
                let indented = members.map {
                    $0.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                        .joined(separator: "\n")
                }
                blocks.append(
                    """
                        /// The texts of table \(table.name), one member for each key named like an identifier.
                        \(placement.modifier)enum \(typeName) {
                    \(indented.joined(separator: "\n\n"))
                        }
                    """)
            } else {
                blocks.append(members.joined(separator: "\n\n"))
            }
        }
        diagnostics = diagnostics.sortedByLocation()
        var lines = [
            "// Generated by StringTablesCompiler, the tool of swift-alerts' StringTablesPlugin, from the",
            "// string tables of this target. Do not edit: the build writes it again.",
            "",
        ]
        if placement == .importingAlerts { lines += ["import Alerts", ""] }
        if blocks.isEmpty {
            lines += ["// No table has a key named like an identifier, so there are no accessors.", ""]
        } else {
            lines += ["extension AlertText {", blocks.joined(separator: "\n\n"), "}", ""]
        }
        source = lines.joined(separator: "\n")
    }
}
