import Testing

/// The title of an ``AlertableError`` has no default: a conformance that writes it as a `String?`
/// (the `LocalizedError` habit) or misspells it is a compiler error that names the requirement,
/// not an alert with the generic title. Checked by type-checking snippets against the built
/// `Alerts` module.
struct AlertableErrorTitleTests {
    @Test(arguments: [
        ("var errorDescription: String? { \"Upload failed.\" }", "snippet.swift:3:8"),
        ("var errorDescripton: AlertText? { \"Upload failed.\" }", "snippet.swift:3:8"),
        ("var reason: AlertText? { \"The server is busy.\" }", "snippet.swift:3:8"),
    ])
    func aConformanceWithoutItsAlertTextTitleDoesNotCompile(member: String, place: String) throws {
        let source = """
            struct UploadFailed: AlertableError {
                \(member)
            }
            """
        guard let result = try BuilderDiagnosticsTests().typecheck(source) else {
            Issue.record("skipped: the built Alerts module was not found beside the test bundle")
            return
        }
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                "\(place): error: type 'UploadFailed' does not conform to protocol 'AlertableError'"),
            "\(result.output)")
        #expect(
            result.output.contains("protocol requires property 'title' with type 'AlertText?'"),
            "\(result.output)")
    }

    @Test func anAlertTextTitleOrNilCompiles() throws {
        let source = """
            struct UploadFailed: AlertableError {
                var title: AlertText? { "Upload failed." }
            }
            struct Unknown: AlertableError {
                var title: AlertText? { nil }  // the generic title, on purpose
            }
            """
        guard let result = try BuilderDiagnosticsTests().typecheck(source) else {
            Issue.record("skipped: the built Alerts module was not found beside the test bundle")
            return
        }
        #expect(result.status == 0, "\(result.output)")
    }
}
