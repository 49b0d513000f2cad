// The console front composes the command line's and the terminal's, and speaks their vocabulary
// (`CLIFront.Options`, `TerminalFront.Options`, `ExitStatus`, `ColorMode`): re-export both (each
// re-exports `Alerts`), so `import AlertsConsole` is all a program that uses it needs.
@_exported public import AlertsCLI
@_exported public import AlertsTerminal
