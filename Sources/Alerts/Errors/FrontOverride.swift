/// A value that one front defines to override, for one error, what that front would derive from
/// the error's ``ErrorCategory``: the command line's exit status, an HTTP status or problem type.
///
/// The core never looks inside; each front looks for its own types in ``ErrorAlert/overrides``
/// (set by ``AlertableError/overrides`` or a mapper) and ignores the rest.
public protocol FrontOverride: Sendable, Hashable {}
