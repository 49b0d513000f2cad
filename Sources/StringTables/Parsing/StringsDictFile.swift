/// A parsed `.stringsdict` file: plural rules for keys, as Apple's `NSStringLocalizedFormatKey`
/// dictionaries write them, and every problem found, with its place.
///
/// Each key holds a format (`NSStringLocalizedFormatKey`, such as `%#@files@ in %@`) and one
/// dictionary per `%#@variable@`: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` (`d`, `lld`, `f`, `@`, …) and the forms `zero`, `one`, `two`,
/// `few`, `many`, `other`. A broken key is reported and skipped; the others still load.
package struct StringsDictFile: Sendable {
    /// The path the file was read from, as given.
    package var path: String
    /// The entries that could be read, by key.
    package var entries: [String: TableValue]
    /// Where each key starts.
    package var locations: [String: LocalizationDiagnostic.Location]
    /// Where each key's value starts: its `<dict>` (or `<string>`).
    package var valueLocations: [String: LocalizationDiagnostic.Location]
    /// Problems found, in file order.
    package var diagnostics: [LocalizationDiagnostic]

    /// The value types a variable may have.
    static let valueTypes: Set<String> = [
        "d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "f", "lf", "e", "g", "@",
    ]

    /// Parses the bytes of a `.stringsdict` file. Never throws: problems are in ``diagnostics``.
    package init(bytes: [UInt8], path: String) {
        self.path = path
        entries = [:]
        locations = [:]
        valueLocations = [:]
        diagnostics = []
        let decoded = TextDecoding.decode(bytes)
        let lines = LineIndex(decoded.utf8)
        func report(
            _ severity: LocalizationDiagnostic.Severity, _ id: LocalizationDiagnostic.ID,
            _ message: String, _ offset: Int, key: String? = nil
        ) {
            diagnostics.append(
                LocalizationDiagnostic(
                    severity, id, message, location: lines.location(of: offset, file: path), key: key))
        }
        if !decoded.invalidOffsets.isEmpty {
            report(
                .error, .encoding, "invalid \(decoded.encoding.rawValue) bytes; save the file as UTF-8",
                decoded.invalidOffsets[0])
        }
        let root: PlistNode
        do {
            root = try PropertyListXML.parse(decoded.utf8)
        } catch {
            report(.error, .syntax, error.message, error.offset)
            return
        }
        guard let keys = root.entries else {
            report(.error, .syntax, "the top level of a .stringsdict file must be a <dict>", root.offset)
            return
        }
        var seen: Set<String> = []
        for (key, keyOffset, node) in keys {
            var duplicate: (report: Int, previous: TableValue?)?
            if !seen.insert(key).inserted {
                report(.warning, .duplicateKey, "duplicate key '\(key)'; the last one wins", node.offset, key: key)
                duplicate = (diagnostics.count - 1, entries.removeValue(forKey: key))
            }
            defer {
                // The same value again changes nothing: a note. One that cannot be read keeps
                // the value before it.
                if let duplicate {
                    let parsed = entries[key]
                    if parsed == nil { entries[key] = duplicate.previous }
                    if parsed != nil, parsed == duplicate.previous {
                        diagnostics[duplicate.report].severity = .note
                        diagnostics[duplicate.report].message = "duplicate key '\(key)' with the same value"
                    }
                }
            }
            locations[key] = lines.location(of: keyOffset, file: path)
            valueLocations[key] = lines.location(of: node.offset, file: path)
            if let text = node.string {
                entries[key] = .text(text)
                continue
            }
            guard node.entries != nil else {
                report(
                    .error, .invalidEntry, "the value of '\(key)' must be a <dict> with NSStringLocalizedFormatKey",
                    node.offset,
                    key: key)
                continue
            }
            guard let format = node["NSStringLocalizedFormatKey"]?.string else {
                report(
                    .error, .invalidEntry, "'\(key)' has no NSStringLocalizedFormatKey string", node.offset, key: key)
                continue
            }
            var variables: [String: PluralVariable] = [:]
            var broken = false
            // The variables the format names, then those their forms name (`%#@a@`, where `a`
            // reads `%#@b@`): a lookup expands either.
            var names = Self.variableNames(in: format)
            var next = 0
            while next < names.count {
                let name = names[next]
                next += 1
                guard let variable = node[name] else {
                    report(
                        .error, .invalidEntry, "'\(key)' uses %#@\(name)@ but has no '\(name)' dictionary", node.offset,
                        key: key)
                    broken = true
                    continue
                }
                let rule = variable["NSStringFormatSpecTypeKey"]?.string
                guard rule == "NSStringPluralRuleType" else {
                    report(
                        .error, .invalidEntry,
                        "'\(name)' in '\(key)' has rule type \(rule ?? "none"); only NSStringPluralRuleType is supported",
                        variable.offset, key: key)
                    broken = true
                    continue
                }
                // Xcode writes the type with its percent (`%ld`), as Apple platforms accept.
                let written = variable["NSStringFormatValueTypeKey"]?.string ?? "d"
                let valueType = written.hasPrefix("%") ? String(written.dropFirst()) : written
                if !Self.valueTypes.contains(valueType) {
                    report(
                        .error, .invalidEntry,
                        "'\(name)' in '\(key)' has the value type '\(valueType)', which is not a number type",
                        variable.offset, key: key)
                }
                var forms: [PluralCategory: String] = [:]
                for (entryKey, _, value) in variable.entries ?? [] {
                    guard let category = PluralCategory(rawValue: entryKey) else { continue }
                    guard let text = value.string else {
                        report(
                            .error, .invalidEntry, "the '\(entryKey)' form of '\(name)' in '\(key)' must be a <string>",
                            value.offset,
                            key: key)
                        continue
                    }
                    forms[category] = text
                }
                // A rule without `other` is used with the forms it has, as Apple's platforms use
                // it: Russian `one`, `few` and `many` cover every integer.
                guard let pluralForms = PluralForms(present: forms) else {
                    report(
                        .error, .invalidEntry, "'\(name)' in '\(key)' has no plural forms", variable.offset, key: key)
                    broken = true
                    continue
                }
                variables[name] = PluralVariable(valueType: valueType, forms: pluralForms)
                for text in forms.values.sorted() {
                    for named in Self.variableNames(in: text) where !names.contains(named) { names.append(named) }
                }
            }
            guard !broken else { continue }
            if let problem = TableValue.expansionProblem(format: format, variables: variables) {
                report(.error, .expansionTooLarge, "'\(key)' cannot be used: \(problem)", node.offset, key: key)
                continue
            }
            entries[key] = .variables(format: format, variables)
        }
    }

    /// The names of the `%#@name@` variables in a format, in order.
    static func variableNames(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let mark = rest.firstRange(of: "#@") {
            let after = rest[mark.upperBound...]
            guard let close = after.firstIndex(of: "@") else { break }
            let name = String(after[..<close])
            if !names.contains(name) { names.append(name) }
            rest = after[after.index(after: close)...]
        }
        return names
    }
}
