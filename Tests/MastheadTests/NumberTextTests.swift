import Testing
@testable import Masthead

struct NumberTextTests {
    @Test("plain decimal numbers parse", arguments: [
        ("26", 26.0), ("-12.5", -12.5), ("+3", 3.0), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0), ("-2.5E-1", -0.25),
        ("0", 0.0), ("26.000", 26.0),
    ])
    func parses(text: String, value: Double) {
        #expect(NumberText.parse(text) == value)
    }

    @Test("anything else is refused", arguments: [
        "", "-", ".", "abc", "nan", "NaN", "inf", "-inf", "Infinity", "0x10", "1e", "1e+", "e5", "1 ", " 1", "1,5",
        "1.2.3", "--1", "1e400", "١٢",
    ])
    func refuses(text: String) {
        #expect(NumberText.parse(text) == nil)
    }
}
