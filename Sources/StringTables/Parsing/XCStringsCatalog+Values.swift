/// Builds the value of one localization of a catalog from its place in the text, as
/// ``XCStringsCatalog`` describes; a member named twice counts with its last value.
struct LocalizationReader {
    /// Why a localization has no value: the message ends a diagnostic placed at its key.
    struct Problem: Error {
        var message: String
        /// The kind of problem: `invalid-entry` unless said otherwise.
        var id: LocalizationDiagnostic.ID = .invalidEntry
    }

    let json: ValidatedJSON
    /// Whether the localization is the source language's, whose `new` and `stale` units count.
    let isSource: Bool

    /// The value of the localization at `node`, or `nil` when it has no usable unit.
    func value(at node: Int) throws(Problem) -> TableValue? {
        guard json.isObject(at: node) else { throw Problem(message: "a localization must be a JSON object") }
        var unit: Int?
        var variations: Int?
        var substitutions: Int?
        for (name, value) in json.members(ofObjectAt: node) {
            if json.string(name, is: "stringUnit") {
                unit = value
            } else if json.string(name, is: "variations") {
                variations = json.isObject(at: value) ? value : nil
            } else if json.string(name, is: "substitutions") {
                substitutions = json.isObject(at: value) ? value : nil
            }
        }
        if let substitutions {
            return try variables(substitutions, unit: unit, variations: variations)
        }
        if let variations {
            var plural: Int?
            var device: Int?
            for (name, value) in json.members(ofObjectAt: variations) {
                if json.string(name, is: "plural") {
                    plural = value
                } else if json.string(name, is: "device") {
                    device = value
                }
            }
            if let plural {
                // The forms present are used, as a `.stringsdict` rule's are: a number whose
                // category has none takes `other`, else the source text (the linter says which).
                return try pluralForms(at: plural, requiringOther: false).map { .plural($0, argument: nil) }
            }
            if let device, json.isObject(at: device) {
                guard let chosen = otherDevice(device) else { return nil }
                return try value(at: chosen)
            }
            let names = Set(json.members(ofObjectAt: variations).map { json.string($0.name) })
            throw Problem(message: "variations by \(names.sorted().joined(separator: ", ")) are not supported")
        }
        return try text(ofUnitAt: unit).map(TableValue.text)
    }

    /// A format with `%#@name@` variables: the node's own unit, or the `other` device's when it
    /// varies by device.
    private func variables(_ substitutions: Int, unit: Int?, variations: Int?) throws(Problem) -> TableValue? {
        let device = variations.flatMap { member("device", of: $0) }.flatMap { json.isObject(at: $0) ? $0 : nil }
        let deviceNode = device.flatMap { member("other", of: $0) }.flatMap { json.isObject(at: $0) ? $0 : nil }
        guard
            let format = try text(ofUnitAt: unit)
                ?? deviceNode.flatMap({ node in try? text(ofUnitAt: member("stringUnit", of: node)) })
        else { return nil }
        var variables: [String: PluralVariable] = [:]
        for (name, substitution) in lastMembers(of: substitutions) {
            guard json.isObject(at: substitution) else {
                throw Problem(message: "substitution \(name) must be an object")
            }
            var variations: Int?
            var argument: Int?
            var specifier: String?
            for (member, value) in json.members(ofObjectAt: substitution) {
                if json.string(member, is: "variations") {
                    variations = json.isObject(at: value) ? value : nil
                } else if json.string(member, is: "argNum") {
                    argument = json.integer(at: value)
                } else if json.string(member, is: "formatSpecifier") {
                    specifier = json.string(at: value)
                }
            }
            guard let forms = try pluralForms(at: variations.flatMap { member("plural", of: $0) }) else {
                throw Problem(message: "substitution \(name) has no plural forms with an 'other' form")
            }
            if let argument, !(1...1000).contains(argument) {
                throw Problem(message: "substitution \(name) has argNum \(argument); argument numbers run from 1")
            }
            variables[name] = PluralVariable(
                argument: argument, valueType: specifier ?? "lld", forms: forms, usesArgPlaceholder: true)
        }
        if let problem = TableValue.expansionProblem(format: format, variables: variables) {
            throw Problem(message: problem, id: .expansionTooLarge)
        }
        return .variables(format: format, variables)
    }

