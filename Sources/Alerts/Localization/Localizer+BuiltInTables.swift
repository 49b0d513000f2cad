extension Localizer {
    /// This localizer with the package's own tables searched after its sources, unless it
    /// already has them.
    ///
    /// The package's own tables — OK, Cancel, Retry, the texts for Foundation's errors,
    /// command-line labels, HTTP status titles — are `Localization/` at the package's root,
    /// compiled into this module by the package's StringTablesPlugin as
    /// `StringTableDirectory.module` (`Sources/Alerts/Tables` links to the folder), so they work
    /// from a binary copied anywhere. They are in English, Chinese (Simplified and Traditional),
    /// Japanese, Korean, German, French, Spanish, Brazilian Portuguese, Russian and Arabic.
    /// Alert resolution always searches them last, so any table of yours named `Alerts` overrides
    /// them key by key.
    ///
    /// A localizer with no sources of its own gets one made once, so resolving with it makes no
    /// list of sources each time.
    package var includingBuiltInTables: Localizer {
        if sources.isEmpty, sourceLanguage == Self.builtInTablesOnly.sourceLanguage { return Self.builtInTablesOnly }
        return searchingLast(StringTableDirectory.module)
    }

    /// The package's own tables alone, in the default source language: made as the one source
    /// searched last, so that asking it for them again is known without a lock.
    private static let builtInTablesOnly = Localizer(sources: []).searchingLast(StringTableDirectory.module)
}
