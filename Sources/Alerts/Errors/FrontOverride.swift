/// A value that one front defines to override, for one error, what that front would derive from
/// the error's ``ErrorCategory``: the command line's exit status, an HTTP status or problem type.
///
/// The core never looks inside; each front looks for its own types in ``ErrorContent/overrides``
/// and ignores the rest. They are set where the front is made, by the front's ``ErrorMappers``
/// (a mapper's content, or a refinement for one error type), never by the error itself: the
/// module an error lives in imports no front.
///
/// ```swift
/// var mappers = ErrorMappers()
/// mappers.refine(PlanLimit.self) { _, content in content.overrides.append(HTTPStatus(402)) }
/// let front = HTTPFront(mappers: mappers)
/// ```
public protocol FrontOverride: Sendable, Hashable {}

/// An error a front declares itself, which carries that front's values for it: the command
/// line's time limit its exit status, an HTTP request body that does not decode its field errors.
///
/// The front's module is where both the error and its values live, so no user's module imports
/// it. Your domain's errors give a front's values by the front's ``ErrorMappers`` instead, where
/// the front is made; a front of your own declares its own errors this way:
///
/// ```swift
/// struct ChatCode: FrontOverride { var value: Int }  // your front's own value
///
/// struct FloodWait: AlertableError, FrontOwnedError {  // your front's own error
///     var title: AlertText? { "Too many messages." }
///     var category: ErrorCategory? { .rateLimited }
///     var frontOverrides: [any FrontOverride] { [ChatCode(value: 420)] }
/// }
/// ```
public protocol FrontOwnedError: AlertableError {
    /// The front's values for this error, read into ``ErrorContent/overrides``.
    var frontOverrides: [any FrontOverride] { get }
}

extension Array where Element == any FrontOverride {
    /// The first override of type `type`, if there is one: the one lookup every front uses
    /// (`content.overrides.first(HTTPStatus.self)`).
    ///
    /// Inlinable, so each front's call is specialized for its type: the generic version looks up
    /// the metadata of `Override?` at run time on every call.
    @inlinable public func first<Override: FrontOverride>(_ type: Override.Type) -> Override? {
        for element in self {
            if let override = element as? Override { return override }
        }
        return nil
    }
}
