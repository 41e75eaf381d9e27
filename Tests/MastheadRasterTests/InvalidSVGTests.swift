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

    /// Guards the cases above: the smallest valid document in the same shape renders.
    @Test("the smallest well-formed document renders")
    func smallestDocumentRenders() throws {
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)
        let png = try PNGRasterizer.png(svg: bytes, width: 8, height: 8)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
