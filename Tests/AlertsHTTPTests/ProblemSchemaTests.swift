import Alerts
import AlertsHTTP
import Foundation
import StringTables
import TestSupport
import Testing

/// Every problem the front makes is a problem object by the JSON Schema of RFC 9457 Appendix A
/// (`Resources/problem-details.schema.json`): checked here by its members' JSON types, and by
/// `Scripts/validate-problems.py` with the jsonschema package, formats included.
@Suite struct ProblemSchemaTests {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let schemaFile = root.appending(path: "Tests/AlertsHTTPTests/Resources/problem-details.schema.json")
    static let script = root.appending(path: "Scripts/validate-problems.py")

    // MARK: The samples

    /// The languages the package's tables have, and none.
    static let languages: [String?] = [nil, "de", "fr", "es", "pt-BR", "ru", "ar", "ja", "ko", "zh-Hans", "zh-Hant"]

    /// An error of every kind: the shop's, internal ones, a mapped one, overridden ones.
    static let errors: [(name: String, error: any Error)] = [
        ("book-missing", ShopError.bookMissing("Dune")), ("sign-up-invalid", ShopError.signUpInvalid),
        ("slow-down", ShopError.slowDown), ("maintenance", ShopError.maintenance),
        ("out-of-credit", ShopError.outOfCredit), ("must-sign-in", ShopError.mustSignIn),
        ("database-failure", DatabaseFailure()), ("posix", POSIXError(.ENOENT)), ("cocoa", CocoaError(.fileNoSuchFile)),
        ("mapped", MappedFailure()),
        ("status-418", HostileInputTests.OverridingError(overrides: [HTTPStatus(418)])),
        ("status-200", HostileInputTests.OverridingError(overrides: [HTTPStatus(200)])),
        ("form-invalid", HelpLinksAndErrorListTests.FormInvalid()),
        ("batch", HelpLinksAndErrorListTests.Many(count: 150, related: 300, links: 20)),
    ]

    /// An error a mapper makes showable.
    struct MappedFailure: Error {}

    /// The problem bodies: one per error kind and language, per hostile text, per path and per
    /// problem type that the other tests use, each with a name for its file.
    static func samples() async -> [(name: String, response: HTTPAlertResponse)] {
        var mappers = ErrorMappers.namedValues
        mappers.register(MappedFailure.self) { _ in
            ErrorContent(title: "Orders are unavailable right now.", category: .unavailable, retry: .after(.seconds(5)))
        }
        let front = HTTPFront(sources: [HTTPFrontTests.tables], mappers: mappers)
        var samples: [(name: String, response: HTTPAlertResponse)] = []
        for (name, error) in errors {
            for language in languages {
                let request = HTTPAlertRequest(path: "/shop/\(name)", acceptLanguage: language)
                samples.append(("\(name)-\(language ?? "none")", await front.response(for: error, to: request)))
            }
        }
        for (index, text) in hostileTexts.enumerated() {
            let request = hostileRequest(text, accept: "application/problem+json")
            samples.append(("hostile-\(index)", await front.response(for: HostileError(text: text), to: request)))
            samples.append(("hostile-\(index)-internal", await front.response(for: DatabaseFailure(), to: request)))
        }
        for (index, path) in HostileInputTests.instances.map(\.path).enumerated() {
            let request = HTTPAlertRequest(path: path)
            samples.append(("path-\(index)", await front.response(for: ShopError.bookMissing(path), to: request)))
        }
        let types = HostileInputTests.invalidProblemTypes + HostileInputTests.validProblemTypes
        for (index, uri) in types.enumerated() {
            let error = HostileInputTests.TypedError(problemType: ProblemType(uri, title: "Name taken"))
            samples.append(("type-\(index)", await front.response(for: error, to: HTTPAlertRequest())))
        }
        return samples.map { ("\($0.name).json", $0.response) }
    }

    // MARK: In Swift

    /// Whether `text` holds only characters a URI reference may (RFC 3986 §2): unreserved and
    /// reserved characters, and `%` before two hex digits. The script checks the grammar.
    static func hasOnlyURICharacters(_ text: String) -> Bool {
        let allowed = Set(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8)
        let bytes = Array(text.utf8)
        return bytes.indices.allSatisfy { index in
            guard bytes[index] == UInt8(ascii: "%") else { return allowed.contains(bytes[index]) }
            return index + 2 < bytes.count
                && bytes[index + 1...index + 2].allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
        }
    }

