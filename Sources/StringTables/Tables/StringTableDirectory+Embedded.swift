public import Foundation

extension StringTableDirectory {
    /// One table file compiled into the binary: its path under the tables' root and its text.
    ///
    /// The package's `StringTablesPlugin` writes these for you; see
    /// ``StringTableDirectory/init(embedded:root:sourceLanguage:)``.
    public struct EmbeddedFile: Sendable, Hashable {
        /// The file's path under the tables' root, with `/` between folders: `de.lproj/Alerts.strings`.
        public var path: String
        /// The file's text.
        public var text: String
        /// The path problems in the file are reported at, when it is not the root's path joined
        /// with ``path``: the plugin sets it for tables merged from a second folder of a target.
        public var origin: String?

        /// A file at `path` under the root, holding `text`.
        public init(path: String, text: String, origin: String? = nil) {
            self.path = path
            self.text = text
            self.origin = origin
        }
    }

    /// Tables compiled into the binary, laid out, read and reported as the folder `root` on disk
    /// would be.
    ///
    /// `files` are the folder's table files by their paths under it. Nothing touches the disk:
    /// the tables work from a binary copied anywhere. Problems are reported at `root` joined with
    /// each file's path (or at the file's ``EmbeddedFile/origin``), so a `root` relative to your
    /// package names the files as you know them.
    ///
    /// Apply the package's `StringTablesPlugin` to a target and it calls this for you with every
    /// table under the target's folder, as an internal `StringTableDirectory.module`:
    ///
    /// ```swift
    /// let front = CLIFront(sources: [StringTableDirectory.module])
    /// ```
    public convenience init(embedded files: [EmbeddedFile], root: String, sourceLanguage: LanguageTag = "en") {
        let embedded = EmbeddedTableFiles(files, root: root)
        self.init(files: embedded, rootPaths: [embedded.root], roots: [], sourceLanguage: sourceLanguage)
    }

    /// Tables in a bundle's resources: `Bundle.module`, `Bundle.main`, or a SwiftPM resource
    /// bundle copied beside an executable.
    ///
    /// The tables are read from the bundle's resource folder, laid out as under any root: a
    /// target whose resources include `de.lproj/Localizable.strings` (listed with `.process` or
    /// `.copy`) has it there. Tables in a copied folder (`.copy("Localization")`) are under that
    /// folder instead: use ``init(roots:sourceLanguage:)`` with its URL.
    public convenience init(bundle: Bundle, sourceLanguage: LanguageTag = "en") {
        self.init(roots: [bundle.resourceURL ?? bundle.bundleURL], sourceLanguage: sourceLanguage)
    }
}
