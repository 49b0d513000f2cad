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
            let chosen = forms.form(for: arguments[index], specifier: nil, language: language)
            guard let text = chosen.text else { throw FormatError(.missingPluralForm(chosen.category)) }
            return text
        case .variables(let format, let variables):
            func expanded(within budget: Int) throws(FormatError) -> String {
                var budget = budget
                return try Self.expand(format, variables: variables, depth: 0, budget: &budget) {
                    _, variable, argument throws(FormatError) in
                    try Self.form(of: variable, argument: argument, arguments: arguments, language: language)
                }
            }
            // The smallest budget first, which every ordinary value fits: a value's size is
            // worked out only when it does not, to see whether a larger one is its due.
            do {
                return try expanded(within: Self.smallestBudget)
            } catch  where error.reason == .expansionTooLarge {
                let budget = Self.expansionBudget(format, variables)
                guard budget > Self.smallestBudget else { throw error }
                return try expanded(within: budget)
            }
        }
    }

    /// The most work expanding a value's `%#@…@` references may take: 64 Ki units, or four times
    /// the size of the value's own text when that is more. A unit is a UTF-8 byte of text read,
    /// and each reference costs ``referenceCost`` more. References nest at most four deep but each
    /// level may hold any number of them, so a few kilobytes of forms that each name the next
    /// variable twenty times would otherwise expand to megabytes (k⁴ work).
    package static func expansionLimit(forInputOf size: Int) -> Int { max(1 << 16, 4 * size) }

    /// What a reference costs beyond its text: choosing a form and numbering it.
    private static let referenceCost = 32

    /// The size of a value's format and forms, in UTF-8 bytes.
    private static func inputSize(_ format: String, _ variables: [String: PluralVariable]) -> Int {
        variables.values.reduce(format.utf8.count) { total, variable in
            variable.forms.forms.values.reduce(total) { $0 + $1.utf8.count }
        }
    }

    /// The work ``expand(_:variables:depth:budget:choose:)`` may do before it gives up: the
    /// limit ``expansionProblem(format:variables:)`` checks when a table loads, with room for
    /// the numbers that specifiers gain (`%d` → `%12$d`). It bounds values made in code too.
    private static func expansionBudget(_ format: String, _ variables: [String: PluralVariable]) -> Int {
        2 * expansionLimit(forInputOf: inputSize(format, variables))
    }

    /// ``expansionBudget(_:_:)`` of a value of up to 16 KiB.
    private static let smallestBudget = 2 * expansionLimit(forInputOf: 0)

    /// Why a format with `variables` may not be used, when its references could expand past
    /// ``expansionLimit(forInputOf:)`` (taking the longest form of every variable): the message
    /// of a table error. Worked out without expanding anything, in time linear in the value's size.
    package static func expansionProblem(format: String, variables: [String: PluralVariable]) -> String? {
        let limit = expansionLimit(forInputOf: inputSize(format, variables))
        var sizes: [VariableAtDepth: Int] = [:]
        func size(of text: String, depth: Int) -> Int {
            var total = text.utf8.count + 1
            for name in referenceNames(in: text) {
                // A reference too deep or to no variable fails when expanded: it adds nothing.
                guard depth < 4, let variable = variables[name] else { continue }
                let place = VariableAtDepth(name: name, depth: depth + 1)
                let expanded: Int
                if let known = sizes[place] {
                    expanded = known
                } else {
                    expanded = variable.forms.forms.values.reduce(0) { max($0, size(of: $1, depth: depth + 1)) }
                    sizes[place] = expanded
                }
                total += referenceCost + expanded
                if total > limit { return limit + 1 }
            }
            return total
        }
        let total = size(of: format, depth: 0)
        guard total > limit else { return nil }
        return "its %#@…@ references expand to too much text (more than \(limit) units of work; nested "
            + "references multiply); write the forms out instead"
    }

    private struct VariableAtDepth: Hashable {
        var name: String
        var depth: Int
    }

    /// The name of every `#@name@` in `text`, once per occurrence.
    private static func referenceNames(in text: String) -> [String] {
        var names: [String] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        while let mark = bytes[index...].firstIndex(of: UInt8(ascii: "#")) {
            let afterMark = bytes.index(after: mark)
            guard afterMark < bytes.endIndex, bytes[afterMark] == UInt8(ascii: "@") else {
                index = afterMark
                continue
            }
            let start = bytes.index(after: afterMark)
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "@")) else { break }
            names.append(String(Substring(text.utf8[start..<close])))
            index = bytes.index(after: close)
        }
        return names
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
            let budget = Self.expansionBudget(format, variables)
            for category in PluralCategory.allCases {
                var budget = budget
                let expanded = try Self.expand(format, variables: variables, depth: 0, budget: &budget) {
                    _, variable, argument throws(FormatError) in
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

    /// The name of the plural variable each position reads (`%#@files@` → `files`), by 1-based
    /// position: what generated accessors label their arguments with. A position two variables
    /// read takes the first name in the format.
    package func argumentLabels() -> [Int: String] {
        guard case .variables(let format, let variables) = self else { return [:] }
        var labels: [Int: String] = [:]
        var budget = Self.expansionBudget(format, variables)
        _ = try? Self.expand(format, variables: variables, depth: 0, budget: &budget) {
            name, variable, argument throws(FormatError) in
            if labels[argument] == nil { labels[argument] = name }
            return try Self.numbering(variable.forms.other, for: variable, argument: argument)
        }
        return labels
    }

    /// The plain format this value stands for when every plural it has chooses `category`: the
    /// text, the form (`nil` when a plain plural lacks it), or the format with each variable
    /// replaced by that form, else its `other`, numbered as ``variantFormats(language:)`` numbers.
    package func format(choosing category: PluralCategory) throws(FormatError) -> String? {
        switch self {
        case .text(let text):
            return text
        case .plural(let forms, _):
            return forms.forms[category]
        case .variables(let format, let variables):
            // A variable with neither the form nor `other` shows the source text instead.
            if variables.values.contains(where: { $0.forms.forms[category] == nil && $0.forms.forms[.other] == nil }) {
                return nil
            }
            var budget = Self.expansionBudget(format, variables)
            return try Self.expand(format, variables: variables, depth: 0, budget: &budget) {
                _, variable, argument throws(FormatError) in
                try Self.numbering(
                    variable.forms.forms[category] ?? variable.forms.other, for: variable, argument: argument)
            }
        }
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
            let budget = Self.expansionBudget(format, variables)
            for category in categories {
                var budget = budget
                let expanded = try Self.expand(format, variables: variables, depth: 0, budget: &budget) {
                    _, variable, argument throws(FormatError) in
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

    /// `format` with every `%#@…@` replaced by the form `choose` picks, expanded in turn, and
    /// every specifier numbered. `budget` is the work left, in scalars read and written plus
    /// ``referenceCost`` per reference: it throws ``FormatError/Reason/expansionTooLarge`` when
    /// that runs out.
    fileprivate static func expand(
        _ format: String, variables: [String: PluralVariable], depth: Int, budget: inout Int,
        choose: (String, PluralVariable, Int) throws(FormatError) -> String
    ) throws(FormatError) -> String {
        var output = ""
        var next = 1
        let scalars = Array(format.unicodeScalars)
        budget -= scalars.count + 1
        guard budget >= 0 else { throw FormatError(.expansionTooLarge) }
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
                budget -= referenceCost
                let form = try choose(name, variable, argument)
                if form.contains("#@") {
                    output += try expand(form, variables: variables, depth: depth + 1, budget: &budget, choose: choose)
                } else {
                    budget -= form.utf8.count + 1
                    guard budget >= 0 else { throw FormatError(.expansionTooLarge) }
                    output += form
                }
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
        let chosen = variable.forms.form(
            for: arguments[argument - 1], specifier: variable.valueSpecifier, language: language)
        guard let text = chosen.text else { throw FormatError(.missingPluralForm(chosen.category)) }
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
