// `Alerts` speaks in language tags, tables and localizers; re-export them so `import Alerts`
// is all a user needs.
@_exported public import StringTables
