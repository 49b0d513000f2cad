/// The version `alerts --version` prints.
enum ToolVersion {
    static let current = "0.1.0-dev"
}
