extension LocalizationDiagnostic {
    /// A stable name for a kind of problem, such as `missing-translation`, that tools can match,
    /// count, ignore or promote without reading the message.
    ///
    /// Every diagnostic has one. The names are lowercase words joined by `-` and never change
    /// meaning once released; ``all`` lists every one with what it means. The ids you configure
    /// a linter with or look for in a lookup's diagnostics are named here (``missingTranslation``,
    /// ``strayKey``, …); the ids of problems reading a file (`syntax`, `encoding`, `bad-escape`,
    /// `nul-byte`, …) are matched by name: `ID(rawValue: "syntax")`.
    ///
    /// ```swift
    /// let missing = report.diagnostics.filter { $0.id == .missingTranslation }
    /// ```
    public struct ID: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The name, such as `missing-translation`.
        public let rawValue: String

        /// The id named `rawValue`, whether or not it is one of ``all``.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The id named `name` when it is one of ``all``, else `nil`.
        package init?(known name: String) {
            guard let id = Self.all.first(where: { $0.id.rawValue == name })?.id else { return nil }
            self = id
        }

        /// The name.
        public var description: String { rawValue }

        // MARK: Reading files (matched by name)

        /// A file breaks the grammar of its format; the entry is dropped and reading resumes.
        package static let syntax = ID(rawValue: "syntax")
        /// A file's bytes are not valid in its encoding.
        package static let encoding = ID(rawValue: "encoding")
        /// An escape sequence in a `.strings` string that reads otherwise than it looks.
        package static let badEscape = ID(rawValue: "bad-escape")
        /// A key given twice in one file: a warning when the values differ (the last one wins), a
        /// note when they are the same.
        public static let duplicateKey = ID(rawValue: "duplicate-key")
        /// A `.stringsdict` or `.xcstrings` entry that is well formed but not a usable value.
        package static let invalidEntry = ID(rawValue: "invalid-entry")
        /// A `.stringsdict` or `.xcstrings` value whose nested `%#@…@` references would expand to
        /// too much text; it is not used.
        package static let expansionTooLarge = ID(rawValue: "expansion-too-large")
        /// A NUL byte outside quotes in a `.strings` file, read as a space; Foundation stops there.
        package static let nulByte = ID(rawValue: "nul-byte")
        /// A folder or localization named with no language tag, so it is not read.
        package static let notALanguage = ID(rawValue: "not-a-language")
        /// A table file that another file of the same table keeps from being read.
        package static let ignoredFile = ID(rawValue: "ignored-file")
        /// A file that cannot be read at all.
        package static let unreadableFile = ID(rawValue: "unreadable-file")
        /// A file has so many problems that the rest are not listed.
        package static let tooManyProblems = ID(rawValue: "too-many-problems")

        // MARK: Comparing languages

        /// A key of the source language with no text in a language or the languages it falls back to.
        public static let missingTranslation = ID(rawValue: "missing-translation")
        /// A key a regional variant (`en-GB`) lacks, shown from the language it falls back to
        /// (`en`).
        ///
        /// Not reported unless asked for.
        public static let inheritedTranslation = ID(rawValue: "inherited-translation")
        /// A key a language has that the source language's table does not list.
        public static let strayKey = ID(rawValue: "stray-key")
        /// A translation whose specifiers read the arguments otherwise than the source text's.
        public static let specifierMismatch = ID(rawValue: "specifier-mismatch")
        /// A translation with a specifier that cannot be formatted.
        public static let badSpecifier = ID(rawValue: "bad-specifier")
        /// A translation that leaves out an argument the source text shows.
        public static let missingArgument = ID(rawValue: "missing-argument")
        /// A plural lacks a form that a number it can take needs by CLDR.
        ///
        /// For an integer value (`%d`, `%lld`), only the categories integers reach count; a form
        /// only exact millions and compact numbers need (French `many`) is a note.
        public static let missingPluralForm = ID(rawValue: "missing-plural-form")
        /// A plural has a form its language never uses (a note).
        public static let unusedPluralForm = ID(rawValue: "unused-plural-form")

        // MARK: Looking up

        /// A text that could not be formatted with the arguments given and was replaced.
        public static let formatError = ID(rawValue: "format-error")
        /// More than one button of an alert is marked default.
        package static let duplicateDefaultButton = ID(rawValue: "duplicate-default-button")
        /// A text made elsewhere (a `LocalizedError`'s) shown as written although it is the source
        /// text of several keys, so of none (a note, sent as a `debug` event once per text).
        public static let unmatchedText = ID(rawValue: "unmatched-text")

        /// Every id, with what it means, in the order of the documentation.
        public static let all: [(id: ID, summary: String)] = [
            (.syntax, "a file breaks its format's grammar; the broken entry is dropped"),
            (.encoding, "bytes that are not valid in the file's encoding"),
            (.badEscape, "an escape in a .strings string that reads otherwise than it looks"),
            (.duplicateKey, "a key given twice in one file; the last value wins (a note when it is the same)"),
            (.invalidEntry, "a .stringsdict or .xcstrings entry that is not a usable value"),
            (.expansionTooLarge, "a value whose nested %#@…@ references expand to too much text; not used"),
            (.nulByte, "a NUL byte outside quotes in a .strings file; Foundation stops reading there"),
            (.notALanguage, "a folder or localization not named with a language tag; not read"),
            (.ignoredFile, "a table file that another file of the same table keeps from being read"),
            (.unreadableFile, "a file that cannot be read"),
            (.tooManyProblems, "a file with so many problems that the rest are not listed"),
            (
                .missingTranslation,
                "a source key with no text in a language nor in what it falls back to (not one whose text has no words)"
            ),
            (.inheritedTranslation, "a key a regional variant shows from its parent language (off by default)"),
            (.strayKey, "a key that the source language's table does not list; nothing looks it up (a note)"),
            (.specifierMismatch, "a translation that reads the arguments otherwise than its source text"),
            (
                .badSpecifier,
                "a translation, or a source text that reads arguments, with a specifier that cannot be formatted"
            ),
            (.missingArgument, "a translation that leaves out an argument its source text shows"),
            (.missingPluralForm, "a plural lacking a form a number it takes needs (a note for exact millions)"),
            (.unusedPluralForm, "a plural with a form its language never uses (a note)"),
            (.formatError, "a text that could not be formatted with the arguments given"),
            (.duplicateDefaultButton, "more than one button of an alert marked default"),
            (.unmatchedText, "a text made elsewhere shown as written: several keys have it as their source text"),
        ]

        /// The ids not reported unless asked for.
        package static let offByDefault: Set<ID> = [.inheritedTranslation]
    }
}
