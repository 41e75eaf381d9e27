import MastheadFormat
import MastheadSupport
import Testing

@Suite struct UTF8ValidationTests {
    private func valid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { UTF8Validation.isValid($0) }
    }

    @Test(
        arguments: [
            ([], true),
            ([0x00], true),
            (Array("Inbox".utf8), true),
            (Array("שלום · 收件箱 · 😀".utf8), true),
            ([0xC2, 0x80], true),  // U+0080, the first two-byte scalar
            ([0xEF, 0xBF, 0xBF], true),  // U+FFFF
            ([0xF4, 0x8F, 0xBF, 0xBF], true),  // U+10FFFF, the last scalar
            ([0x80], false),  // stray continuation byte
            ([0xC0, 0x80], false),  // overlong NUL
            ([0xC1, 0xBF], false),  // overlong
            ([0xE0, 0x9F, 0xBF], false),  // overlong three-byte form
            ([0xED, 0xA0, 0x80], false),  // surrogate U+D800
            ([0xED, 0xBF, 0xBF], false),  // surrogate U+DFFF
            ([0xF0, 0x8F, 0xBF, 0xBF], false),  // overlong four-byte form
            ([0xF4, 0x90, 0x80, 0x80], false),  // above U+10FFFF
            ([0xF5, 0x80, 0x80, 0x80], false),
            ([0xFF], false),
            ([0xE2, 0x82], false),  // truncated
            ([0x41, 0xF0, 0x9F, 0x98], false),  // truncated at the end
            ([0xE2, 0x28, 0xA1], false),  // bad continuation
        ] as [([UInt8], Bool)])
    func knownSequences(bytes: [UInt8], expected: Bool) {
        #expect(valid(bytes) == expected)
    }

    /// Agrees with the standard library's own validation on many random byte strings, biased towards the bytes
    /// where the rules are decided.
    @Test func agreesWithTheStandardLibrary() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
            0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var disagreements: [[UInt8]] = []
        for _ in 0..<50_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let bytes = (0..<length).map { _ in interesting.randomElement(using: &generator)! }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            if valid(bytes) != expected { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(5))")
    }

    /// The same agreement for longer strings: runs of ASCII, which are checked eight bytes at a time, with the
    /// deciding bytes before, inside and after the runs, so a sequence cut at or just past a word is caught.
    @Test func agreesAcrossRunsOfASCII() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        let interesting: [UInt8] = [0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var disagreements: [[UInt8]] = []
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes += (0..<Int.random(in: 0...19, using: &generator)).map { _ in
                    UInt8.random(in: 0x20...0x7E, using: &generator)
                }
                bytes += (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    interesting.randomElement(using: &generator)!
                }
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            if valid(bytes) != expected { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(3))")
        // A well-formed sequence that starts on the last byte of a word, and one cut off at the very end.
        #expect(valid(Array("abcdefg\u{E9}hijklmnop".utf8)))
        #expect(!valid(Array("abcdefghijklmno".utf8) + [0xE2, 0x82]))
    }

    @Test func stringKeepsTheText() {
        let text = "Mailboxes · الرسائل"
        let decoded = Array(text.utf8).withUnsafeBytes { UTF8Validation.string($0) }
        #expect(decoded == text)
        #expect([UInt8]([0xC0, 0x80]).withUnsafeBytes { UTF8Validation.string($0) } == nil)
    }
}
