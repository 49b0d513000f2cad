import Foundation
import StringTables

/// What the compiler makes of a target's table files: the files to embed under one root, and
/// every problem, each at the file's path in the package as its user knows it.
///
/// The files are placed as ``StringTableDirectory`` places them (`TableLayout`): every folder
/// holding `.lproj` folders or `.xcstrings` catalogs is a root, and of each root only the files
/// its layout reads are embedded. The roots are merged into one; two files at the same path
/// under two roots are an error. The embedded copy is then read by the directory the generated
/// code makes, so the problems reported are the ones it would find at run time.
struct TableCompilation {
    /// The files to embed, by path under ``root``.
    private(set) var files: [StringTableDirectory.EmbeddedFile] = []
    /// The tables' folder relative to the package (`Localization`). When the target has several,
    /// it is the one with the most files, and files from the others carry their name as origin.
    private(set) var root = ""
    /// Every problem, ordered by file, line and column.
    private(set) var diagnostics: [LocalizationDiagnostic] = []
    /// Each table's entries in its source language, read by the lint engine as it checks the
    /// others against them, named as ``diagnostics`` name files: what accessors are made from.
    /// A table in two folders has the entries of both, the first folder's for a key in both.
    private(set) var sourceTables: [TableLinter.SourceTable] = []
    /// The translator's comment on each key of ``sourceTables``, by table and key.
    private(set) var comments: [String: [String: String]] = [:]

    /// Whether any problem is an error, which fails the build.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// One table file, as the target's folder reaches it.
    private struct Found {
        /// The path through the target's folder, links and all.
        var path: String
        /// Its path under its root: `de.lproj/Alerts.strings`.
        var relativePath: String
        var place: TableLayout.Place
    }

    /// Compiles `paths`, the table files found under `targetFolder` (symbolic links followed),
    /// naming files relative to `packageFolder`, and checks their translations with the lint
    /// engine as `settings` ask.
    init(files paths: [String], targetFolder: String, packageFolder: String, settings: BuildSettings = .init()) {
        let names = PathNames(packageFolder: packageFolder)
        var problems: [LocalizationDiagnostic] = []
        var embedded: [String: (text: String, name: String, root: String)] = [:]
        var rootNames: [String] = []
        var resolvedRoots: Set<String> = []
        var checks: [LocalizationDiagnostic] = []
        for (rootPath, found) in Self.roots(of: paths, names, &problems) {
            // Two links to one folder make one root.
            guard resolvedRoots.insert(names.resolved(rootPath)).inserted else { continue }
            let rootName = names.name(ofFolder: rootPath)
            rootNames.append(rootName)
            let read = Self.filesRead(of: found, under: rootPath, names, &problems)
            let (found, sources) = Self.checks(of: read.map(\.path), settings)
            checks += found.map { names.renamed($0, from: rootPath, to: rootName) }
            var translatorComments = TranslatorComments()
            for var source in sources {
                for entry in source.entries where comments[source.name]?[entry.key] == nil {
                    if let comment = translatorComments.comment(on: entry.key, at: entry.location) {
                        comments[source.name, default: [:]][entry.key] = comment
                    }
                }
                source.entries = source.entries.map {
                    ($0.key, $0.value, names.renamed($0.location, from: rootPath, to: rootName))
                }
                if let index = sourceTables.firstIndex(where: { $0.name == source.name }) {
                    let known = Set(sourceTables[index].entries.map(\.key))
                    sourceTables[index].entries += source.entries.filter { !known.contains($0.key) }
                    sourceTables[index].entries.sort { $0.key < $1.key }
                } else {
                    sourceTables.append(source)
                }
            }
            for file in read {
                let name = TableLayout.path(rootName, file.relativePath)
                if let other = embedded[file.relativePath] {
                    problems.append(
                        Self.problem(
                            .error, .ignoredFile,
                            "\(file.relativePath) is also at \(other.name): a target's table folders are compiled into one, so each path in them can be used once; rename or remove one of the two files",
                            at: name))
                    continue
                }
                guard let text = Self.text(of: file.path, name: name, &problems) else { continue }
                embedded[file.relativePath] = (text, name, rootName)
            }
        }
        let counts = Dictionary(embedded.values.map { ($0.root, 1) }, uniquingKeysWith: +)
        let root = rootNames.max { counts[$0, default: 0] < counts[$1, default: 0] }
        self.root = root ?? names.name(ofFolder: URL(fileURLWithPath: targetFolder).standardized.path)
        files = embedded.map { path, file in
            .init(path: path, text: file.text, origin: file.root == root ? nil : file.name)
        }.sorted { $0.path < $1.path }
        let reading = (problems + Self.problems(reading: files, root: self.root)).compactMap {
            settings.applied(to: $0, isCheck: false)
        }
        diagnostics = (reading + checks.compactMap { settings.applied(to: $0, isCheck: true) }).sortedByLocation()
    }

