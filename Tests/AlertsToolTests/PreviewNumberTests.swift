import Foundation
import TestSupport
import Testing

/// `alerts preview` names a JSON member whose number is no whole number.
struct PreviewNumberTests {
    /// Valid JSON whose `exitCode` or `status` is not a whole number that fits an `Int` is
    /// refused by naming the member: it was "the file: The given data was not valid JSON.",
    /// which the strict check had just said it was.
    @Test(arguments: [
        ("\"exitCode\": 1.5", "exitCode: 1.5 is not a whole number"),
        ("\"status\": 404.5", "status: 404.5 is not a whole number"),
        ("\"exitCode\": 100000000000000000000", "exitCode: 100000000000000000000 is too large"),
        ("\"status\": -9223372036854775809", "status: -9223372036854775809 is too large"),
    ])
    func aNumberThatIsNoWholeNumberIsNamed(member: String, message: String) throws {
        let root = try ToolCommandTests.tables(["a.json": "{\"title\": \"x\", \(member)}"])
        let result = try AlertsToolTests.run(["preview", root.appendingPathComponent("a.json").path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("a.json: error: \(message)"), "\(result.stderr)")
        #expect(!result.stderr.contains("not valid JSON"))
    }
}
