import Foundation
import StringTables

extension Accessors {
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
