import Foundation
import MastheadGeometry
import MastheadHTTP
import MastheadText
import Testing

@testable import MastheadEndpoints
@testable import MastheadParameters
@testable import MastheadPreview

/// Shared helpers for the preview suites: requests decoded exactly as the service decodes them, rendered with the
/// real fonts, and checked with the real `xmllint` and `rsvg-convert`.
enum PreviewHarness {
    /// One shaper for every suite, with the system fonts (`fonts-inter`, `fonts-dejavu-core`).
    static let shaper: TextShaper = {
        do { return try TextShaper() } catch { fatalError("fonts missing: \(error)") }
    }()

    static let context = RenderContext(shaper: shaper)

    /// A reader over `query` (`name=value&…`; a bare `name` has no value). Only `%26` is decoded (to `&`), so
    /// tests can send an ampersand; everything else is taken as written.
    static func reader(_ query: String, allowed: Set<String>) throws -> ParameterReader {
        let items = query.split(separator: "&").map { item -> QueryItem in
            guard let equals = item.firstIndex(of: "=") else { return QueryItem(name: String(item), value: nil) }
            let value = item[item.index(after: equals)...].replacingOccurrences(of: "%26", with: "&")
            return QueryItem(name: String(item[..<equals]), value: value)
        }
        return ParameterReader(parameters: try ParameterSet(query: items, allowed: allowed))
    }

    /// The body an endpoint answers for `query`.
    static func render(_ endpoint: any Endpoint, _ query: String) throws -> String {
        let job = try endpoint.job(try reader(query, allowed: endpoint.parameterNames), context: context)
        return String(decoding: try job.render(), as: UTF8.self)
    }

    /// The geometry the same query lays out.
    static func layout(_ query: String) throws -> HeaderLayout {
        let names = PreviewEndpoint().parameterNames
        let header = try HeaderRequest(try reader(query, allowed: names))
        return HeaderLayout.compute(configuration: header.configuration, offset: header.offset, measurer: shaper)
    }

    /// The value of attribute `name` on the element carrying `id="<id>"`, or nil.
    /// Reused drawings are written on one line, so the start tag is found around the id, not by its line.
    static func attribute(_ name: String, ofID id: String, in svg: String) -> String? {
        guard let idRange = svg.range(of: " id=\"\(id)\""),
            let open = svg[..<idRange.lowerBound].range(of: "<", options: .backwards),
            let close = svg[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = svg[open.lowerBound..<close]
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The whole `<text …>content</text>` element showing `content`, or nil. Reused rows and the status bar are
    /// written on one line each, so tests look for the element rather than its line.
    static func textElement(showing content: String, in svg: String) -> String? {
        guard let end = svg.range(of: ">" + content + "</text>") else { return nil }
        guard let start = svg[..<end.lowerBound].range(of: "<text ", options: .backwards) else { return nil }
        return String(svg[start.lowerBound..<end.upperBound])
    }

    /// A numeric attribute as a number.
    static func number(_ name: String, ofID id: String, in svg: String) -> Double? {
        attribute(name, ofID: id, in: svg).flatMap(Double.init)
    }

    /// How often `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Runs a tool with `input` on standard input; returns its exit status, standard output and standard error.
    static func run(_ tool: String, _ arguments: [String], input: String) throws -> (Int32, Data, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, String(decoding: errors, as: UTF8.self))
    }

    /// `xmllint --noout -`: exit status and errors.
    static func lint(_ svg: String) throws -> (status: Int32, errors: String) {
        let (status, _, errors) = try run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
        return (status, errors)
    }

    /// The pixel size `rsvg-convert` renders `svg` at, read from the PNG's IHDR chunk.
    static func pngSize(_ svg: String) throws -> (width: Int, height: Int) {
        let (status, png, errors) = try run("/usr/bin/rsvg-convert", ["-f", "png"], input: svg)
        try #require(status == 0, "rsvg-convert failed: \(errors)")
        let bytes = [UInt8](png)
        try #require(bytes.count > 24 && bytes[1] == 0x50 && bytes[12...15].elementsEqual(Array("IHDR".utf8)))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}

/// Whether two computed doubles agree within an absolute tolerance; never `==` on computed doubles.
func isApproximatelyEqual(_ value: Double?, to expected: Double, tolerance: Double = 0.001) -> Bool {
    guard let value else { return false }
    return value.isFinite && expected.isFinite && abs(value - expected) <= tolerance
}

extension PreviewHarness {
    /// Compares `rendered` with `Golden/<name>.svg`, or writes it there when `RECORD_GOLDEN=1`.
    static func expectGolden(_ rendered: String, name: String) throws {
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Golden/\(name).svg")
            try Data(rendered.utf8).write(to: source)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "svg", subdirectory: "Golden"),
            "Golden/\(name).svg is missing; record it with RECORD_GOLDEN=1")
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            rendered == golden, "output differs from Golden/\(name).svg; if intended, re-record with RECORD_GOLDEN=1")
    }
}
