import Alerts
import Foundation
import StringTables
import TestSupport
import Testing

/// The typed accessors the StringTablesPlugin generates from this target's tables (`Localization/`):
/// each equals the text made from its key, table and arguments, is formatted as a lookup of its
/// key is, and a misspelt accessor or a wrong argument type does not compile.
struct TypedAccessorTests {
    static let localizer = Localizer(sources: [StringTableDirectory.module])

    @Test func anAccessorEqualsTheTextMadeFromItsKeyTableAndArguments() {
        #expect(AlertText.appTitle == AlertText("app-title"))
        #expect(AlertText.greetingUser("Ada") == AlertText(AlertText.Key("greeting.user", arguments: [.string("Ada")])))
        #expect(
            AlertText.Errors.quotaFull(3, "Team")
                == AlertText(AlertText.Key("quota.full", arguments: [.int(3), .string("Team")]), table: "Errors"))
        #expect(
            AlertText.Errors.syncRatio(99.5, 12)
                == AlertText(AlertText.Key("sync.ratio", arguments: [.double(99.5), .uint(12)]), table: "Errors"))
        #expect(
            AlertText.Errors.filesLeft(files: 1, "Inbox")
                == AlertText(AlertText.Key("files.left", arguments: [.int(1), .string("Inbox")]), table: "Errors"))
        #expect(AlertText.Errors.quotaFull(3, "Team") != AlertText.Errors.quotaFull(4, "Team"))
    }

    @Test(arguments: ["en", "de"])
    func anAccessorFormatsAsALookupOfItsKey(language: LanguageTag) {
        let pairs: [(AlertText, AlertText)] = [
            (.appTitle, AlertText("app-title")),
            (.greetingUser("Ada"), AlertText(AlertText.Key("greeting.user", arguments: [.string("Ada")]))),
            (
                .Errors.quotaFull(3, "Team"),
                AlertText(AlertText.Key("quota.full", arguments: [.int(3), .string("Team")]), table: "Errors")
            ),
            (
                .Errors.filesLeft(files: 1, "Inbox"),
                AlertText(AlertText.Key("files.left", arguments: [.int(1), .string("Inbox")]), table: "Errors")
            ),
        ]
        for (accessor, text) in pairs {
            let resolved = accessor.resolved(localizer: Self.localizer, languages: [language])
            #expect(resolved == text.resolved(localizer: Self.localizer, languages: [language]))
            #expect(resolved.language == language, "\(resolved)")
        }
        let files = AlertText.Errors.filesLeft(files: 1, "Inbox").resolved(localizer: Self.localizer, languages: ["de"])
        #expect(files.value == "1 Datei übrig in Inbox")
    }

    /// The README's example.
    @Test func theREADMEExampleReadsTheTables() {
        let title: AlertText = .appTitle
        let message: AlertText = .Errors.quotaFull(3, "Team")
        #expect(title.resolved(localizer: Self.localizer, languages: ["de"]).value == "Notizen")
        #expect(
            message.resolved(localizer: Self.localizer, languages: ["en"]).value == "3 GB used: the Team plan is full.")
    }

    /// Where `swift build` put this target's generated accessors, and the modules it built.
    static func buildFolders() throws -> (accessors: URL, modules: URL) {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.path + "/Modules") {
            folder.deleteLastPathComponent()
        }
        let modules = folder.appendingPathComponent("Modules")
        // The scratch folder (`.build`, or another with `--scratch-path`) holds the plugins' outputs.
        var build = folder
        while build.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: build.appendingPathComponent("plugins/outputs").path)
        {
            build.deleteLastPathComponent()
        }
        let outputs = build.appendingPathComponent("plugins/outputs")
        let packages = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
        let accessors = try #require(
            packages.map {
                outputs.appendingPathComponent(
                    "\($0)/StringTablesPluginTests/destination/StringTablesPlugin/StringTableAccessors.swift")
            }.first { FileManager.default.fileExists(atPath: $0.path) })
        return (accessors, modules)
    }

    /// Two snippets typechecked with the generated accessors by the Swift compiler, at once: a
    /// misspelt accessor and a wrong argument type are errors that name them.
    @Test func aMisspeltAccessorOrAWrongArgumentTypeDoesNotCompile() throws {
        let (accessors, modules) = try Self.buildFolders()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accessors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snippets = [
            "Misspelt.swift": "import Alerts\nlet misspelt: AlertText = .Errors.quotaFul(3, \"Team\")\n",
            "WrongType.swift": "import Alerts\nlet wrongType: AlertText = .Errors.quotaFull(\"3\", \"Team\")\n",
            "Fine.swift":
                "import Alerts\nlet fine: [AlertText] = [.appTitle, .Errors.filesLeft(files: 2, \"Inbox\")]\n",
        ]
        for (name, text) in snippets { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let run = try BuiltProgram(executable: URL(fileURLWithPath: "/usr/bin/env")).run(
            [
                "swiftc", "-typecheck", "-continue-building-after-errors", "-module-name", "Snippets", "-I",
                modules.path, accessors.path,
            ] + snippets.keys.sorted().map { folder.appendingPathComponent($0).path })
        let messages = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.dropFirst(folder.path.count + 1))
        }
        #expect(run.status != 0)
        #expect(
            messages == [
                "Misspelt.swift:2:35: error: type 'AlertText.Errors' has no member 'quotaFul'",
                "WrongType.swift:2:46: error: cannot convert value of type 'String' to expected argument type 'Int'",
            ])
    }
}
