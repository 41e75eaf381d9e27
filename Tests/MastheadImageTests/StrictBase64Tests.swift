import Foundation
import MastheadImage
import Testing

/// The hand-written decoder agrees with Foundation on valid base64 and refuses everything else.
@Suite("Strict base64")
struct StrictBase64Tests {
    @Test("every length from 0 to 300 bytes decodes to what Foundation encoded, and to what Foundation decodes")
    func agreesWithFoundation() throws {
        var generator = SystemRandomNumberGenerator()
        for length in 0...300 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = Data(bytes).base64EncodedString()
            let decoded = try StrictBase64.decode(Array(text.utf8))
            #expect(decoded == bytes)
            #expect(decoded == [UInt8](try #require(Data(base64Encoded: text))))
            #expect(StrictBase64.decodedCount(of: Array(text.utf8)) == length)
        }
    }

    @Test("RFC 4648's test vectors")
    func vectors() throws {
        let vectors = [
            ("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"), ("Zm9vYmE=", "fooba"),
            ("Zm9vYmFy", "foobar"),
        ]
        for (text, plain) in vectors {
            #expect(try StrictBase64.decode(Array(text.utf8)) == Array(plain.utf8))
        }
    }

    @Test(
        "malformed text is refused with what is wrong",
        arguments: [
            ("Zm9", "not a multiple of 4"), ("Zg=", "not a multiple of 4"), ("Zg", "not a multiple of 4"),
            ("Z===", "= padding at character 2"), ("Zg==Zg==", "= padding at character 3"), ("=Zg=", "= padding"),
            ("Zm 9v", "not a multiple of 4"), ("Zm 9", "a space at character 3"), ("Zm\n9", "a line break"),
            ("Zh==", "not zero"), ("Zm9=", "not zero"), ("Zm-v", "URL-safe"),
            ("Zm\u{e9}", "the byte 0xC3 at character 3"),
        ])
    func refused(text: String, expected: String) {
        #expect(Data(base64Encoded: text) == nil || text.hasSuffix("==") || text.hasSuffix("="))
        do {
            let decoded = try StrictBase64.decode(Array(text.utf8))
            Issue.record("decoded \(text.debugDescription) to \(decoded)")
        } catch {
            guard case .notBase64(let reason) = error else {
                Issue.record("expected notBase64, got \(error)")
                return
            }
            #expect(reason.contains(expected), "\(reason)")
        }
    }

    @Test("the implied size comes from the length and the padding alone")
    func impliedSize() {
        #expect(StrictBase64.decodedCount(of: Array("Zm9vYmFy".utf8)) == 6)
        #expect(StrictBase64.decodedCount(of: Array("Zm9vYg==".utf8)) == 4)
        #expect(StrictBase64.decodedCount(of: [UInt8](repeating: 0x41, count: 1_398_104)) == 1_048_578)
        #expect(StrictBase64.decodedCount(of: []) == 0)
    }
}
