import MastheadRaster
import Testing

/// Bytes that are not an SVG document give a typed error with librsvg's reason, never a crash or an image.
@Suite("Invalid SVG")
struct InvalidSVGTests {
    static let documents: [(String, [UInt8])] = [
        ("empty", []),
        ("plain text", Array("hello".utf8)),
        ("truncated tag", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4""#.utf8)),
        ("unclosed element", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><g>"#.utf8)),
        ("mismatched tags", Array(#"<svg xmlns="http://www.w3.org/2000/svg"></g>"#.utf8)),
        ("invalid UTF-8", [0x3C, 0x73, 0x76, 0x67, 0xFF, 0xFE, 0x00, 0x3E]),
        ("NUL bytes", [UInt8](repeating: 0, count: 64)),
        ("a PNG signature", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("XML with another root", Array("<html><body/></html>".utf8)),
        ("entity bomb", Array(Self.entityBomb.utf8)),
    ]

    /// Nested entities that would expand to 10^9 characters; libxml2's default limits refuse it.
    static let entityBomb = """
        <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">\
        <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">\
        <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">\
        <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">\
        <!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;"><!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]>\
        <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&i;</text></svg>
        """

    @Test("bytes that are not an SVG document are refused with librsvg's reason", arguments: documents)
    func refused(name: String, bytes: [UInt8]) throws {
        let error = try #require(throws: RasterError.self) {
            try PNGRasterizer.png(svg: bytes, width: 8, height: 8)
        }
        guard case .invalidSVG(let message) = error else {
            Issue.record("\(name): expected invalidSVG, got \(error)")
            return
        }
        #expect(!message.isEmpty)
        #expect(error.description == "invalid SVG: \(message)")
        #expect(error.parameter == nil)
    }

    /// Each level uses the one below ten times, 10^6 references in all; librsvg stops drawing at 500 000.
    static let referenceBomb: [UInt8] = {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><defs><rect id="l0" width="1"/>"#
        for level in 1...6 {
            let use = ##"<use href="#l\##(level - 1)"/>"##
            svg += #"<g id="l\#(level)">"# + String(repeating: use, count: 10) + "</g>"
        }
        return Array((svg + ##"</defs><use href="#l6"/></svg>"##).utf8)
    }()

    @Test("a document past librsvg's limit on references fails to render with librsvg's reason")
    func referenceLimit() throws {
        let error = try #require(throws: RasterError.self) {
            try PNGRasterizer.png(svg: Self.referenceBomb, width: 8, height: 8)
        }
        guard case .renderFailed(let message) = error else {
            Issue.record("expected renderFailed, got \(error)")
            return
        }
        #expect(message.contains("referenced elements"), "\(message)")
        #expect(error.description == "SVG could not be rendered: \(message)")
    }

    /// Guards the cases above: the smallest valid document in the same shape renders.
    @Test("the smallest well-formed document renders")
    func smallestDocumentRenders() throws {
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)
        let png = try PNGRasterizer.png(svg: bytes, width: 8, height: 8)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
