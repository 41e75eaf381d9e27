import Foundation
import SVGWriter
import Testing

/// Feeds rendered documents to `xmllint --noout -` when it is installed, so well-formedness is checked by a real
/// XML parser rather than by our own expectations. Skipped where `xmllint` is not on `PATH`.
struct XMLLintTests {
    static let xmllint: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xmllint" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Runs `xmllint --noout -` on `document` and returns its exit status and error output.
    static func lint(_ document: [UInt8]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(xmllint))
        process.arguments = ["--noout", "-"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(document))
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    @Test(.enabled(if: xmllint != nil)) func hostilePreviewIsWellFormed() throws {
        let result = try Self.lint(PreviewFixture.document().renderedBytes())
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(
        .enabled(if: xmllint != nil),
        arguments: [
            PreviewFixture.hostile, "\"'<>&;", "--", "-", "a\u{FFFF}\u{FFFE}b", "\u{0}", "]]>", "&#0;", "👨‍👩‍👧 עברית",
        ])
    func hostileStringInEveryPositionIsWellFormed(hostile: String) throws {
        let document = Node.svg(
            width: 1, height: 1,
            [
                .title(hostile),
                .comment(hostile),
                .rect(width: 1, height: 1, fill: .text(hostile)).id(hostile),
                .text(hostile, x: 0, y: 0, fontFamily: .text(hostile), fill: .url(hostile)),
                .use(href: hostile),
            ])
        let result = try Self.lint(document.renderedBytes())
        #expect(result.status == 0, "\(result.errors)")
    }

    /// Guards the check itself: unescaped markup must make `xmllint` fail.
    @Test(.enabled(if: xmllint != nil)) func unescapedRawMarkupIsRejected() throws {
        let document = Node.svg(width: 1, height: 1, [.raw("<g>")])
        #expect(try Self.lint(document.renderedBytes()).status != 0)
    }
}
