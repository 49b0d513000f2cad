import Foundation
import Testing

/// The Swift code the documentation shows compiles and runs: every ```swift block of README.md and
/// of the DocC catalogs appears, line by line, in a Swift file of this target, which compiles it and
/// runs it where it can; or the line before it marks it as an excerpt of a compiled file it names
/// (an example's sources or manifest, another test target), and that file has it. Every block says
/// its language, and no block fenced as something else is Swift.
struct CodeBlocksTests {
    @Test func everySwiftBlockOfTheDocumentationRunsHereOrIsAnExcerptOfTheCompiledFileItNames() throws {
        let compiled = CompiledSwift(files: try PackageFiles.compiledSwift())
        let blocks = try PackageFiles.documents().flatMap { CodeBlock.swiftBlocks(in: $0.text, file: $0.path) }
        // The documents were found: README.md alone has several blocks.
        #expect(blocks.contains { $0.file == "README.md" })
        #expect(blocks.contains { $0.file.hasPrefix("Sources/AlertsTesting/Documentation.docc/") })
        for block in blocks {
            guard let problem = compiled.problem(with: block) else { continue }
            Issue.record(Comment(rawValue: problem), sourceLocation: Self.location(of: block))
        }
    }

    @Test func everyCodeBlockOfTheDocumentationSaysItsLanguageAndOnlySwiftIsFencedAsSwift() throws {
        let blocks = try PackageFiles.documents().flatMap { CodeBlock.allBlocks(in: $0.text, file: $0.path) }
        #expect(blocks.contains { $0.language == "text" })
        for block in blocks where block.language.isEmpty {
            Issue.record(
                "\(block.file):\(block.line): this block's fence says no language: ```swift, ```text, ```sh…",
                sourceLocation: Self.location(of: block))
        }
        for block in blocks where block.language != "swift" && !block.language.isEmpty && block.looksLikeSwift {
            Issue.record(
                Comment(
                    rawValue: "\(block.file):\(block.line): this ```\(block.language) block reads as Swift: fence it "
                        + "```swift, and give it a compiled counterpart."), sourceLocation: Self.location(of: block))
        }
    }

    static func location(of block: CodeBlock) -> SourceLocation {
        SourceLocation(
            fileID: "swift-alerts/\(block.file)", filePath: PackageFiles.root.appendingPathComponent(block.file).path,
            line: block.line, column: 1)
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
        #expect(
            CodeBlock.allBlocks(in: Self.markdown, file: "Page.md").map(\.language) == ["swift", "swift", "text", "sh"])
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

    static let page = "Tests/DocumentationTests/Page.swift"

    @Test func findsABlockWhateverItsIndentation() throws {
        let compiled = CompiledSwift(files: [(Self.page, Self.source)])
        let blocks = CodeBlock.swiftBlocks(in: Self.markdown, file: "Page.md")
        #expect(blocks.map { compiled.place(of: $0) } == ["\(Self.page):3", "\(Self.page):5"])
        #expect(blocks.map { compiled.problem(with: $0) } == [nil, nil])
    }

    @Test func reportsABlockThatWasChangedWhereItStopsMatching() throws {
        let compiled = CompiledSwift(files: [(Self.page, Self.source)])
        let changed = CodeBlock(file: "Page.md", line: 3, lines: ["let sample = Sample()", "sample.check(.second)"])
        #expect(compiled.place(of: changed) == nil)
        #expect(
            compiled.problem(with: changed) == """
                Page.md:3: this ```swift block is in no Swift file of Tests/DocumentationTests/, line by line. Its \
                first line is at Tests/DocumentationTests/Page.swift:3; the next, Page.md:5, differs: \
                sample.check(.second)
                Give it a counterpart in Tests/DocumentationTests/, which compiles and runs it; or mark it as an \
                excerpt of a compiled file (<!-- excerpt: PATH --> on the line before its fence); or fence it \
                otherwise (```text) if it is not Swift that compiles.
                """)
    }

    static let example = "Examples/Tool/Sources/Tool/Main.swift"

    @Test func aBlockOnlyAnExampleOrAnotherTestTargetHasMustSayItIsAnExcerptOfThatFile() throws {
        let compiled = CompiledSwift(files: [(Self.example, Self.source), ("Tests/OtherTests/Page.swift", Self.source)])
        let block = CodeBlock(file: "Page.md", line: 3, lines: ["let sample = Sample()", "sample.check(.first)"])
        #expect(compiled.place(of: block) == "\(Self.example):3")
        #expect(
            compiled.problem(with: block) == """
                Page.md:3: this ```swift block is in no Swift file of Tests/DocumentationTests/, line by line. It is \
                at \(Self.example):3: mark it <!-- excerpt: \(Self.example) --> on the line before its fence.
                Give it a counterpart in Tests/DocumentationTests/, which compiles and runs it; or mark it as an \
                excerpt of a compiled file (<!-- excerpt: PATH --> on the line before its fence); or fence it \
                otherwise (```text) if it is not Swift that compiles.
                """)
        var excerpt = block
        excerpt.excerptOf = Self.example
        #expect(compiled.problem(with: excerpt) == nil)
        excerpt.excerptOf = "Tests/OtherTests/Page.swift"
        #expect(compiled.problem(with: excerpt) == nil)
    }

    @Test func anExcerptMustBeInTheFileItNamesAndThatFileMustBeCompiled() throws {
        let compiled = CompiledSwift(files: [(Self.example, Self.source), (Self.page, "let other = 1")])
        var block = CodeBlock(file: "Page.md", line: 3, lines: ["let sample = Sample()", "sample.check(.first)"])
        block.excerptOf = Self.page
        #expect(
            compiled.problem(with: block)?.hasPrefix(
                "Page.md:3: this ```swift block is marked as an excerpt of \(Self.page), which does not have it, line "
                    + "by line.") == true)
        block.excerptOf = "Examples/Tool/README.md"
        #expect(
            compiled.problem(with: block)?.hasPrefix(
                "Page.md:3: this ```swift block is marked as an excerpt of Examples/Tool/README.md, which is no Swift "
                    + "file the build compiles") == true)
    }

    @Test func readsTheExcerptMarkOnTheLineBeforeTheFenceAndBlocksWithoutALanguage() {
        let markdown = """
            <!-- excerpt: Examples/Tool/Sources/Tool/Main.swift -->

            ```swift
            let sample = Sample()
            ```

            Text between.
            ```swift
            sample.start()
            ```

            ```
            let unmarked = 1
            ```
            """
        let blocks = CodeBlock.allBlocks(in: markdown, file: "Page.md")
        #expect(blocks.map(\.excerptOf) == [Self.example, nil, nil])
        #expect(blocks.map(\.language) == ["swift", "swift", ""])
        #expect(blocks[2].looksLikeSwift)
        #expect(!CodeBlock(file: "Page.md", line: 1, lines: ["error: Save failed."], language: "text").looksLikeSwift)
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
