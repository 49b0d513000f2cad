import Alerts
import Foundation
import StringTables
import TestSupport
import Testing

/// The typed accessors the StringTablesPlugin generates from this target's tables (`Localization/`:
/// `.strings`, `.stringsdict` and a `.xcstrings` catalog): each equals the text made from its key,
/// table and arguments, is formatted as a lookup of its key is, and a misspelt accessor or a wrong
/// argument type does not compile.
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
        #expect(
            AlertText.Sync.syncDone(2) == AlertText(AlertText.Key("sync.done", arguments: [.int(2)]), table: "Sync"))
        #expect(AlertText.Sync.syncPaused == AlertText("sync.paused", table: "Sync"))
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
            (.Sync.syncDone(1), AlertText(AlertText.Key("sync.done", arguments: [.int(1)]), table: "Sync")),
            (.Sync.syncDone(5), AlertText(AlertText.Key("sync.done", arguments: [.int(5)]), table: "Sync")),
            (.Sync.syncPaused, AlertText("sync.paused", table: "Sync")),
        ]
        for (accessor, text) in pairs {
            let resolved = accessor.resolved(localizer: Self.localizer, languages: [language])
            #expect(resolved == text.resolved(localizer: Self.localizer, languages: [language]))
            #expect(resolved.language == language, "\(resolved)")
        }
        let files = AlertText.Errors.filesLeft(files: 1, "Inbox").resolved(localizer: Self.localizer, languages: ["de"])
        #expect(files.value == "1 Datei übrig in Inbox")
        let synced = AlertText.Sync.syncDone(1).resolved(localizer: Self.localizer, languages: ["de"])
        #expect(synced.value == "1 Notiz abgeglichen")
    }

    /// Snippets typechecked with the generated accessors by the Swift compiler, at once: a misspelt
    /// accessor (of a `.strings` table, of a catalog) and a wrong argument type are errors that
    /// name them, and correct uses of every kind of table are not.
    @Test func aMisspeltAccessorOrAWrongArgumentTypeDoesNotCompile() throws {
        let accessors = try PluginOutputs.stringTablesPluginFile(
            "StringTableAccessors.swift", of: "StringTablesPluginTests")
        let modules = PluginOutputs.modules
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accessors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snippets = [
            "CatalogTypo.swift": "import Alerts\nlet typo: AlertText = .Sync.syncDon(5)\n",
            "Misspelt.swift": "import Alerts\nlet misspelt: AlertText = .Errors.quotaFul(3, \"Team\")\n",
            "WrongType.swift": "import Alerts\nlet wrongType: AlertText = .Errors.quotaFull(\"3\", \"Team\")\n",
            "Fine.swift":
                "import Alerts\nlet fine: [AlertText] = [.appTitle, .Errors.filesLeft(files: 2, \"Inbox\"), .Sync.syncDone(5)]\n",
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
                "CatalogTypo.swift:2:29: error: type 'AlertText.Sync' has no member 'syncDon'",
                "Misspelt.swift:2:35: error: type 'AlertText.Errors' has no member 'quotaFul'",
                "WrongType.swift:2:46: error: cannot convert value of type 'String' to expected argument type 'Int'",
            ])
    }
}
