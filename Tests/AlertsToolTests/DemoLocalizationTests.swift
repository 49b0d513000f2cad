import Foundation
import TestSupport
import Testing

/// `alerts demo` in every language the package ships: the demo's own texts
/// (`Sources/AlertsTool/Localization`) are translated into each, so no alert of the demo mixes
/// an English title with translated buttons and notes.
struct DemoLocalizationTests {
    typealias Tool = AlertsToolTests

    /// The language folders under `folder`, sorted: `de`, `en`, `zh-Hans`…
    static func languages(in folder: String) throws -> [String] {
        let url = Tool.repository.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    @Test func theDemoHasItsTextsInEveryLanguageOfThePackage() throws {
        let package = try Self.languages(in: "Localization")
        #expect(package.count == 11)
        #expect(try Self.languages(in: "Sources/AlertsTool/Localization") == package)
        // Every key in every language, and nothing the linter would warn about.
        let lint = try Tool.run([
            "lint", Tool.repository.appendingPathComponent("Sources/AlertsTool/Localization").path, "--strict",
            "--error", "missing-translation",
        ])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    }

    /// The package's languages but English, the source language.
    static let translations = ((try? languages(in: "Localization")) ?? []).filter { $0 != "en" }

    @Test(arguments: translations)
    func everyScenarioReadsInOneLanguage(language: String) throws {
        for scenario in ["save", "login", "validation", "import"] {
            let result = try Tool.run(["demo", "--scenario", scenario, "--lang", language])
            let english = try Tool.run(["demo", "--scenario", scenario, "--lang", "en"])
            let lines = result.stderr.split(separator: "\n")
            // The title and message lines differ from the English ones: translated, not the key.
            let title = lines.first { !$0.hasPrefix(" ") }
            let englishTitle = english.stderr.split(separator: "\n").first { !$0.hasPrefix(" ") }
            #expect(title != nil && title != englishTitle, "\(scenario) in \(language): \(result.stderr)")
            #expect(!result.stderr.contains("The disk is full."), "\(scenario) in \(language): \(result.stderr)")
        }
        let saved = try Tool.run(["demo", "--choose", "retry", "--lang", language])
        #expect(saved.status == 0)
        #expect(!saved.stdout.contains("Saved"), "what the service did is translated too: \(saved.stdout)")
    }

    @Test func theSaveAlertInRussian() throws {
        let result = try Tool.run(["demo"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Не удалось сохранить.
                  Диск заполнен.
                  [Удалить «report.txt»] [Повторить]
                  Кнопка не выбрана, так как ввод неинтерактивный. Чтобы выбрать кнопку,
                  запустите команду снова с --choose Retry.

                """)
        let deleted = try Tool.run(
            ["demo", "--choose", "destructive"], environment: ["LANGUAGE": "ru", "LANG": "C.UTF-8"])
        #expect(deleted.stdout == "Файл «report.txt» удалён.\n")
    }

    @Test func theSaveAlertInSimplifiedChineseFromAPOSIXName() throws {
        let result = try Tool.run(
            ["demo", "--choose", "retry"], environment: ["LANGUAGE": "zh_CN", "LANG": "C.UTF-8"])
        #expect(result.stderr == "存储失败。\n  磁盘已满。\n  [删除“report.txt”] [重试]✓\n")
        #expect(result.stdout == "已存储“report.txt”。\n")
    }
}
