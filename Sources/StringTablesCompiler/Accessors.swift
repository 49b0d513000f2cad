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

    // MARK: Names

    /// The words of `name` split at `.`, `_` and `-`, or nil when it holds anything else or no word.
    static func words(_ name: String) -> [Substring]? {
        for character in name {
            let isASCIILetterOrDigit = character.isASCII && (character.isLetter || character.isNumber)
            let isLetter = !character.isASCII && character.isLetter
            guard isASCIILetterOrDigit || isLetter || character == "." || character == "_" || character == "-" else {
                return nil
            }
        }
        let words = name.split { $0 == "." || $0 == "_" || $0 == "-" }
        return words.isEmpty ? nil : words
    }

    /// `word` with its first letter upper-case, or all of it capitalized when it is all upper case
    /// (`URL` → `Url`), as words after the first are joined.
    private static func capitalized(_ word: Substring) -> String {
        if word.count > 1, word.allSatisfy({ !$0.isLetter || $0.isUppercase }) {
            return word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The lowerCamelCase member name of `key` (`quota.full` → `quotaFull`, `app-title` →
    /// `appTitle`, `URLError.title` → `urlErrorTitle`, `404` → `_404`), or nil for a sentence.
    static func memberName(forKey key: String) -> String? {
        guard let words = words(key) else { return nil }
        let first = words[0]
        // The leading upper-case run is lowered, keeping the last letter of a run that starts a
        // word (`URLError` → `urlError`).
        let run = first.prefix { $0.isUppercase }
        let lowered: String
        if run.count > 1, run.count < first.count, first[first.index(first.startIndex, offsetBy: run.count)].isLetter {
            lowered = run.dropLast().lowercased() + first.dropFirst(run.count - 1)
        } else {
            lowered = run.lowercased() + first.dropFirst(run.count)
        }
        let name = lowered + words.dropFirst().map(capitalized).joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The UpperCamelCase namespace of table `name` (`Errors`, `error-messages` → `ErrorMessages`).
    static func typeName(forTable name: String) -> String? {
        guard let words = words(name) else { return nil }
        let type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return type.first?.isNumber == true ? "_" + type : type
    }

    /// Swift's keywords that a declaration must write in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any",
        "some", "consume", "copy", "borrowing", "consuming", "package", "nonisolated", "isolated", "macro",
    ]

    /// `name` as a declaration writes it: a keyword in backticks.
    static func declared(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    // MARK: Members

    /// One parameter of an accessor.
    struct Parameter {
        var label: String?
        var type: String
        var argument: String
    }

    /// The parameters of a text whose source is `value`, in argument order: `%lld` … → `Int`,
    /// `%llu` … → `UInt`, `%f` … → `Double`, `%@` and the rest → `String`; a plural variable's
    /// argument labelled with its name; none for prose. Nil when its specifiers cannot be
    /// formatted, as ``TableLinter/sourceFormat(of:)`` says: such a key gets no accessor.
    static func parameters(of value: TableValue) -> [Parameter]? {
        let kinds: [Int: FormatSpecifier.ArgumentKind]
        switch TableLinter.sourceFormat(of: value) {
        case .prose: return []
        case .broken: return nil
        case .formatted(let formatted): kinds = formatted
        }
        let labels = value.argumentLabels()
        let count = kinds.keys.max() ?? 0
        var used: Set<String> = []
        return (1..<(count + 1)).map { position in
            let name = "argument\(position)"
            let (type, argument): (String, String) =
                switch kinds[position] {
                case .signedInteger: ("Int", ".int(Int64(\(name)))")
                case .unsignedInteger: ("UInt", ".uint(UInt64(\(name)))")
                case .floatingPoint: ("Double", ".double(\(name))")
                default: ("String", ".string(\(name))")
                }
            var label = labels[position].flatMap { memberName(forKey: $0) }
            if let chosen = label, !used.insert(chosen).inserted || chosen.hasPrefix("argument") { label = nil }
            return Parameter(label: label, type: type, argument: argument)
        }
    }

    /// One accessor: a computed property for a text without arguments, else a function.
    static func member(
        name: String, key: String, value: TableValue, comment: String?, table: String?, modifier: String = ""
    ) -> String {
        let parameters = parameters(of: value) ?? []
        let tableArgument = table.map { ", table: \(SwiftSource.literal($0))" } ?? ""
        var lines = documentation(key: key, value: value, comment: comment, table: table ?? "Localizable").map {
            $0.isEmpty ? "    ///" : "    /// \($0)"
        }
        if parameters.isEmpty {
            lines += [
                "    \(modifier)static var \(declared(name)): AlertText {",
                "        AlertText(AlertText.Key(\(SwiftSource.literal(key)))\(tableArgument))",
                "    }",
            ]
        } else {
            let list = parameters.enumerated().map { index, parameter in
                "\(parameter.label.map(declared) ?? "_") argument\(index + 1): \(parameter.type)"
            }
            let arguments = parameters.map(\.argument).joined(separator: ", ")
            let literal = SwiftSource.literal(key)
            // Laid out as swift-format lays it out in 120 columns, inside a namespace's 4: on one
            // line when it fits, else split once, else one parameter and argument a line.
            let signature =
                "    \(modifier)static func \(declared(name))(\(list.joined(separator: ", "))) -> AlertText {"
            if signature.count <= 116 {
                lines.append(signature)
            } else {
                lines.append("    \(modifier)static func \(declared(name))(")
                lines += list.map { "        \($0)," }
                lines[lines.count - 1].removeLast()
                lines.append("    ) -> AlertText {")
            }
            let call = "AlertText(AlertText.Key(\(literal), arguments: [\(arguments)])\(tableArgument))"
            let split = "            AlertText.Key(\(literal), arguments: [\(arguments)])\(tableArgument))"
            if call.count <= 120 - 12 {
                lines.append("        " + call)
            } else if split.count <= 116 {
                lines += ["        AlertText(", split]
            } else {
                lines += ["        AlertText(", "            AlertText.Key("]
                lines += ["                \(literal),", "                arguments: ["]
                lines += parameters.map { "                    \($0.argument)," }
                lines.append("                ]\(table == nil ? "))" : "),")")
                if let table { lines.append("            table: \(SwiftSource.literal(table)))") }
            }
            lines.append("    }")
        }
        return lines.joined(separator: "\n")
    }

    /// The doc comment's lines: the source text as the user reads it, then the key and table.
    static func documentation(key: String, value: TableValue, comment: String?, table: String) -> [String] {
        var lines: [String] = []
        func quoted(_ text: String) -> [String] {
            // One line of the comment per line of the text; invisible characters made visible.
            text.split(omittingEmptySubsequences: false) { $0.isNewline }.map {
                "> " + InvisibleCharacter.escaped(String($0))
            }
        }
        switch value {
        case .text(let text):
            lines += quoted(text)
        case .plural(let forms, _):
            lines += quoted(forms.other)
            lines += [""] + forms.listed(as: "")
        case .variables(let format, let variables):
            lines += quoted(format)
            lines.append("")
            for (name, variable) in variables.sorted(by: { $0.key < $1.key }) {
                lines += variable.forms.listed(as: "\(name), ")
            }
        }
        if let comment { lines += ["", InvisibleCharacter.escaped(comment)] }
        lines += ["", "Key `\(InvisibleCharacter.escaped(key))` in table \(table)."]
        return lines
    }
}

extension PluralForms {
    /// One Markdown list item per form, in CLDR's order: `- files, one: %d file`.
    func listed(as prefix: String) -> [String] {
        PluralCategory.allCases.compactMap { category in
            forms[category].map {
                "- \(prefix)\(category.rawValue): "
                    + InvisibleCharacter.escaped($0).split(whereSeparator: \.isNewline).joined(separator: " ")
            }
        }
    }
}
