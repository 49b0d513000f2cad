internal import Foundation

/// A parsed `.xcstrings` string catalog: every language's values, and every problem found.
///
/// Read as Xcode writes catalogs: each key has `localizations` by language, each a `stringUnit`
/// (`state`, `value`), `variations` by `plural` category or by `device` (the `other` device is
/// taken), or a `stringUnit` whose `%#@name@` references `substitutions` (with `argNum`,
/// `formatSpecifier` and plural forms that write the value as `%arg`). A key without a
/// source-language unit uses the key as its source text; a key with `shouldTranslate: false`
/// has only its source text; units in the state `new` or `stale` are skipped outside the source
/// language, so those languages fall back.
package struct XCStringsFile: Sendable {
    /// The path the file was read from, as given.
    package var path: String
    /// The catalog's source language.
    package var sourceLanguage: LanguageTag
    /// Every key of the catalog, sorted.
    package var keys: [String]
    /// The values of each language.
    package var tables: [LanguageTag: [String: TableValue]]
    /// Problems found.
    package var diagnostics: [LocalizationDiagnostic]

    /// Where each object key first appears, found in one pass over the text (JSON keeps no positions).
    private let keyLocations: [String: LocalizationDiagnostic.Location]

    /// Where `key` first appears in the file.
    package func location(ofKey key: String) -> LocalizationDiagnostic.Location {
        keyLocations[key] ?? .init(file: path, line: 1, column: 1)
    }

    /// Parses the bytes of an `.xcstrings` file. Never throws: problems are in ``diagnostics``.
    ///
    /// The bytes are decoded as `.strings` files are (UTF-8, or UTF-16 with or without a mark), so
    /// lines and columns count the same in every encoding.
    package init(bytes: [UInt8], path: String) {
        let decoded = TextDecoding.decode(bytes)
        let bytes = decoded.utf8
        self.path = path
        keyLocations = Self.keyLocations(in: bytes, path: path)
        sourceLanguage = "en"
        keys = []
        tables = [:]
        diagnostics = []
        if let offset = decoded.invalidOffsets.first {
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, "invalid \(decoded.encoding.rawValue) bytes; save the file as UTF-8",
                    location: LineIndex(bytes).location(of: offset, file: path)))
        }
        let keyLocations = keyLocations
        func report(_ severity: LocalizationDiagnostic.Severity, _ message: String, key: String? = nil) {
            let location = key.flatMap { keyLocations[$0] } ?? .init(file: path, line: 1, column: 1)
            diagnostics.append(LocalizationDiagnostic(severity, message, location: location, key: key))
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let offset = reason.firstMatch(of: /character (\d+)/).flatMap { Int($0.1) }
            let location = offset.map { LineIndex(bytes).location(of: min($0, bytes.count), file: path) }
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, "the file is not valid JSON: \(reason)",
                    location: location ?? .init(file: path, line: 1, column: 1)))
            return
        }
        guard let catalog = json as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            report(.error, "a string catalog is a JSON object with a \"strings\" object")
            return
        }
        if let source = catalog["sourceLanguage"] as? String {
            if let tag = LanguageTag(source) {
                sourceLanguage = tag
            } else {
                report(.error, "sourceLanguage \"\(source)\" is not a language tag")
            }
        }
        keys = strings.keys.sorted()
        for key in keys {
            guard let entry = strings[key] as? [String: Any] else {
                report(.error, "the entry of '\(key)' must be a JSON object", key: key)
                continue
            }
            if let raw = entry["localizations"], !(raw is [String: Any]) {
                report(.error, "the localizations of '\(key)' must be a JSON object", key: key)
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            let translatable = entry["shouldTranslate"] as? Bool ?? true
            for (name, node) in localizations {
                guard let language = LanguageTag(name) else {
                    report(.error, "'\(key)' has a localization for \"\(name)\", which is not a language tag", key: key)
                    continue
                }
                let isSource = language == sourceLanguage
                guard isSource || translatable else { continue }
                do {
                    if let value = try Self.value(of: node, isSource: isSource) {
                        tables[language, default: [:]][key] = value
                    }
                } catch {
                    report(.error, "'\(key)' in \(name): \(error.message)", key: key)
                }
            }
            if tables[sourceLanguage]?[key] == nil {
                tables[sourceLanguage, default: [:]][key] = .text(key)
            }
        }
    }

    private struct Problem: Error {
        var message: String
    }

    /// The value of one localization node, or `nil` when it has no usable unit.
    private static func value(of node: Any, isSource: Bool) throws(Problem) -> TableValue? {
        guard let node = node as? [String: Any] else { throw Problem(message: "a localization must be a JSON object") }
        if let substitutions = node["substitutions"] as? [String: Any] {
            // The format is the node's own unit, or the `other` device's when it varies by device.
            let device =
                ((node["variations"] as? [String: Any])?["device"] as? [String: Any])?["other"] as? [String: Any]
            guard
                let format = try text(of: node, isSource: isSource)
                    ?? device.flatMap({ try? text(of: $0, isSource: isSource) })
            else { return nil }
            var variables: [String: PluralVariable] = [:]
            for (name, raw) in substitutions {
                guard let substitution = raw as? [String: Any] else {
                    throw Problem(message: "substitution \(name) must be an object")
                }
                let plural = (substitution["variations"] as? [String: Any])?["plural"]
                guard let forms = try pluralForms(plural, isSource: isSource) else {
                    throw Problem(message: "substitution \(name) has no plural forms with an 'other' form")
                }
                let argument = substitution["argNum"] as? Int
                if let argument, !(1...1000).contains(argument) {
                    throw Problem(message: "substitution \(name) has argNum \(argument); argument numbers run from 1")
                }
                variables[name] = PluralVariable(
                    argument: argument,
                    valueType: substitution["formatSpecifier"] as? String ?? "lld",
                    forms: forms, usesArgPlaceholder: true)
            }
            return .variables(format: format, variables)
        }
        if let variations = node["variations"] as? [String: Any] {
            if let plural = variations["plural"] {
                return try pluralForms(plural, isSource: isSource).map { .plural($0, argument: nil) }
            }
            if let device = variations["device"] as? [String: Any] {
                guard let chosen = device["other"] ?? device.keys.sorted().first.flatMap({ device[$0] }) else {
                    return nil
                }
                return try value(of: chosen, isSource: isSource)
            }
            throw Problem(
                message: "variations by \(variations.keys.sorted().joined(separator: ", ")) are not supported")
        }
        return try text(of: node, isSource: isSource).map(TableValue.text)
    }

    private static func text(of node: [String: Any], isSource: Bool) throws(Problem) -> String? {
        guard let raw = node["stringUnit"] else { return nil }
        guard let unit = raw as? [String: Any] else { throw Problem(message: "a stringUnit must be a JSON object") }
        guard let value = unit["value"] as? String else { throw Problem(message: "a stringUnit has no string value") }
        let state = unit["state"] as? String
        if !isSource, state == "new" || state == "stale" { return nil }
        return value
    }

    private static func pluralForms(_ raw: Any?, isSource: Bool) throws(Problem) -> PluralForms? {
        guard let raw = raw as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, node) in raw {
            guard let category = PluralCategory(rawValue: name) else {
                throw Problem(message: "'\(name)' is not a plural category")
            }
            if let node = node as? [String: Any], let text = try text(of: node, isSource: isSource) {
                forms[category] = text
            }
        }
        return PluralForms(forms)
    }

    /// The first place of every JSON object key (a string followed by `:`), in one pass.
    private static func keyLocations(in bytes: [UInt8], path: String) -> [String: LocalizationDiagnostic.Location] {
        var offsets: [String: Int] = [:]
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index
            var end = index + 1
            var escaped = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                if bytes[end] == UInt8(ascii: "\\") {
                    escaped = true
                    end += 1
                }
                end += 1
            }
            var next = end + 1
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: ":"), end <= bytes.count {
                let raw = Array(bytes[start...min(end, bytes.count - 1)])
                let key: String? =
                    escaped
                    ? (try? JSONSerialization.jsonObject(with: Data(raw), options: .fragmentsAllowed)) as? String
                    : String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
                if let key, offsets[key] == nil { offsets[key] = start }
            }
            index = end + 1
        }
        let lines = LineIndex(bytes)
        return offsets.mapValues { lines.location(of: $0, file: path) }
    }
}
