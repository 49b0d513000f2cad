import Foundation
import TestSupport
import Testing

/// `alerts demo`, `lint`, `lookup` and `preview`, run as a user would.
struct ToolCommandTests {
    typealias Tool = AlertsToolTests

    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Tool.Run {
        try Tool.run(arguments, environment: environment)
    }

    /// A folder of tables for lookup and lint.
    static func tables(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-tool-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    // MARK: demo

    @Test func theDemoPresentsTheSeedsSaveAlertAndChoosesNothingWithoutATerminal() throws {
        let result = try run("demo")
        #expect(result.status == 1, "the save failed and nobody chose to retry")
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Save failed.
                  The disk is full.
                  [Delete report.txt] [Retry]
                  Chose no button, because input isn’t interactive. To choose a button, run
                  again with --choose Retry.

                """)
    }

    @Test func choosingRetryRunsTheServiceAgain() throws {
        let result = try run("demo", "--choose", "Retry")
        #expect(result.stdout == "Saved report.txt.\n")
        #expect(result.status == 0, "the retried save worked")
        #expect(result.stderr.hasPrefix("Save failed.\n"), "a confirmation is no error: no error label")
        #expect(!result.stderr.contains("Chose"))
    }

    @Test func theNetworkScenarioShowsAFoundationErrorWithItsCauseInGerman() throws {
        let result = try run("demo", "--scenario", "network", "--lang", "de")
        #expect(result.status == 69, "the report's status: service unavailable")
        #expect(
            result.stderr == """
                Fehler: Sie sind nicht mit dem Internet verbunden.
                  Verursacht durch:
                    • Das Netzwerk ist nicht erreichbar.
                  [Erneut versuchen] [Abbrechen]✓
                  „Abbrechen“ wurde ohne Nachfrage gewählt, da keine interaktive Eingabe möglich
                  ist. Um eine andere Schaltfläche zu wählen, führen Sie den Befehl erneut mit
                  --choose Retry aus.
                Tipp: Überprüfen Sie Ihre Netzwerkverbindung und versuchen Sie es dann erneut.

                """)
    }

    @Test func retryingTheNetworkScenarioRunsOutOfRetries() throws {
        let result = try run("demo", "--scenario", "network", "--choose", "Retry", "--json", "--longest-wait", "0")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2, "the first alert, two retries in a line each, then the last alert, which offers none")
        #expect(result.status == 69)
        let last = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any]
        #expect((last?["buttons"] as? [[String: Any]])?.compactMap { $0["label"] as? String } == ["OK"])
        #expect(last?["exitCode"] as? Int == 69)
        #expect((last?["causes"] as? [String]) == ["The network can’t be reached."])
    }

    @Test func aScriptedRetryIsOneLinePerAttemptInEveryLanguageNotTheWholeAlertAgain() throws {
        for (environment, choice, lines) in [
            (["LANG": "C.UTF-8"], "retry", ["Retrying in 0 s (1 of 2)…", "Retrying in 0 s (2 of 2)…"]),
            (
                ["LANG": "ru_RU.UTF-8"], "retry",
                ["Повторная попытка через 0 с (1 из 2)…", "Повторная попытка через 0 с (2 из 2)…"]
            ),
            (
                ["LANG": "de_DE.UTF-8"], "default",
                ["Neuer Versuch in 0 s (1 von 2) …", "Neuer Versuch in 0 s (2 von 2) …"]
            ),
        ] {
            let result = try Tool.run(
                ["demo", "--scenario", "network", "--choose", choice, "--longest-wait", "0"], environment: environment)
            #expect(result.status == 69)
            let stderr = result.stderr.split(separator: "\n").map(String.init)
            #expect(stderr.filter { $0.hasPrefix("    • ") }.count == 2, "the alert twice, not three times: \(stderr)")
            #expect(stderr.filter { !$0.hasPrefix(" ") && !$0.contains(":") } == lines, "\(stderr)")
        }
        let yes = try run("demo", "--scenario", "network", "--yes", "--longest-wait", "0")
        #expect(yes.stderr.contains("  [Retry]✓ [Cancel]\n"), "--yes takes the default button, Retry")
        #expect(yes.stderr.contains("Retrying in 0 s (2 of 2)…\n"))
    }

    @Test(
        arguments: [
            ("login", "ja", 1, "ログインできませんでした。\n"),
            (
                "validation", "en", 1,
                "error: Invalid email address.\n"
            ),
        ] as [(String, String, Int32, String)])
    func theOtherSeedScenarios(scenario: String, language: String, status: Int32, expected: String) throws {
        let result = try run("demo", "--scenario", scenario, "--lang", language)
        #expect(result.status == status, "a failure ends the demo with its status")
        #expect(result.stderr == expected)
    }

    /// A batch that partly failed: its related errors under their count, the first five, "and 3
    /// more" in the report's plural form, and its help link; every one in the JSON.
    @Test(arguments: [
        (
            "en", "error: Some notes couldn’t be imported.\n  8 errors:\n",
            "    and 3 more\n  help: About importing notes <https://notes.example/help/import>\n"
        ),
        (
            "ru", "ошибка: Не удалось импортировать некоторые заметки.\n  8 ошибок:\n",
            "    и ещё 3\n  справка: Об импорте заметок <https://notes.example/help/import>\n"
        ),
    ])
    func theImportScenarioShowsRelatedErrorsAndItsLink(language: String, start: String, end: String) throws {
        let result = try run("demo", "--scenario", "import", "--lang", language, "--json")
        #expect(result.status == 65, "invalid input: EX_DATAERR")
        #expect(result.stderr.hasPrefix(start) && result.stderr.hasSuffix(end), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 9, "title, count, five, and 3 more, help")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((object?["relatedErrors"] as? [String])?.count == 8, "the JSON lists every one")
        #expect((object?["links"] as? [[String: Any]])?.first?["url"] as? String == "https://notes.example/help/import")
    }

    @Test func jsonGoesToStandardOutputAndTheReportStaysOnStandardError() throws {
        let result = try run("demo", "--scenario", "network", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "You’re not connected to the internet.")
        #expect(result.stdout.filter { $0 == "\n" }.count == 1)
        #expect(result.stderr.hasPrefix("error: You’re not connected to the internet.\n"))
        #expect(object?["exitCode"] as? Int == Int(result.status), "the demo exits with the status it reports")
        #expect(object?["domainCode"] == nil && object?["diagnostic"] == nil, "verbose only")
    }

    @Test func verboseReportsAddTheDomainCodeAndTheDiagnostic() throws {
        for result in [
            try run("demo", "--scenario", "network", "--verbose", "--json"),
            try run("demo", "--scenario", "network", "--json", environment: ["ALERTS_VERBOSE": "1"]),
        ] {
            #expect(result.stderr.contains("  code: NSURLErrorDomain -1009\n"))
            #expect(result.stderr.contains("  details: Error Domain=NSURLErrorDomain Code=-1009"))
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            #expect(object?["domainCode"] as? String == "NSURLErrorDomain -1009")
            #expect((object?["diagnostic"] as? String)?.contains("NSPOSIXErrorDomain Code=101") == true)
        }
    }

    @Test func colourFollowsTheFlagThenTheEnvironment() throws {
        let forced = try run("demo", "--scenario", "validation", environment: ["FORCE_COLOR": "1"])
        #expect(forced.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let vetoed = try run("demo", "--scenario", "login", environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!vetoed.stderr.contains("\u{1B}["))
        let flag = try run("demo", "--scenario", "login", "--color", "always", environment: ["NO_COLOR": "1"])
        #expect(flag.stderr.contains("\u{1B}["))
        let piped = try run("demo", "--scenario", "login")
        #expect(!piped.stderr.contains("\u{1B}["), "stderr is a file here, not a terminal")
    }

    @Test func aLocaleWithoutUnicodeGetsASCII() throws {
        let result = try run("demo", "--scenario", "network", environment: ["LANG": "C"])
        let ascii = result.stderr.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(result.stderr.contains("You're not connected to the internet."))
        #expect(result.stderr.contains("    - The network can't be reached."))
    }

    @Test func theDemoHasNoHTTPFrontAndAnUnknownFrontIsAUsageError() throws {
        for front in ["http", "bogus"] {
            let result = try run("demo", "--front", front)
            #expect(result.status == 64, "\(front)")
            #expect(result.stderr.contains("usage: alerts demo"))
        }
        let cli = try run("demo", "--front", "cli")
        let auto = try run("demo", "--front", "auto")
        #expect(cli.status == 1 && auto.status == 1, "the save scenario, without a terminal")
        #expect(auto.stderr == cli.stderr, "auto is the command line without a terminal")
        // With no terminal and no input, the terminal front asks nothing: nobody could answer.
        let terminal = try run("demo", "--front", "terminal")
        #expect(terminal.status == 1)
        #expect(!terminal.stderr.contains("\u{1B}"))
    }

    // MARK: lint

    @Test func thePackagesOwnTablesLintClean() throws {
        let result = try run("lint", Tool.repository.appendingPathComponent("Localization").path, "--strict")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("alerts lint: 0 errors, 0 warnings in "))
    }

    @Test func lintReportsEveryProblemWithItsPlaceAndExitsByTheRules() throws {
        let root = try Self.tables([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Delete %@\" = \"Delete %@\";\n",
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\"\n\"Delete %@\" = \"%d löschen\";\n",
        ])
        let text = try run("lint", root.path)
        #expect(text.status == 65)
        let lines = text.stdout.split(separator: "\n").map { String($0.dropFirst(root.path.count + 1)) }
        #expect(
            lines == [
                "de.lproj/Localizable.strings:1:19: error: expected ';' after the value of 'Save' [syntax]",
                "de.lproj/Localizable.strings:2:15: error: the de text of 'Delete %@' does not match the source text: it shows argument 1 as a signed integer, the source text as an object (%@); it would be replaced by the source text [specifier-mismatch]",
            ])
        #expect(
            text.stderr == """
                alerts lint: 2 errors, 0 warnings in 2 files
                alerts lint: 1 [specifier-mismatch]
                alerts lint: 1 [syntax]

                """)
        let json = try run("lint", root.path, "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["errors"] as? Int == 2)
        #expect((object?["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 1)
        #expect(
            (object?["diagnostics"] as? [[String: Any]])?.map { $0["id"] as? String } == [
                "syntax", "specifier-mismatch",
            ])
        #expect(object?["counts"] as? [String: Int] == ["syntax": 1, "specifier-mismatch": 1])

        // Ids can be ignored, or reported at another severity.
        let ignoring = try run("lint", root.path, "--ignore", "syntax,specifier-mismatch")
        #expect(ignoring.status == 0 && ignoring.stdout.isEmpty)
        let demoted = try run("lint", root.path, "--warning", "syntax", "--note", "specifier-mismatch")
        #expect(demoted.status == 0)
        #expect(demoted.stdout.contains(": warning: expected ';'") && demoted.stdout.contains(": note: the de text"))
        let unknown = try run("lint", root.path, "--error", "no-such-id")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("'no-such-id' is not a kind of problem"))

        let warningsOnly = try Self.tables([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Open\" = \"Open\";\n",
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Stray\" = \"x\";\n",
        ])
        let lenient = try run("lint", warningsOnly.path)
        let strict = try run("lint", warningsOnly.path, "--strict")
        let promoted = try run("lint", warningsOnly.path, "--error", "stray-key")
        let unreadable = try run("lint", "/nonexistent/tables")
        #expect(lenient.status == 0 && strict.status == 65 && unreadable.status == 66)
        #expect(promoted.status == 65 && promoted.stdout.contains(": error: 'Stray' is not in the en table"))
        // A stray key changes nothing at run time: a note; the missing 'Open' is the warning.
        #expect(lenient.stdout.contains(": note: 'Stray' is not in the en table"))
    }

    // MARK: lookup

    static let russian = """
        <plist><dict><key>%lld files in %@</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ в папке %@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld файл</string><key>few</key><string>%lld файла</string>
        <key>many</key><string>%lld файлов</string><key>other</key><string>%lld файла</string>
        </dict></dict></dict></plist>
        """

    @Test func lookupPrintsTheFormattedStringAndSaysWhereItCameFrom() throws {
        let root = try Self.tables([
            "en.lproj/Localizable.strings": "\"%lld files in %@\" = \"%lld files in %@\";\n",
            "ru.lproj/Localizable.stringsdict": Self.russian,
        ])
        for (count, expected) in [("1", "1 файл"), ("3", "3 файла"), ("11", "11 файлов")] {
            let result = try run(
                "lookup", "%lld files in %@", "--tables", root.path, "--lang", "ru", "--arg", count, "--arg", "Docs")
            #expect(result.status == 0)
            #expect(result.stdout == "\(expected) в папке Docs\n")
            #expect(result.stderr == "language: ru\n")
        }
        let fallback = try run(
            "lookup", "%lld files in %@", "--tables", root.path, "--lang", "fr", "--arg", "2", "--arg", "D")
        #expect(fallback.stdout == "2 files in D\n")
        #expect(fallback.stderr.hasPrefix("language: en\nnote: no fr text for '%lld files in %@'"))
    }

    @Test func lookupChecksArgumentsAndMissingKeys() throws {
        let root = try Self.tables(["en.lproj/Localizable.strings": "\"%lld files\" = \"%lld files\";\n"])
        let notANumber = try run("lookup", "%lld files", "--tables", root.path, "--lang", "en", "--arg", "many")
        #expect(notANumber.status == 64)
        #expect(notANumber.stderr.contains("--arg 1 'many' must be an integer"))
        let missing = try run("lookup", "Nope", "--tables", root.path, "--lang", "en")
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr.contains("'Nope' is not in table Localizable in any language"))
    }

    // MARK: preview

    @Test func previewRendersAnAlertDescribedInJSON() throws {
        let root = try Self.tables([
            "alert.json": """
            {"title": {"key": "Delete %@", "args": ["notes.txt"]},
             "message": "It will be gone.",
             "buttons": [{"label": "Delete", "role": "destructive"}, {"label": {"key": "Cancel", "table": "Alerts"}, "role": "cancel"}],
             "exitCode": 74, "code": "E42", "hint": "Keep a copy first."}
            """,
            "de.lproj/Localizable.strings": "\"Delete %@\" = \"%@ löschen?\";\n",
        ])
        let result = try run(
            "preview", root.appendingPathComponent("alert.json").path, "--tables", root.path, "--lang", "de", "--json")
        #expect(result.status == 74, "the error's own status, as the program would end")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "notes.txt löschen?")
        #expect(object?["message"] as? String == "It will be gone.")
        #expect(object?["code"] as? String == "E42")
        #expect(
            (object?["buttons"] as? [[String: Any]])?.compactMap { $0["label"] as? String } == ["Delete", "Abbrechen"])
        #expect(object?["exitCode"] as? Int == 74)
        #expect(object?["hint"] as? String == "Keep a copy first.")
        #expect(object?["chosen"] as? String == "Abbrechen")
    }

    @Test func previewReadsAnAlertFromAPipe() throws {
        let json = #"{"title": "Save failed.", "buttons": [{"label": "Delete"}, {"label": "Retry", "default": true}]}"#
        for file in ["-", "/dev/stdin"] {
            let shell = BuiltProgram(executable: URL(fileURLWithPath: "/bin/sh"))
            let piped = try shell.run([
                "-c", #"printf '%s' "$1" | "$0" preview "$2" --yes"#, Tool.executable.path, json, file,
            ])
            #expect(piped.status == 0, "\(file): \(piped.stderr)")
            #expect(piped.stderr == "Save failed.\n  [Delete] [Retry]✓\n", "\(file)")
        }
    }

    @Test func previewChoosesAsAScriptWould() throws {
        let root = try Self.tables([
            "alert.json": """
            {"title": "Save failed.",
             "buttons": [{"label": "Delete", "role": "destructive"}, {"label": "Retry", "default": true},
                         {"label": "Cancel", "role": "cancel"}]}
            """,
            "keys.json": """
            {"title": "Save failed.", "buttons": [{"label": {"key": "Retry"}}, {"label": {"key": "Cancel"}}]}
            """,
        ])
        let path = root.appendingPathComponent("alert.json").path
        #expect(try run("preview", path, "--yes").stderr == "Save failed.\n  [Delete] [Retry]✓ [Cancel]\n")
        #expect(try run("preview", path, "--choose", "DESTRUCTIVE").stderr.contains("  [Delete]✓ [Retry] [Cancel]\n"))
        let keys = root.appendingPathComponent("keys.json").path
        #expect(
            try run("preview", keys, "--lang", "ru", "--choose", "cancel").stderr.contains(
                "  [Повторить] [Отменить]✓\n"),
            "a label in English, though no button has the cancel role")
        #expect(
            try run("preview", path).stderr == """
                Save failed.
                  [Delete] [Retry] [Cancel]✓
                  Chose “Cancel” without asking, because input isn’t interactive. To choose
                  another button, run again with --choose Retry.

                """)
        for arguments in [[path, "--yes", "--choose", "1"], [path, "--yes=1"]] {
            let both = try Tool.run(["preview"] + arguments)
            #expect(both.status == 64, "\(arguments)")
        }
        let demo = try run("demo", "--longest-wait", "-1")
        #expect(demo.status == 64 && demo.stderr.contains("--longest-wait must be a number of seconds from 0"))
    }

    @Test func aMalformedPreviewFileIsAPreciseError() throws {
        let root = try Self.tables([
            "broken.json": "{\"title\": \"x\",\n \"buttons\": [ {\"label\": } ]}",
            "wrong.json": "{\"title\": \"x\", \"buttons\": [{\"label\": \"A\", \"role\": \"sideways\"}]}",
            "empty.json": "{}",
        ])
        let broken = try run("preview", root.appendingPathComponent("broken.json").path)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("broken.json:2:"))
        let wrong = try run("preview", root.appendingPathComponent("wrong.json").path)
        #expect(wrong.status == 65)
        #expect(wrong.stderr.contains("buttons[0].role"))
        let empty = try run("preview", root.appendingPathComponent("empty.json").path)
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("the alert needs \"title\""))
        let missing = try run("preview", "/nonexistent.json")
        let httpOnly = try run("preview", root.appendingPathComponent("empty.json").path, "--accept", "text/html")
        #expect(missing.status == 66 && httpOnly.status == 64)
    }

    // MARK: help, version, usage

    @Test func everyCommandHasHelpAndUsageErrorsExit64() throws {
        for command in ["demo", "lint", "lookup", "preview"] {
            let help = try run(command, "--help")
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("usage: alerts \(command)"))
            let bad = try run(command, "--bogus")
            #expect(bad.status == 64)
            #expect(bad.stderr.hasPrefix("alerts: unknown option '--bogus'\nusage: alerts \(command)"))
        }
        for arguments in [["frobnicate"], [], ["demo", "--lang"], ["demo", "--lang", "not a tag"], ["lookup"]] {
            let result = try Tool.run(arguments)
            #expect(result.status == 64, "alerts \(arguments)")
            #expect(result.stderr.contains("usage: alerts"), "alerts \(arguments)")
            #expect(result.stdout == "")
        }
        let help = try run("--help")
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: alerts demo"))
        let version = try run("--version")
        #expect(version.status == 0 && version.stdout.hasPrefix("alerts "))
    }

    // MARK: The package's tables travel with the binary

    @Test func aCopiedBinaryStillSpeaksEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alerts-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("alerts")
        // Copied by `cp`, not in this process: a file this process has open for writing is inherited
        // by the processes other tests start meanwhile, and running the copy then fails with
        // "Text file busy" (ETXTBSY) until they exec.
        let cp = try BuiltProgram(executable: URL(fileURLWithPath: "/bin/cp")).run([Tool.executable.path, copy.path])
        try #require(cp.status == 0, "\(cp.stderr)")
        let result = try Tool.run(
            ["demo", "--scenario", "network", "--lang", "zh-Hant", "--json"], executable: copy, directory: folder)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "你尚未連線到網際網路。")
        #expect(object?["language"] as? String == "zh-Hant")
    }
}
