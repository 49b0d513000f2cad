extension TableValue {
    /// The plain printf format this value stands for with `arguments` in `language`: the plural
    /// forms chosen, every variable replaced by its form, and every specifier numbered so the
    /// arguments keep their places.
    ///
    /// ```swift
    /// // "%#@files@ in %@" with files = { one: "%d file", other: "%d files" }, arguments (3, "Inbox")
    /// // becomes "%1$d files in %2$@".
    /// ```
    public func format(for arguments: [FormatArgument], language: LanguageTag) throws(FormatError) -> String {
        switch self {
        case .text(let text):
            return text
        case .plural(let forms, let argument):
            let index = argument.map { $0 - 1 } ?? arguments.firstIndex(where: \.isNumber)
            guard let index, arguments.indices.contains(index) else { return forms.other }
            return forms.form(for: arguments[index], specifier: nil, language: language)
        case .variables(let format, let variables):
            return try Self.expand(format, variables: variables, arguments: arguments, language: language, depth: 0)
        }
    }

    fileprivate static func expand(
        _ format: String, variables: [String: PluralVariable], arguments: [FormatArgument], language: LanguageTag,
        depth: Int
    ) throws(FormatError) -> String {
        var output = ""
        var next = 1
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                output.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            // Read `%`, an optional `n$`, then either `#@name@` or an ordinary specifier.
            var cursor = index + 1
            var number = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                number = min(number * 10 + Int(scalars[cursor].value - 48), 10_000)
                cursor += 1
            }
            let position: Int?
            if number > 0, cursor < scalars.count, scalars[cursor] == "$" {
                position = number
                cursor += 1
            } else {
                position = nil
                cursor = index + 1
            }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
                guard let close = scalars[(cursor + 2)...].firstIndex(of: "@") else {
                    throw FormatError(.badSpecifier(String(String.UnicodeScalarView(scalars[index...]))), offset: index)
                }
                let name = String(String.UnicodeScalarView(scalars[(cursor + 2)..<close]))
                guard let variable = variables[name], depth < 4 else {
                    throw FormatError(.badSpecifier("%#@\(name)@"), offset: index)
                }
                let argument = variable.argument ?? position ?? next
                if position == nil && variable.argument == nil { next += 1 }
                output += try form(of: variable, argument: argument, arguments: arguments, language: language)
                    .expandingVariables(variables, arguments: arguments, language: language, depth: depth)
                index = close + 1
                continue
            }
            if cursor < scalars.count, scalars[cursor] == "%" {
                output += "%%"
                index = cursor + 1
                continue
            }
            // An ordinary specifier: copy it, numbered.
            let spec = try FormatString.parseSpecifier(scalars, from: index)
            let argument = spec.position ?? next
            if spec.position == nil { next += 1 }
            output += numbered(spec, argument)
            index += spec.text.unicodeScalars.count
        }
        return output
    }

    private static func form(
        of variable: PluralVariable, argument: Int, arguments: [FormatArgument], language: LanguageTag
    ) throws(FormatError) -> String {
        let specifier = try? FormatString(parsing: "%" + variable.valueType).specifiers.first
        guard arguments.indices.contains(argument - 1) else {
            throw FormatError(.missingArgument(specifier: "%#@…@", position: argument, given: arguments.count))
        }
        let text = variable.forms.form(for: arguments[argument - 1], specifier: specifier, language: language)
        let own = "%\(argument)$" + variable.valueType
        if variable.usesArgPlaceholder { return text.replacing("%arg", with: own) }
        // In a .stringsdict form, specifiers without a number stand for the variable's value.
        var output = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar != "%" || next == "#" || next == "%" {
                // Literal text, a nested `%#@…@` (expanded later) or `%%`: copied as is.
                output.unicodeScalars.append(scalar)
                if scalar == "%" && next == "%" {
                    output.unicodeScalars.append("%")
                    index += 1
                }
                index += 1
                continue
            }
            let spec = try FormatString.parseSpecifier(scalars, from: index)
            output += numbered(spec, argument)
            index += spec.text.unicodeScalars.count
        }
        return output
    }

    private static func numbered(_ spec: FormatSpecifier, _ argument: Int) -> String {
        guard spec.position == nil else { return spec.text }
        return "%\(argument)$" + spec.text.dropFirst()
    }
}

extension String {
    /// Expands `%#@name@` references inside a chosen form (stringsdict forms may nest variables).
    fileprivate func expandingVariables(
        _ variables: [String: PluralVariable], arguments: [FormatArgument], language: LanguageTag, depth: Int
    ) throws(FormatError) -> String {
        guard contains("%#@") || contains("$#@") else { return self }
        return try TableValue.expand(
            self, variables: variables, arguments: arguments, language: language, depth: depth + 1)
    }
}

extension FormatArgument {
    var isNumber: Bool {
        if case .string = self { false } else { true }
    }
}
