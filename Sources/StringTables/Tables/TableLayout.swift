package import Foundation

/// Where the string tables under one folder are, in the layout Apple platforms use:
/// `<language>.lproj/<Table>.strings` and `.stringsdict`, `Base.lproj` for the source language,
/// and `<Table>.xcstrings` catalogs beside the language folders or inside `mul.lproj`.
///
/// The one place that knows the layout: ``StringTableDirectory`` discovers its roots with it,
/// on disk or compiled in (``TableFiles``); the string tables compiler picks the files to embed
/// with it; and the linter places each file it reads with ``TableLayout/Place``.
package struct TableLayout: Sendable {
    /// The folder the layout was read from.
    package var root: String
    /// The folders of each language, in name order (`pt-BR.lproj` and `pt_BR.lproj` are both `pt-BR`).
    package var languageFolders: [LanguageTag: [String]] = [:]
    /// The `Base.lproj` folder, if there is one.
    package var baseFolder: String?
    /// The `.xcstrings` catalogs by table name.
    package var catalogs: [String: String] = [:]
    /// Folders that could not be placed, such as an `.lproj` folder not named after a language.
    package var problems: [LocalizationDiagnostic] = []

    /// The layout of `root` in `files`, from its listing (and its `mul.lproj` folder's). A folder
    /// that cannot be listed has no tables.
    package init(root: String, files: some TableFiles) {
        self.root = root
        var multilingual: [String] = []
        for name in (files.contentsOfFolder(atPath: root) ?? []).sorted() {
            let path = Self.path(root, name)
            if name.hasSuffix(".lproj") {
                switch LanguageFolder(folderName: name) {
                case .base:
                    baseFolder = path
                case .multilingual:
                    multilingual.append(path)
                case .language(let language):
                    languageFolders[language, default: []].append(path)
                case nil:
                    problems.append(
                        LocalizationDiagnostic(
                            .warning, .notALanguage,
                            "the folder \(name) is not named after a language tag, so it is not read",
                            location: .init(file: files.reportedPath(path), line: 1, column: 1)))
                }
            } else if let table = Self.catalogTable(name) {
                catalogs[table] = path
            }
        }
        for folder in multilingual {
            for name in (files.contentsOfFolder(atPath: folder) ?? []).sorted() {
                guard let table = Self.catalogTable(name) else { continue }
                let path = Self.path(folder, name)
                if let other = catalogs[table] {
                    let otherName = other.split(separator: "/").last.map(String.init) ?? other
                    problems.append(
                        LocalizationDiagnostic(
                            .warning, .ignoredFile,
                            "the table \(table) also has the catalog \(otherName) beside the language folders, so this one is not read",
                            location: .init(file: files.reportedPath(path), line: 1, column: 1)))
                } else {
                    catalogs[table] = path
                }
            }
        }
    }

    /// The path of `name` in `folder`: `folder/name`, or `name` alone when `folder` is empty (the
    /// root of relative paths).
    package static func path(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The table a catalog file name holds (`Localizable.xcstrings` holds `Localizable`), or `nil`.
    private static func catalogTable(_ fileName: String) -> String? {
        fileName.hasSuffix(".xcstrings") && fileName.count > 10 ? String(fileName.dropLast(10)) : nil
    }

    /// Where one table file belongs in the layout, read from its path alone.
    package struct Place: Hashable, Sendable {
        /// The kinds of table file.
        package enum Kind: Hashable, Sendable {
            case strings, stringsDict, catalog
        }

        /// What the file is.
        package var kind: Kind
        /// The table it holds part of: the file name without its extension.
        package var table: String
        /// The folder whose layout the file is part of: the one holding its `.lproj` folder, or
        /// its catalog (a catalog in `mul.lproj` belongs to the folder holding `mul.lproj`).
        package var root: URL
        /// The `.lproj` folder a `.strings` or `.stringsdict` file is in; `nil` for a catalog, and
        /// for a file in no language folder, which no table reads.
        package var folder: URL?
        /// What ``folder`` holds: the source language's text or one language's.
        package var folderMeaning: LanguageFolder?

        /// The place of `file`, or `nil` when it is not a `.strings`, `.stringsdict` or `.xcstrings` file.
        package init?(file: URL) {
            let parent = file.deletingLastPathComponent()
            let parentMeaning = LanguageFolder(folderName: parent.lastPathComponent)
            table = file.deletingPathExtension().lastPathComponent
            switch file.pathExtension {
            case "xcstrings":
                kind = .catalog
                root = parentMeaning == .multilingual ? parent.deletingLastPathComponent() : parent
                return
            case "strings": kind = .strings
            case "stringsdict": kind = .stringsDict
            default: return nil
            }
            root = parent.deletingLastPathComponent()
            switch parentMeaning {
            case .base?, .language?:
                folder = parent
                folderMeaning = parentMeaning
            case .multilingual?, nil:
                break
            }
        }
    }
}
