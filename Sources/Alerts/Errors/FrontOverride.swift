/// A value that one front defines to override, for one error, what that front would derive from
/// the error's ``ErrorCategory``: the command line's exit status, an HTTP status or problem type.
///
/// The core never looks inside; each front looks for its own types in ``ErrorContent/overrides``
/// (set by ``AlertableError/overrides`` or a mapper) and ignores the rest.
public protocol FrontOverride: Sendable, Hashable {}

extension Array where Element == any FrontOverride {
    /// The first override of type `type`, if there is one: the one lookup every front uses.
    package func first<Override: FrontOverride>(_ type: Override.Type) -> Override? {
        for element in self {
            if let override = element as? Override { return override }
        }
        return nil
    }
}
