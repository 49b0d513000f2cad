// A front speaks in alerts, errors, language tags and tables: re-export `Alerts` (which
// re-exports `StringTables`), so `import` of the front is all a program that uses it needs.
@_exported public import Alerts
