/// Why a format string could not be used.
package struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    package enum Reason: Sendable, Hashable {
        /// `%` followed by something that is not a conversion.
        case badSpecifier(String)
        /// A conversion this formatter refuses on purpose (`%n`, `%p`, `*` widths, …).
        case unsupported(String)
        /// The string ends inside a specifier.
        case incomplete(String)
        /// A specifier asks for an argument position that was not given.
        case missingArgument(specifier: String, position: Int, given: Int)
        /// The argument at a position has the wrong type for its specifier.
        case typeMismatch(specifier: String, position: Int, argument: String)
        /// A translation's specifiers do not match the source text's.
        case sourceMismatch(String)
        /// Some specifiers are numbered (`%1$@`) and others are not, which printf leaves undefined.
        case mixedPositions
        /// Two specifiers ask for the same position with different types.
        case conflictingTypes(position: Int)
        /// A value's `%#@…@` references expand past the limit (nested references multiply).
        case expansionTooLarge
        /// A plural rule has no form for the number's category and no `other` form.
        case missingPluralForm(PluralCategory)
    }

    /// What went wrong.
    package var reason: Reason
    /// Where, in Unicode scalars from the start of the format string, if known.
    package var offset: Int?

    /// Creates an error.
    package init(_ reason: Reason, offset: Int? = nil) {
        self.reason = reason
        self.offset = offset
    }

    package var description: String {
        let place = offset.map { " at offset \($0)" } ?? ""
        switch reason {
        case .badSpecifier(let text):
            return "'\(text)'\(place) is not a format specifier; write %% for a literal percent sign"
        case .unsupported(let text):
            return "'\(text)'\(place) is not supported in localized text"
        case .incomplete(let text):
            return "the format string ends inside the specifier '\(text)'"
        case .missingArgument(let spec, let position, let given):
            let count = given == 1 ? "1 argument was" : "\(given) arguments were"
            return "'\(spec)' needs argument \(position), but \(count) given"
        case .typeMismatch(let spec, let position, let argument):
            return "'\(spec)' cannot show argument \(position), which is \(argument)"
        case .sourceMismatch(let detail):
            return "its specifiers do not match the source text: \(detail)"
        case .mixedPositions:
            return "some specifiers are numbered (%1$@) and others are not; number all of them or none"
        case .conflictingTypes(let position):
            return "argument \(position) is used with specifiers of different types"
        case .expansionTooLarge:
            return "its %#@…@ references expand to too much text (nested references multiply)"
        case .missingPluralForm(let category):
            return "its plural rule has no '\(category.rawValue)' form for the number and no 'other' form"
        }
    }
}
