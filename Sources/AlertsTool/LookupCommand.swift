import AlertsCLI
import Foundation
import FrontSupport
import StringTables

/// `alerts lookup`: one string from the user's tables, resolved and formatted.
enum LookupCommand {
    /// What the lookup never frees (see ``run(_:)``): the process's own memory until it exits.
    private static let keptUntilExit = Locked<[StringTableDirectory]>([])

    static let usage = "usage: alerts lookup KEY --tables PATH [--table NAME] [--lang TAGS] [--arg VALUE ...]"

    static let help = """
        \(usage)

        Looks KEY up in the tables under PATH (repeat --tables for several folders, searched in
        order) for the languages given, with CLDR fallback, and prints the formatted text alone
        on standard output. Standard error says which language it came from and any fallback or
        formatting problem.

        Options:
          --tables PATH     A folder of .lproj folders and .xcstrings files. Required.
          --table NAME      The table (default: Localizable).
          --lang TAGS       Languages, most preferred first; by default the process's.
                            en-XA (accented) and ar-XB (mirrored): pseudo-languages.
          --arg VALUE       An argument, in order; each is converted to what its specifier in
                            the source text (else the key) asks for: %d and %lld an integer,
                            %u an unsigned one, %f a number, %@ text. Plural variables pick
                            their form by CLDR rules.
          --help            Show this help.

        Exit status: 0 when found, 1 when KEY is in no language of the table, 64 for a usage
        error (an --arg that does not fit its specifier among them).

        """

    static func run(_ arguments: [String]) throws(Arguments.UsageError) -> ExitStatus {
        let parsed = try Arguments(arguments, options: ["--tables", "--table", "--lang", "--arg"], flags: [])
        if parsed.has("--help") {
            print(help, terminator: "")
            return ExitStatus.success
        }
        guard let key = parsed.positionals.first else { throw .init(message: "missing KEY") }
        if parsed.positionals.count > 1 { throw .init(message: "unexpected argument '\(parsed.positionals[1])'") }
        let roots = parsed.all("--tables")
        guard !roots.isEmpty else { throw .init(message: "--tables PATH is required") }
        let table = parsed.value("--table") ?? "Localizable"
        let languages =
            try parsed.languages() ?? LanguageTag.processPreferences(environment: ProcessInfo.processInfo.environment)
        for root in roots where !FileManager.default.fileExists(atPath: root) {
            printError("alerts lookup: cannot read \(root): no such file or folder")
            return ExitStatus.noInput
        }
        let tables = StringTableDirectory(roots: roots.map { URL(fileURLWithPath: $0) })
        // The process ends with the lookup, and the system takes its memory back at once: freeing
        // a large table string by string first would take about as long as parsing it. Kept where
        // a leak checker sees it is still reachable (`--sanitize=address` would report it).
        keptUntilExit.withLock { $0.append(tables) }
        let localizer = Localizer(sources: [tables])
        let chain = localizer.fallbackChain(for: languages)
        guard let found = localizer.value(forKey: key, table: table, chain: chain) else {
            for problem in tables.diagnostics { printError(problem.oneLine) }
            let elsewhere = tables.languages.filter { tables.table(named: table, language: $0)?.entries[key] != nil }
            guard !elsewhere.isEmpty else {
                printError(
                    "alerts lookup: '\(key)' is not in table \(table) in any language under \(roots.joined(separator: ", "))"
                )
                return ExitStatus.failure
            }
            // What a program would show: the key itself.
            output(key)
            printError("language: none (the key itself)")
            printError(
                "note: '\(key)' has no text for \(chain.map(\.identifier).joined(separator: ", ")); it is in \(elsewhere.map(\.identifier).joined(separator: ", "))"
            )
            return ExitStatus.success
        }
        // Typed as the source text reads them, not as the translation found does: a broken
        // translation (`%1η`) is replaced by the source text, which must get what it asks for.
        let kinds =
            localizer.sourceArgumentKinds(forKey: key, table: table) ?? (try? found.value.argumentKinds()) ?? [:]
        let values = parsed.all("--arg")
        if let needed = kinds.keys.max(), values.count < needed {
            let list = kinds.sorted { $0.key < $1.key }.map(\.value.rawValue).joined(separator: ", ")
            throw .init(
                message:
                    "'\(key)' takes \(needed) argument\(needed == 1 ? "" : "s") (\(list)); \(values.count) given with --arg"
            )
        }
        var converted: [FormatArgument] = []
        for (index, value) in values.enumerated() {
            converted.append(try convert(value, position: index + 1, kind: kinds[index + 1]))
        }
        let result = localizer.localize(key, table: table, arguments: converted, languages: languages)
        output(result.value)
        printError("language: \(result.language?.identifier ?? "none (the key itself)")")
        for diagnostic in tables.diagnostics + result.diagnostics { printError(diagnostic.oneLine) }
        return ExitStatus.success
    }

    /// The result on stdout: exact when piped, made harmless when stdout is a terminal.
    static func output(_ text: String) {
        print(isatty(STDOUT_FILENO) == 1 ? TerminalText.sanitized(text) : text)
        fflush(nil)
    }

    /// `value` as the argument its specifier asks for.
    static func convert(_ value: String, position: Int, kind: FormatSpecifier.ArgumentKind?) throws(Arguments
        .UsageError)
        -> FormatArgument
    {
        switch kind {
        case .signedInteger?:
            guard let number = Int64(value) else {
                throw .init(message: "--arg \(position) '\(value)' must be an integer: its specifier is an integer one")
            }
            return .int(number)
        case .unsignedInteger?:
            guard let number = UInt64(value) else {
                throw .init(
                    message: "--arg \(position) '\(value)' must be an integer from 0 for its unsigned specifier")
            }
            return .uint(number)
        case .floatingPoint?:
            guard let number = Double(value) else {
                throw .init(message: "--arg \(position) '\(value)' must be a number for its floating-point specifier")
            }
            return .double(number)
        case .character?:
            guard value.unicodeScalars.count == 1, let scalar = value.unicodeScalars.first else {
                throw .init(message: "--arg \(position) '\(value)' must be one character for %c")
            }
            return .int(Int64(scalar.value))
        default:
            return .string(value)
        }
    }
}
