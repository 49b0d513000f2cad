/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// The form for zero, in languages that have one (Arabic, Latvian, Welsh).
    ///
    /// In tables it is also an explicit zero, used for 0 in every language.
    case zero
    /// The singular form, as in English "1 file".
    case one
    /// The dual form, as in Arabic or Slovenian.
    case two
    /// The form for small numbers, as in Russian "3 файла".
    case few
    /// The form for large numbers or fractions, as in Russian "5 файлов".
    case many
    /// The general form, which every language has.
    case other
}
