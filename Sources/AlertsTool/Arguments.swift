import AlertsCLI
import Foundation
import FrontSupport
import StringTables

/// A command's arguments: positionals, options with values, and flags, checked against what the
/// command accepts. Mistakes are usage errors (exit 64).
struct Arguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    struct UsageError: Error {
        var message: String
    }

    /// Parses `arguments`; `options` take a value (`--lang de` or `--lang=de`), `flags` do not.
    init(_ arguments: [String], options: Set<String>, flags: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name) || name == "--help" || name == "-h" {
                guard inline == nil else { throw UsageError(message: "\(name) takes no value") }
                self.flags.insert(name == "-h" ? "--help" : name)
            } else if options.contains(name) {
                guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError(message: "\(name) needs a value")
                }
                if inline == nil { index += 1 }
                values[name, default: []].append(value)
            } else {
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value of `option`.
    func value(_ option: String) -> String? { values[option]?.last }

    /// Every value of `option`, in order.
    func all(_ option: String) -> [String] { values[option] ?? [] }

    /// The value of `option`, which must be one of `choices`.
    func choice(_ option: String, _ choices: [String], default fallback: String) throws(UsageError) -> String {
        guard let value = value(option) else { return fallback }
        guard choices.contains(value) else {
            throw UsageError(message: "\(option) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// `--choose BUTTON`, or `--yes` for the default button (`default`); `nil` when neither
    /// is given. Both together are a usage error.
    func buttonChoice() throws(UsageError) -> String? {
        guard has("--yes") else { return value("--choose") }
        guard value("--choose") == nil else { throw UsageError(message: "--yes and --choose cannot be used together") }
        return "default"
    }

    /// The value of `option` as a number of seconds, from 0 (`--longest-wait 2.5`); `nil` when
    /// not given.
    func seconds(_ option: String) throws(UsageError) -> Duration? {
        guard let value = value(option) else { return nil }
        guard let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 86_400 * 365 else {
            throw UsageError(message: "\(option) must be a number of seconds from 0, not '\(value)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// `--lang`: language tags separated by commas, colons or spaces; `nil` when not given.
    func languages() throws(UsageError) -> [LanguageTag]? {
        guard let value = value("--lang") else { return nil }
        var tags: [LanguageTag] = []
        for name in value.split(whereSeparator: { ",: ".contains($0) }) {
            guard let tag = LanguageTag(String(name)) else {
                throw UsageError(message: "--lang: '\(name)' is not a language tag")
            }
            tags.append(tag)
        }
        guard !tags.isEmpty else { throw UsageError(message: "--lang needs at least one language tag") }
        return tags
    }
}

/// Writes `line` to stderr after whatever stdout holds, made harmless for a terminal.
func printError(_ line: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((TerminalText.sanitized(line) + "\n").utf8))
}