    /// What the lint engine finds comparing the languages of one root's tables, the files at
    /// `paths`. Problems reading a file are left out: the compiler reports them as it reads.
    /// The source-language entries of each table come from the same reading.
    private static func checks(
        of paths: [String], _ settings: BuildSettings
    ) -> (diagnostics: [LocalizationDiagnostic], sources: [TableLinter.SourceTable]) {
        guard !paths.isEmpty else { return ([], []) }
        var linter = TableLinter(paths: paths.map { URL(fileURLWithPath: $0) }, sourceLanguage: settings.sourceLanguage)
        // A severity named for a check that is off by default turns it on.
        linter.severities = settings.severities
        let (report, sources) = linter.lintReadingSources()
        return (report.diagnostics.filter { BuildSettings.checks.contains($0.id) }, sources)
    }

    /// The table files of `paths` grouped by root, in path order; a `.strings` or `.stringsdict`
    /// file outside any `.lproj` folder is reported and left out.
    private static func roots(
        of paths: [String], _ names: PathNames, _ problems: inout [LocalizationDiagnostic]
    ) -> [(path: String, files: [Found])] {
        var roots: [String: [Found]] = [:]
        for path in Set(paths.map { URL(fileURLWithPath: $0).standardized.path }).sorted() {
            let url = URL(fileURLWithPath: path)
            guard let place = TableLayout.Place(file: url) else { continue }
            if place.kind != .catalog, url.deletingLastPathComponent().pathExtension != "lproj" {
                problems.append(
                    problem(
                        .warning, .ignoredFile,
                        "\(url.lastPathComponent) is not in a language folder such as de.lproj, so no table reads it and it is not compiled in",
                        at: names.name(ofFile: path)))
                continue
            }
            let relativePath = String(path.dropFirst(place.root.path.count).trimmingPrefix("/"))
            roots[place.root.path, default: []].append(Found(path: path, relativePath: relativePath, place: place))
        }
        return roots.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The files of `found` that the layout of `root` reads. The layout's problems (a folder not
    /// named after a language) are reported, and so is a `.strings` file in `mul.lproj`.
    private static func filesRead(
        of found: [Found], under root: String, _ names: PathNames, _ problems: inout [LocalizationDiagnostic]
    ) -> [Found] {
        let layout = TableLayout(root: root, files: DiskTableFiles())
        let rootName = names.name(ofFolder: root)
        problems += layout.problems.map { names.renamed($0, from: root, to: rootName) }
        let catalogs = Set(layout.catalogs.values)
        let folders = Set(layout.languageFolders.values.joined()).union(layout.baseFolder.map { [$0] } ?? [])
        return found.filter { file in
            if file.place.kind == .catalog {
                // A catalog beside the language folders hides one in mul.lproj; the layout says so.
                return catalogs.contains(TableLayout.path(root, file.relativePath))
            }
            let folder = String(file.relativePath.prefix { $0 != "/" })
            if folders.contains(TableLayout.path(root, folder)) { return true }
            if LanguageFolder(folderName: folder) == .multilingual {
                problems.append(
                    problem(
                        .warning, .ignoredFile,
                        "mul.lproj holds string catalogs only, so no table reads \(file.relativePath.dropFirst(folder.count + 1)) and it is not compiled in",
                        at: names.name(ofFile: file.path)))
            }
            // Otherwise the folder is not named after a language, which the layout has reported.
            return false
        }
    }

    /// The text of the file at `path`, decoded as the parsers decode it; problems are reported at `name`.
    private static func text(of path: String, name: String, _ problems: inout [LocalizationDiagnostic]) -> String? {
        // A pipe or a device would never end: only files are read (links followed).
        var status = stat()
        guard stat(path, &status) == 0 else {
            problems.append(
                problem(.error, .unreadableFile, "cannot read the file: \(String(cString: strerror(errno)))", at: name))
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            problems.append(
                problem(
                    .error, .unreadableFile,
                    "this is not a regular file but a pipe, a device or a folder, so it is not read as a table",
                    at: name))
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            problems.append(
                problem(.error, .unreadableFile, "cannot read the file: \(error.localizedDescription)", at: name))
            return nil
        }
        let (text, invalidBytes) = TableLoader.File(bytes: bytes, path: name).decodedText()
        if let invalidBytes { problems.append(invalidBytes) }
        return text
    }

    /// What the directory the generated code makes finds reading every table in every language.
    private static func problems(
        reading files: [StringTableDirectory.EmbeddedFile], root: String
    ) -> [LocalizationDiagnostic] {
        let directory = StringTableDirectory(embedded: files, root: root)
        let tables = Set(files.map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent })
        for language in directory.localizedLanguages {
            for table in tables.sorted() { _ = directory.table(named: table, language: language) }
        }
        return directory.diagnostics
    }

    private static func problem(
        _ severity: LocalizationDiagnostic.Severity, _ id: LocalizationDiagnostic.ID, _ message: String,
        at file: String
    ) -> LocalizationDiagnostic {
        LocalizationDiagnostic(severity, id, message, location: .init(file: file, line: 1, column: 1))
    }
}
