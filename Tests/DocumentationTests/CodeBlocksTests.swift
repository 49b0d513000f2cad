import Foundation
import Testing

/// The Swift code the documentation shows compiles: every ```swift block of README.md and of the
/// DocC catalogs appears, line by line, in a Swift file the build compiles — a counterpart in this
/// target, which runs it where it can, or an example's sources or manifest, which CI builds.
struct CodeBlocksTests {
    @Test func everySwiftBlockOfTheDocumentationIsCompiledCode() throws {
        let compiled = CompiledSwift(files: try PackageFiles.compiledSwift())
        let blocks = try PackageFiles.documents().flatMap { CodeBlock.swiftBlocks(in: $0.text, file: $0.path) }
        // The documents were found: README.md alone has several blocks.
        #expect(blocks.contains { $0.file == "README.md" })
        #expect(blocks.contains { $0.file.hasPrefix("Sources/AlertsTesting/Documentation.docc/") })
        for block in blocks where compiled.place(of: block) == nil {
            Issue.record(
                Comment(rawValue: compiled.failure(for: block)),
                sourceLocation: SourceLocation(
                    fileID: "swift-alerts/\(block.file)",
                    filePath: PackageFiles.root.appendingPathComponent(block.file).path, line: block.line, column: 1))
        }
    }

    // MARK: The check itself

    static let markdown = """
        # A page

        ```swift
        let sample = Sample()
        sample.check(.first)
        ```

        - In a list:

          ````swift
          if sample.isReady {
              sample.start()
          }
          ````

        ```text
        not Swift
        ```

        ```sh
        swift test
        ```
        """

    @Test func findsSwiftBlocksAndTheLinesOfTheirFences() {
        let blocks = CodeBlock.swiftBlocks(in: Self.markdown, file: "Page.md")
        #expect(
            blocks == [
                CodeBlock(file: "Page.md", line: 3, lines: ["let sample = Sample()", "sample.check(.first)"]),
                CodeBlock(
                    file: "Page.md", line: 10, lines: ["  if sample.isReady {", "      sample.start()", "  }"]),
            ])
    }

    static let source = """
        struct SampleTests {
            func run() async {
                let sample = Sample()
                sample.check(.first)
                if sample.isReady {
                    sample.start()
                }
            }
        }
        """

    @Test func findsABlockWhateverItsIndentation() throws {
        let compiled = CompiledSwift(files: [("Tests/Page.swift", Self.source)])
        let blocks = CodeBlock.swiftBlocks(in: Self.markdown, file: "Page.md")
        #expect(blocks.map { compiled.place(of: $0) } == ["Tests/Page.swift:3", "Tests/Page.swift:5"])
    }

    @Test func reportsABlockThatWasChangedWhereItStopsMatching() throws {
        let compiled = CompiledSwift(files: [("Tests/Page.swift", Self.source)])
        let changed = CodeBlock(file: "Page.md", line: 3, lines: ["let sample = Sample()", "sample.check(.second)"])
        #expect(compiled.place(of: changed) == nil)
        #expect(
            compiled.failure(for: changed) == """
                Page.md:3: this ```swift block is in no Swift file the build compiles (Tests/, Examples/*/Sources, \
                Examples/*/Package.swift), line by line. Its first line is at Tests/Page.swift:3; the next, \
                Page.md:5, differs: sample.check(.second)
                Give it a compiled counterpart in Tests/DocumentationTests, or fence it otherwise (```text) if it \
                is not Swift that compiles.
                """)
    }

    @Test func needsTheLinesInOrderWithNothingBetween() {
        let compiled = CompiledSwift(files: [("Tests/Page.swift", Self.source)])
        let gap = CodeBlock(file: "Page.md", line: 1, lines: ["let sample = Sample()", "if sample.isReady {"])
        let blankLine = CodeBlock(
            file: "Page.md", line: 1, lines: ["let sample = Sample()", "", "sample.check(.first)"])
        let reordered = CodeBlock(file: "Page.md", line: 1, lines: ["sample.check(.first)", "let sample = Sample()"])
        #expect(compiled.place(of: gap) == nil)
        #expect(compiled.place(of: blankLine) == nil)
        #expect(compiled.place(of: reordered) == nil)
    }

    static let hidden = ##"""
        let text = """
            let sample = Sample()
            sample.check(.first)
            """
        /* sample.check(.first)
           if sample.isReady { */
        let raw = #"""
            sample.start()
            """#
        let one = "\("let sample = Sample()")"
        """##

    @Test func linesInStringLiteralsAndBlockCommentsAreNotCode() {
        #expect(SwiftLexer.linesInsideLiteralsOrComments(of: Self.hidden) == [1, 2, 3, 5, 7, 8])
        let compiled = CompiledSwift(files: [("Tests/Page.swift", Self.hidden)])
        let quoted = CodeBlock(file: "Page.md", line: 1, lines: ["let sample = Sample()", "sample.check(.first)"])
        let commented = CodeBlock(file: "Page.md", line: 1, lines: ["if sample.isReady { */"])
        let raw = CodeBlock(file: "Page.md", line: 1, lines: ["sample.start()"])
        let code = CodeBlock(file: "Page.md", line: 1, lines: [#"let one = "\("let sample = Sample()")""#])
        #expect(compiled.place(of: quoted) == nil)
        #expect(compiled.place(of: commented) == nil)
        #expect(compiled.place(of: raw) == nil)
        #expect(compiled.place(of: code) == "Tests/Page.swift:10")
    }

    @Test func findsBlocksFencedWithTildes() {
        let markdown = """
            ~~~swift
            let sample = Sample()
            ```
            ~~~

            ~~~~ swift
            sample.start()
            ~~~~
            """
        #expect(
            CodeBlock.swiftBlocks(in: markdown, file: "Page.md") == [
                CodeBlock(file: "Page.md", line: 1, lines: ["let sample = Sample()", "```"]),
                CodeBlock(file: "Page.md", line: 6, lines: ["sample.start()"]),
            ])
    }
}
