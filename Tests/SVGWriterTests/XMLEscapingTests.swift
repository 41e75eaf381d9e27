import SVGWriter
import Testing

/// Escaping tables for text, attribute values and comments.
struct XMLEscapingTests {
    static let shared: [(String, String)] = [
        ("", ""),
        ("plain text", "plain text"),
        ("a & b", "a &amp; b"),
        ("&amp;", "&amp;amp;"),
        ("1 < 2 > 0", "1 &lt; 2 &gt; 0"),
        ("]]>", "]]&gt;"),
        ("'single'", "'single'"),
        ("tab\tline\nreturn\r", "tab\tline\nreturn\r"),
        ("nul\u{0}bell\u{7}vt\u{B}ff\u{C}us\u{1F}end", "nulbellvtffusend"),
        ("\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}", ""),
        ("\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}", ""),
        ("x\u{FFFE}y\u{FFFF}z", "xyz"),
        ("\u{FFFD}\u{FEFF}\u{EFFF}", "\u{FFFD}\u{FEFF}\u{EFFF}"),
        ("del\u{7F}next\u{85}", "del\u{7F}next\u{85}"),
        ("emoji 👋🏽 family 👨‍👩‍👧", "emoji 👋🏽 family 👨‍👩‍👧"),
        ("שלום עולם", "שלום עולם"),
        ("עברית & English", "עברית &amp; English"),
    ]

    @Test(
        "character data escapes & < > and keeps quotes",
        arguments: shared + [
            ("say \"hi\"", "say \"hi\""),
            ("<script>alert(1)</script> & \"quotes\"", "&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"quotes\""),
        ])
    func escapesText(input: String, expected: String) {
        var output: [UInt8] = []
        XMLEscaping.escapeText(input, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    @Test(
        "attribute values escape & < > and double quotes",
        arguments: shared + [
            ("say \"hi\"", "say &quot;hi&quot;"),
            (
                "<script>alert(1)</script> & \"quotes\"",
                "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"
            ),
            ("\" onload=\"alert(1)", "&quot; onload=&quot;alert(1)"),
        ])
    func escapesAttribute(input: String, expected: String) {
        var output: [UInt8] = []
        XMLEscaping.escapeAttribute(input, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    @Test(
        "comments never contain -- or end with -",
        arguments: [
            ("note", "note"), ("a--b", "a- -b"), ("---", "- - - "), ("ends-", "ends- "), ("-->", "- ->"),
            ("a - b", "a - b"), ("<b> & \"c\"", "<b> & \"c\""), ("ctl\u{1}\u{FFFF}", "ctl"),
        ])
    func escapesComment(input: String, expected: String) {
        var output: [UInt8] = []
        XMLEscaping.escapeComment(input, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    @Test func appendsAfterExistingBytes() {
        var output = Array("start:".utf8)
        XMLEscaping.escapeText("a<b", into: &output)
        XMLEscaping.escapeAttribute("\"", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "start:a&lt;b&quot;")
    }

    @Test func longTextWithSparseSpecialsIsCopiedWhole() {
        let chunk = String(repeating: "abcdefghij", count: 100)
        var output: [UInt8] = []
        XMLEscaping.escapeText(chunk + "&" + chunk + "\u{0}" + chunk, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == chunk + "&amp;" + chunk + chunk)
    }

    @Test("a value escaped once is written as escaping at rendering writes it", arguments: shared)
    func preescapedValueMatchesText(input: String, expected: String) {
        let node = Node.element("x", [Attribute("a", .preescaped(input)), Attribute("b", .text(input))])
        #expect(node.rendered() == "<x a=\"\(expected)\" b=\"\(expected)\"/>\n")
    }

    @Test func onlyTheSpecialBytesOfEachContextAreTouched() {
        var output: [UInt8] = []
        XMLEscaping.escapeText("-- \"q\"", into: &output)
        XMLEscaping.escapeAttribute("--", into: &output)
        XMLEscaping.escapeComment("&<>\"", into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "-- \"q\"--&<>\"")
    }
}
