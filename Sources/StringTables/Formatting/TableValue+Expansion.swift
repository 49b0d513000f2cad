extension TableValue {
    /// The plain printf format this value stands for with `arguments` in `language`: the plural
    /// forms chosen, every variable replaced by its form, and every specifier numbered so the
    /// arguments keep their places.
    ///
    /// ```swift
    /// // "%#@files@ in %@" with files = { one: "%d file", other: "%d files" }, arguments (3, "Inbox")
    /// // becomes "%1$d files in %2$@".
    /// ```
    package func format(for arguments: [FormatArgument], language: LanguageTag) throws(FormatError) -> String {
        switch self {
        case .text(let text):
            return text
        case .plural(let forms, let argument):
            let index = argument.map { $0 - 1 } ?? arguments.firstIndex(where: \.isNumber)
            guard let index, arguments.indices.contains(index) else { return forms.other }
            return forms.form(for: arguments[index], specifier: nil, language: language)
        case .variables(let format, let variables):
            return try Self.expand(format, variables: variables, depth: 0) { variable, argument throws(FormatError) in
                try Self.form(of: variable, argument: argument, arguments: arguments, language: language)
            }
        }
    }

    /// The kind of argument each position takes in any form of this value: what a translation
    /// may use. A plural variable's own position takes its value type even where a form (such as
    /// "one file") does not show the number.
    package func argumentKinds() throws(FormatError) -> [Int: FormatSpecifier.ArgumentKind] {
        var kinds: [Int: FormatSpecifier.ArgumentKind] = [:]
        func add(_ format: String) throws(FormatError) {
            for (position, kind) in try FormatString.parsed(format).orderedArgumentKinds
            where kinds[position] == nil || kinds[position] == .object {
                kinds[position] = kind
            }
        }
        switch self {
        case .text(let text):
            try add(text)
        case .plural(let forms, _):
            for form in forms.forms.values { try add(form) }
        case .variables(let format, let variables):
            for category in PluralCategory.allCases {
                let expanded = try Self.expand(format, variables: variables, depth: 0) {
                    variable, argument throws(FormatError) in
                    if let kind = variable.valueSpecifier?.argumentKind,
                        kinds[argument] == nil || kinds[argument] == .object
                    {
                        kinds[argument] = kind
                    }
                    let text = variable.forms.forms[category] ?? variable.forms.other
                    return try Self.numbering(text, for: variable, argument: argument)
                }
                try add(expanded)
            }
        }
        return kinds
    }

    /// Every plain format this value can stand for in `language`: the text, each plural form
    /// the language uses (and an explicit zero), or the format with every variable replaced by
    /// such a form in turn, numbered as ``format(for:language:)`` numbers them. What the linter
    /// checks a translation by: a form the language never uses is never formatted.
    package func variantFormats(language: LanguageTag) throws(FormatError) -> [String] {
        let used = PluralRules.categories(for: language).union([.zero, .other])
        let categories = PluralCategory.allCases.filter(used.contains)
        switch self {
        case .text(let text):
            return [text]
        case .plural(let forms, _):
            return categories.compactMap { forms.forms[$0] }
        case .variables(let format, let variables):
            var formats: [String] = []
            for category in categories {
                let expanded = try Self.expand(format, variables: variables, depth: 0) {
                    variable, argument throws(FormatError) in
                    try Self.numbering(
                        variable.forms.forms[category] ?? variable.forms.other, for: variable, argument: argument)
                }
                if !formats.contains(expanded) { formats.append(expanded) }
            }
            return formats
        }
    }

    /// ``argumentKinds()``, worked out once per value and then remembered (within bounds): a
    /// translation is checked against the same source text again and again.
    package func rememberedArgumentKinds() throws(FormatError) -> [Int: FormatSpecifier.ArgumentKind] {
        if case .text(let text) = self { return try FormatString.parsed(text).argumentKinds }
        let result = Self.rememberedKinds.value(for: self) { value in
            Result { () throws(FormatError) in try value.argumentKinds() }
        }
        return try result.get()
    }

    private static let rememberedKinds = MemoCache<
        TableValue, Result<[Int: FormatSpecifier.ArgumentKind], FormatError>
    >(
        limit: 1024)

    fileprivate static func expand(
        _ format: String, variables: [String: PluralVariable], depth: Int,
        choose: (PluralVariable, Int) throws(FormatError) -> String
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
                // Every unnumbered `%#@…@` takes the next place, even when its variable names its
                // own argument, so the specifiers after it keep theirs.
                let argument = variable.argument ?? position ?? next
                if position == nil { next += 1 }
                let form = try choose(variable, argument)
                output +=
                    form.contains("#@")
                    ? try expand(form, variables: variables, depth: depth + 1, choose: choose) : form
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
        guard argument >= 1, argument <= arguments.count else {
            throw FormatError(.missingArgument(specifier: "%#@…@", position: argument, given: arguments.count))
        }
        let text = variable.forms.form(
            for: arguments[argument - 1], specifier: variable.valueSpecifier, language: language)
        return try numbering(text, for: variable, argument: argument)
    }

    /// A chosen form with the variable's value written as `%n$<type>`: `%arg` in `.xcstrings`,
    /// and in `.stringsdict` every specifier without a number.
    fileprivate static func numbering(_ text: String, for variable: PluralVariable, argument: Int) throws(FormatError)
        -> String
    {
        let own = "%\(argument)$" + variable.valueType
        if variable.usesArgPlaceholder { return text.replacing("%arg", with: own) }
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

extension FormatArgument {
    var isNumber: Bool {
        if case .string = self { false } else { true }
    }
}
