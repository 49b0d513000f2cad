extension TableLinter {
    /// A source text that is a format but cannot be formatted, or reads an argument Swift cannot
    /// give Foundation's `String(format:)` (`%Lf`, a long double): a warning at the entry.
    func checkSourceFormat(
        _ entry: Entry, key: String, table: String, language: LanguageTag,
        _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        let problem: String
        switch Self.sourceFormat(of: entry.value) {
        case .prose:
            return
        case .broken(let error):
            problem =
                "cannot be formatted: \(error); given arguments, a lookup shows a translation unchecked, or else the key"
        case .formatted(let kinds):
            let formats = (try? entry.value.variantFormats(language: language)) ?? []
            let objects = Self.objectPositions(in: formats, against: kinds)
            if let position = objects.first, let kind = kinds[position] {
                // The source's own mix (`%1$@` beside a plural variable that reads argument 1 as
                // an integer) is reported here, once: a translation that repeats it is no worse.
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .specifierMismatch,
                        "the \(language) text of '\(key)' shows argument \(position) with %@ and also reads it as \(kind.word); this package shows it, but Foundation's String(format:) is given one value for both and crashes or shows garbage; translations that repeat it are not reported again",
                        location: entry.location, key: key, table: table, language: language))
            }
            let longDoubles = formats.flatMap { format in
                ((try? FormatString.parsed(format))?.specifiers ?? []).filter { $0.length == "L" }
            }
            guard let first = longDoubles.first else { return }
            problem =
                "has \(first.text), which reads a long double: Swift cannot pass one to Foundation's String(format:), which then shows garbage; write %\(first.conversion)"
        }
        diagnostics.append(
            LocalizationDiagnostic(
                .warning, .badSpecifier, "the \(language) text of '\(key)' \(problem)", location: entry.location,
                key: key, table: table, language: language))
    }

    /// Checks the translation `entry` against `original`, the text of `sourceLanguage` (nil for
    /// the key), as lookups check it.
    func checkSpecifiers(
        _ entry: Entry, against original: Entry, in sourceLanguage: LanguageTag?,
        named referenceName: String = "the source text", key: String,
        table: String, language: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        // The reference is what lookups check a translation against.
        let reference: [Int: FormatSpecifier.ArgumentKind]
        switch Self.sourceFormat(of: original.value) {
        case .formatted(let kinds):
            reference = kinds
        case .broken:
            // Reported at the source text; lookups check no translation against it.
            return
        case .prose:
            // A source text given no arguments is shown as written, and so is its translation: a
            // specifier there is printed as is.
            if Self.readsArguments(entry.value), case .text(let text) = entry.value,
                let first = try? FormatString.parsed(text).specifiers.first
            {
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .specifierMismatch,
                        "the \(language) text of '\(key)' has the specifier \(first.text), but the source text takes no arguments; it is shown as written",
                        location: entry.location, key: key, table: table, language: language))
            }
            return
        }
        // What the source text itself shows with `%@` though it reads it as a number is reported
        // at the source text (``checkSourceFormat``), not at every translation that copies it.
        let sourceObjects = Set(
            Self.objectPositions(
                in: (try? original.value.variantFormats(language: sourceLanguage ?? language)) ?? [], against: reference
            ))
        do throws(FormatError) {
            var objects: Set<Int> = []
            for format in try entry.value.variantFormats(language: language) {
                let parsed = try Localizer.usableFormat(format, reference)
                for (position, specifier) in parsed.positionedSpecifiers
                where specifier.argumentKind == .object && reference[position].map({ $0 != .object }) ?? false {
                    objects.insert(position)
                }
            }
            objects.subtract(sourceObjects)
            // Lookups here show any argument with `%@`, but Foundation's `String(format:)` takes
            // what `%@` reads for an object: given the number the source text's `%lld` reads, a
            // translation's `%@` crashes or prints garbage wherever Foundation formats the table.
            if !objects.isEmpty {
                let positions = objects.sorted()
                func listed(_ words: [String]) -> String {
                    guard let last = words.last, words.count > 1 else { return words.joined() }
                    return words.dropLast().joined(separator: ", ") + " and " + last
                }
                let arguments = "argument\(positions.count > 1 ? "s" : "") \(listed(positions.map(String.init)))"
                let kinds = listed(positions.compactMap { reference[$0]?.word })
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .specifierMismatch,
                        "the \(language) text of '\(key)' shows \(arguments) with %@, which \(referenceName) gives as \(kinds); this package shows it, but Foundation's String(format:) reads an object there and crashes",
                        location: entry.location, key: key, table: table, language: language))
            }
            let translated = try entry.value.argumentKinds()
            // Leaving an argument out formats fine, but the text then lacks what the source shows.
            // An argument the source text only chooses plural forms by (`this list`, `these
            // lists`) shows nothing: a language with one form for every number (Chinese,
            // Japanese) leaves it out rightly, and any other shows one text for every number.
            var left = reference.filter { translated[$0.key] == nil }.sorted { $0.key < $1.key }
            if let sourceLanguage {
                let shown = Set(
                    ((try? original.value.variantFormats(language: sourceLanguage)) ?? []).flatMap {
                        (try? FormatString.parsed($0))?.positions ?? []
                    })
                let choosing = left.filter { !shown.contains($0.key) }
                left.removeAll { !shown.contains($0.key) }
                if !choosing.isEmpty, PluralRules.categories(for: language) != [.other] {
                    let list = choosing.map { String($0.key) }.joined(separator: ", ")
                    diagnostics.append(
                        LocalizationDiagnostic(
                            .note, .missingArgument,
                            "the \(language) text of '\(key)' leaves out argument\(choosing.count > 1 ? "s" : "") \(list), which \(referenceName) uses only to choose a plural form; it is the same for every number",
                            location: entry.location, key: key, table: table, language: language))
                }
            }
            if let sourceLanguage, !entry.value.isPlainText {
                droppedNumbers(
                    entry, against: original, in: sourceLanguage, reference: reference,
                    missing: Set(left.map(\.key)), named: referenceName, key: key, table: table, language: language,
                    &diagnostics)
            }
            if !left.isEmpty {
                let list = left.map { "\($0.key) (\($0.value.word))" }.joined(separator: ", ")
                diagnostics.append(
                    LocalizationDiagnostic(
                        .warning, .missingArgument,
                        "the \(language) text of '\(key)' leaves out argument\(left.count > 1 ? "s" : "") \(list), which \(referenceName) shows",
                        location: entry.location, key: key, table: table, language: language))
            }
        } catch {
            let id: LocalizationDiagnostic.ID
            if case .sourceMismatch = error.reason { id = .specifierMismatch } else { id = .badSpecifier }
            diagnostics.append(
                LocalizationDiagnostic(
                    .error, id,
                    "the \(language) text of '\(key)' \(Self.describe(error, referenceName)); it would be replaced by \(referenceName)",
                    location: entry.location, key: key, table: table, language: language))
        }
    }

    /// The positions `formats` show with `%@` that `reference` reads as something else, sorted.
    static func objectPositions(in formats: [String], against reference: [Int: FormatSpecifier.ArgumentKind]) -> [Int] {
        var positions: Set<Int> = []
        for format in formats {
            for (position, specifier) in (try? FormatString.parsed(format))?.positionedSpecifiers ?? []
            where specifier.argumentKind == .object && reference[position].map({ $0 != .object }) ?? false {
                positions.insert(position)
            }
        }
        return positions.sorted()
    }

    /// A plural translation whose form for many numbers (`other`, Russian `one` for 1, 21, 31…)
    /// leaves out an argument the source text's `other` form shows (`%d boto` → `boto`): it then
    /// shows one text for different numbers. A form only one number takes (English `one`,
    /// Arabic `two`) may name its number in words. Arguments in `missing`, left out of every
    /// form and reported as such, are not reported again.
    func droppedNumbers(
        _ entry: Entry, against original: Entry, in sourceLanguage: LanguageTag,
        reference: [Int: FormatSpecifier.ArgumentKind], missing: Set<Int>, named referenceName: String,
        key: String, table: String, language: LanguageTag, _ diagnostics: inout [LocalizationDiagnostic]
    ) {
        guard let sourceOther = try? original.value.format(choosing: .other),
            let shownBySource = try? FormatString.parsed(sourceOther).positions
        else { return }
        let needed = Set(shownBySource).subtracting(missing)
        guard !needed.isEmpty else { return }
        let numbers = Self.numbersReaching(language)
        var dropped: [Int: [(category: PluralCategory, text: String)]] = [:]
        for category in PluralCategory.allCases where (numbers[category]?.count ?? 0) >= 3 {
            guard let format = try? entry.value.format(choosing: category),
                let positions = try? FormatString.parsed(format).positions
            else { continue }
            for position in needed.subtracting(positions) {
                dropped[position, default: []].append((category, format))
            }
        }
        for (position, forms) in dropped.sorted(by: { $0.key < $1.key }) {
            guard let first = forms.first else { continue }
            let names = forms.map { "'\($0.category.rawValue)'" }.joined(separator: ", ")
            let examples = (numbers[first.category] ?? []).prefix(3).map(String.init).joined(separator: ", ")
            let word = reference[position].map { " (\($0.word))" } ?? ""
            diagnostics.append(
                LocalizationDiagnostic(
                    .warning, .missingArgument,
                    "the \(language) plural of '\(key)' leaves out argument \(position)\(word) in its \(names) form\(forms.count > 1 ? "s" : ""), which \(referenceName) shows: '\(first.text)' is shown for \(examples), …",
                    location: entry.location, key: key, table: table, language: language))
        }
    }

    /// The whole numbers below 200 that reach each plural category of `language`, in order;
    /// worked out once a language, not for every plural of every table.
    static func numbersReaching(_ language: LanguageTag) -> [PluralCategory: [Int]] {
        reachingNumbers.value(for: language) { language in
            var numbers: [PluralCategory: [Int]] = [:]
            for number in 0..<200 {
                numbers[PluralRules.category(for: PluralOperands(Int64(number)), language: language), default: []]
                    .append(number)
            }
            return numbers
        }
    }

    private static let reachingNumbers = MemoCache<LanguageTag, [PluralCategory: [Int]]>(limit: 512)

    private static func describe(_ error: FormatError, _ reference: String) -> String {
        if case .sourceMismatch(let detail) = error.reason { return "does not match \(reference): \(detail)" }
        return "has a bad specifier: \(error)"
    }
}

extension TableValue {
    /// Whether the value is plain text, with no plural.
    fileprivate var isPlainText: Bool {
        if case .text = self { return true }
        return false
    }
}
