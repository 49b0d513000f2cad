import Alerts
import Foundation
import Testing

@testable import AlertsCLI

/// A user's file that does not decode, reported on the command line without `--verbose`: the
/// report names the place in the file in the user's words, and no type of the program.
struct DecodingErrorReportTests {
    struct Settings: Decodable {
        struct Server: Decodable { var port: Int }
        var settings: Server
    }

    @Test func theReportNamesThePlaceInTheFileWithoutVerbose() async throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Settings.self, from: Data(#"{"settings": {"port": "eighty"}}"#.utf8))
        }
        let output = Output()
        let front = CLIFront(languages: ["en"], environment: ["LANG": "C.UTF-8", "COLUMNS": "80"], write: output.write)
        #expect(await front.report(error) == ExitStatus(category: .invalidInput))
        #expect(
            output.all == """
                error: The data couldn’t be read.
                  “settings.port” should be a number.

                """)
    }
}