    /// Whether `value` is a JSON integer, not a Boolean or a fraction.
    static func isInteger(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return ["s", "i", "l", "q"].contains(String(cString: number.objCType))
    }

    /// Whether `value` is a JSON number, not a Boolean.
    static func isNumber(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) != "c"
    }

    /// What is wrong with `value` by `rule`, a member's schema, in the keywords the schema file
    /// uses: `type` (`string` or `integer`), `format` (`uri-reference`), `minimum`, `maximum`.
    static func violations(of rule: [String: Any], by value: Any) -> [String] {
        var found: [String] = []
        for (keyword, expected) in rule {
            switch (keyword, expected as? String) {
            case ("description", _): continue
            case ("type", "string"): if !(value is String) { found.append("is not a string") }
            case ("type", "integer"): if !isInteger(value) { found.append("is not an integer") }
            case ("format", "uri-reference"):
                if let text = value as? String, !hasOnlyURICharacters(text) { found.append("is not a URI reference") }
            case ("minimum", _):
                if isNumber(value), let number = value as? NSNumber, let minimum = expected as? NSNumber,
                    number.doubleValue < minimum.doubleValue
                {
                    found.append("is below \(minimum)")
                }
            case ("maximum", _):
                if isNumber(value), let number = value as? NSNumber, let maximum = expected as? NSNumber,
                    number.doubleValue > maximum.doubleValue
                {
                    found.append("is above \(maximum)")
                }
            default: found.append("has a keyword this test does not read: \(keyword)")
            }
        }
        return found
    }

    /// What is wrong with the extension members the front adds: `code`, `errors`, `omittedErrors`,
    /// `links`, `relatedErrors`, `omittedRelatedErrors`, `actions`, `correlationId`, and with
    /// members nobody adds.
    static func extensionViolations(in problem: [String: Any]) -> [String] {
        var found: [String] = []
        for (member, value) in problem where !["type", "title", "status", "detail", "instance"].contains(member) {
            switch member {
            case "code": if !(value is String) { found.append("code is not a string") }
            case "correlationId":
                let id = value as? String ?? ""
                if !(1...128).contains(id.utf8.count)
                    || !id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._:-".contains($0)) })
                {
                    found.append("correlationId is not 1 to 128 letters, digits, ., _, : or -")
                }
            case "errors":
                let errors = value as? [[String: Any]] ?? []
                if errors.isEmpty
                    || !errors.allSatisfy({
                        Set($0.keys) == ["detail", "pointer"] && $0.values.allSatisfy { $0 is String }
                    })
                {
                    found.append("errors is not a list of {detail, pointer} strings")
                }
            case "omittedErrors", "omittedRelatedErrors":
                if !isInteger(value) || (value as? Int ?? 0) < 1 { found.append("\(member) is not a positive integer") }
            case "links":
                let links = value as? [[String: Any]] ?? []
                if links.isEmpty
                    || !links.allSatisfy({
                        ($0["href"] as? String).map(hasOnlyURICharacters) == true
                            && Set($0.keys).isSubset(of: ["href", "title"]) && $0.values.allSatisfy { $0 is String }
                    })
                {
                    found.append("links is not a list of {href[, title]} strings, each href a URI")
                }
            case "relatedErrors":
                let related = value as? [String] ?? []
                if related.isEmpty { found.append("relatedErrors is not a list of strings") }
            case "actions":
                let actions = value as? [[String: Any]] ?? []
                for action in actions {
                    let keys = Set(action.keys)
                    let required: Set<String> = ["label", "default"]
                    if !(action["label"] is String) || !(action["role"] == nil || action["role"] is String)
                        || !(action["default"] is Bool) || isInteger(action["default"] ?? 0)
                        || !keys.isSuperset(of: required)
                        || !keys.isSubset(of: required.union(["role", "href", "method"]))
                        || (keys.contains("href") && !(action["href"] is String && action["method"] is String))
                    {
                        found.append("an action is not {label, default[, role][, href, method]}: \(action)")
                    }
                }
                if actions.isEmpty { found.append("actions is not a list of actions") }
            default: found.append("\(member) is no member the front adds")
            }
        }
        return found
    }

    @Test func everyProblemHasMembersOfTheTypesTheSchemaNames() async throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["type"] as? String == "object")
        let rules = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(Set(rules.keys) == ["type", "title", "status", "detail", "instance"])
        let samples = await Self.samples()
        #expect(samples.count > 170)
        for (name, response) in samples {
            #expect(response[header: "Content-Type"] == "application/problem+json", "\(name)")
            let problem = try object(response)
            for (member, rule) in rules {
                guard let value = problem[member] else { continue }
                #expect(Self.violations(of: rule, by: value) == [], "\(name): \(member) = \(value)")
            }
            #expect(Self.extensionViolations(in: problem) == [], "\(name)")
            // What the front always sends, and the status the response has.
            #expect(problem["type"] is String && problem["title"] is String, "\(name)")
            #expect(problem["status"] as? Int == response.status.rawValue, "\(name)")
        }
    }

    @Test func theSwiftCheckFindsWhatIsWrong() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any])
        let rules = try #require(schema["properties"] as? [String: [String: Any]])
        let status = try #require(rules["status"])
        #expect(Self.violations(of: status, by: 404) == [])
        #expect(Self.violations(of: status, by: 99) == ["is below 100"])
        #expect(Self.violations(of: status, by: 600) == ["is above 599"])
        #expect(Self.violations(of: status, by: "404") == ["is not an integer"])
        #expect(Self.violations(of: status, by: true) == ["is not an integer"])
        #expect(Self.violations(of: status, by: 404.5) == ["is not an integer"])
        let instance = try #require(rules["instance"])
        #expect(Self.violations(of: instance, by: "/a%20b") == [])
        #expect(Self.violations(of: instance, by: "/a b") == ["is not a URI reference"])
        #expect(Self.violations(of: instance, by: "/a%zz") == ["is not a URI reference"])
        #expect(Self.extensionViolations(in: ["code": 1, "extra": "x"]).count == 2)
        #expect(Self.extensionViolations(in: ["links": [["href": "https://a.example/b", "title": "B"]]]) == [])
        #expect(Self.extensionViolations(in: ["links": [["href": "a b"]]]).count == 1)
        #expect(Self.extensionViolations(in: ["links": [["url": "https://a.example"]]]).count == 1)
        #expect(Self.extensionViolations(in: ["relatedErrors": ["a"], "omittedRelatedErrors": 3]) == [])
        #expect(Self.extensionViolations(in: ["relatedErrors": [1], "omittedErrors": "3"]).count == 2)
    }

    // MARK: With the jsonschema package

    /// Runs `python3 Scripts/validate-problems.py` on `arguments`: its status and output; `nil`
    /// after recording an issue that says what to install when python3 or jsonschema is missing.
    static func runValidator(_ arguments: [String]) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 127:
            Issue.record(
                """
                python3 is not installed, so problems were not validated against RFC 9457's schema: \
                install Python 3, then `python3 -m pip install jsonschema`. \(output)
                """)
            return nil
        case 3:
            Issue.record(
                """
                The jsonschema package is missing, so problems were not validated against RFC 9457's \
                schema: `python3 -m pip install jsonschema` (.ci/run installs it). \(output)
                """)
            return nil
        default: return (process.terminationStatus, output)
        }
    }

    /// A new empty folder in the temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "problems-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(ExternalTools.needsJSONSchema) func everyProblemValidatesAgainstTheSchemaOfRFC9457() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = await Self.samples()
        for (name, response) in samples {
            try Data(response.body).write(to: folder.appending(path: name))
        }
        guard let (status, output) = try Self.runValidator([folder.path]) else { return }
        #expect(status == 0, "\(output)")
        #expect(output.contains("\(samples.count) of \(samples.count) problems valid"), "\(output)")
    }

    @Test(ExternalTools.needsJSONSchema) func theValidatorRejectsWhatBreaksTheSchemaFormatsIncluded() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = [
            "status-text.json": #"{"type": "about:blank", "title": "Not Found", "status": "404"}"#,
            "status-range.json": #"{"status": 99}"#,
            "title-number.json": #"{"title": 404}"#,
            "instance-space.json": #"{"instance": "/books/a b"}"#,
            "type-escape.json": #"{"type": "https://shop.example/%zz"}"#,
            "type-brackets.json": #"{"type": "https://shop.example/a[0]"}"#,
            "array.json": #"[]"#,
            "valid.json": #"{"type": "about:blank", "status": 404, "instance": "/books/a%20b"}"#,
        ]
        for (name, text) in broken { try Data(text.utf8).write(to: folder.appending(path: name)) }
        guard let (status, output) = try Self.runValidator([folder.path]) else { return }
        #expect(status == 1, "\(output)")
        #expect(output.contains("1 of 8 problems valid"), "\(output)")
        for name in broken.keys where name != "valid.json" {
            #expect(output.contains(name), "\(name) is reported")
        }
        #expect(!output.contains("valid.json:"))
    }
}