    /// The forms of a `plural` variation, or `nil` when it is not an object, has none, or (when
    /// `requiringOther`) has no `other` form.
    private func pluralForms(at offset: Int?, requiringOther: Bool = true) throws(Problem) -> PluralForms? {
        guard let offset, json.isObject(at: offset) else { return nil }
        var nodes = PluralNodes()
        for (name, value) in json.members(ofObjectAt: offset) {
            guard let category = category(named: name) else {
                throw Problem(message: "'\(json.string(name))' is not a plural category")
            }
            nodes[category] = value
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            let node = nodes[category]
            guard node >= 0, json.isObject(at: node) else { continue }
            if let text = try text(ofUnitAt: member("stringUnit", of: node)) { forms[category] = text }
        }
        return requiringOther ? PluralForms(forms) : PluralForms(present: forms)
    }

    /// The plural category a member is named after, compared byte by byte.
    private func category(named name: JSONReader.StringToken) -> PluralCategory? {
        guard !name.hasEscapes else { return PluralCategory(rawValue: json.string(name)) }
        switch (name.end - name.start, json.byte(at: name.start)) {
        case (5, UInt8(ascii: "o")): return json.string(name, is: "other") ? .other : nil
        case (3, UInt8(ascii: "o")): return json.string(name, is: "one") ? .one : nil
        case (3, UInt8(ascii: "f")): return json.string(name, is: "few") ? .few : nil
        case (4, UInt8(ascii: "m")): return json.string(name, is: "many") ? .many : nil
        case (3, UInt8(ascii: "t")): return json.string(name, is: "two") ? .two : nil
        case (4, UInt8(ascii: "z")): return json.string(name, is: "zero") ? .zero : nil
        default: return nil
        }
    }

    /// The text of a `stringUnit`, or `nil` when there is none or it is `new` or `stale` outside
    /// the source language.
    private func text(ofUnitAt unit: Int?) throws(Problem) -> String? {
        guard let unit else { return nil }
        guard json.isObject(at: unit) else { throw Problem(message: "a stringUnit must be a JSON object") }
        var value: Int?
        var state: Int?
        for (name, offset) in json.members(ofObjectAt: unit) {
            if json.string(name, is: "value") {
                value = offset
            } else if json.string(name, is: "state") {
                state = offset
            }
        }
        guard let value, json.isString(at: value) else { throw Problem(message: "a stringUnit has no string value") }
        if !isSource, let state, json.isString(at: state) {
            let token = json.stringToken(at: state)
            if json.string(token, is: "new") || json.string(token, is: "stale") { return nil }
        }
        return json.string(json.stringToken(at: value))
    }

    /// The device variation used: `other`, else the first by name.
    private func otherDevice(_ device: Int) -> Int? {
        if let other = member("other", of: device) { return other }
        return lastMembers(of: device).min { $0.name < $1.name }?.value
    }

    /// The value of the last member called `name` of the object at `object`.
    private func member(_ name: StaticString, of object: Int) -> Int? {
        var found: Int?
        for (member, value) in json.members(ofObjectAt: object) where json.string(member, is: name) { found = value }
        return found
    }

    /// The members of the object at `object` by name, each with its last value, in the order
    /// of their first appearance.
    private func lastMembers(of object: Int) -> [(name: String, value: Int)] {
        var members: [(name: String, value: Int)] = []
        var positions: [String: Int] = [:]
        for (token, value) in json.members(ofObjectAt: object) {
            let name = json.string(token)
            if let position = positions[name] {
                members[position].value = value
            } else {
                positions[name] = members.count
                members.append((name, value))
            }
        }
        return members
    }
}

/// The node of each plural category in a `plural` variation (the last one named), -1 for none.
private struct PluralNodes {
    private var zero = -1
    private var one = -1
    private var two = -1
    private var few = -1
    private var many = -1
    private var other = -1

    subscript(category: PluralCategory) -> Int {
        get {
            switch category {
            case .zero: zero
            case .one: one
            case .two: two
            case .few: few
            case .many: many
            case .other: other
            }
        }
        set {
            switch category {
            case .zero: zero = newValue
            case .one: one = newValue
            case .two: two = newValue
            case .few: few = newValue
            case .many: many = newValue
            case .other: other = newValue
            }
        }
    }
}
