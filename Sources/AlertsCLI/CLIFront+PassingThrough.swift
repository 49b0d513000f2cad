extension CLIFront {
    /// Whether `error` is one of swift-argument-parser's own errors: `ExitCode`, `CleanExit`,
    /// `ValidationError`, or one the parser throws while parsing.
    ///
    /// What ``run(timeout:grace:passingThrough:_:)`` passes through by default, for the parser's
    /// `main` to turn into its message and status.
    ///
    /// The package does not depend on swift-argument-parser: the error's type is recognized by the
    /// module that declares it (``isError(_:declaredIn:)`` with `"ArgumentParser"`).
    public static func isArgumentParserError(_ error: any Error) -> Bool {
        isError(error, declaredIn: "ArgumentParser")
    }

    /// Whether the type of `error` is declared in the module named `module`: how to recognize a
    /// library's errors without importing it.
    ///
    /// The module is read from the type's full name, as `String(reflecting:)` prints it
    /// (`ArgumentParser.ExitCode`, `ArgumentParser.CommandError`), so types nested in others and
    /// private ones count too, while a module whose name only starts the same
    /// (`ArgumentParserTool`) does not.
    ///
    /// ```swift
    /// let status = try await front.run(passingThrough: { CLIFront.isError($0, declaredIn: "Plugins") }) {
    ///     try await plugin.run()
    /// }
    /// ```
    public static func isError(_ error: any Error, declaredIn module: String) -> Bool {
        isType(named: String(reflecting: type(of: error)), declaredIn: module)
    }

    /// Whether the type whose full name is `name` is declared in `module`: the name's first part.
    static func isType(named name: String, declaredIn module: String) -> Bool {
        name.hasPrefix(module + ".")
    }
}
