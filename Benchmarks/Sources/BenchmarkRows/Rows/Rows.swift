/// Every row, in the order of issue 14's table.
public enum Rows {
    public static var all: [Row] {
        ErrorRows.rows + HTTPRows.rows + LookupRows.rows + CatalogRows.rows + StringsRows.rows
    }

    /// The row called `name`.
    public static func named(_ name: String) -> Row? { all.first { $0.name == name } }
}
