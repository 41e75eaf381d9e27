import Testing

@testable import MastheadSupport

struct DecimalNumberTests {
    @Test(
        "query numbers parse",
        arguments: [
            ("26", 26.0), ("-12.5", -12.5), ("+3", 3.0), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0),
            ("-2.5E-1", -0.25), ("0", 0.0), ("26.000", 26.0), ("00012", 12.0), ("1e-400", 0.0),
        ])
    func queryParses(text: String, value: Double) {
        #expect(DecimalNumber.query(text) == value)
    }

    @Test(
        "anything else in a query is refused",
        arguments: [
            "", "-", ".", "abc", "nan", "NaN", "inf", "-inf", "Infinity", "0x10", "1e", "1e+", "e5", "1 ", " 1",
            "1,5", "1.2.3", "--1", "1e400", "١٢", "+-1", String(repeating: "1", count: 65),
        ])
    func queryRefuses(text: String) {
        #expect(DecimalNumber.query(text) == nil)
    }

    @Test("-0 keeps its sign") func negativeZero() {
        #expect(DecimalNumber.query("-0")?.sign == .minus)
    }

    @Test(
        "JSON numbers are RFC 8259's", arguments: [("0", 0.0), ("-0.5", -0.5), ("1E+2", 100.0), ("10", 10.0)])
    func jsonParses(text: String, value: Double) throws {
        var text = text
        let scanned = try text.withUTF8 { try DecimalNumber.scan($0, from: 0, grammar: .json) }
        #expect(scanned.value == value)
        #expect(scanned.end == text.utf8.count)
    }

    @Test(
        "JSON refuses what RFC 8259 refuses",
        arguments: [
            ("01", DecimalNumber.Failure.Reason.leadingZero), ("+1", .expected("a digit")),
            (".5", .expected("a digit")), ("5.", .expected("a digit after '.'")),
            ("1e", .expected("a digit in the exponent")), ("1e999", .outOfRange),
        ])
    func jsonRefuses(text: String, reason: DecimalNumber.Failure.Reason) {
        var text = text
        let failure = text.withUTF8 { buffer -> DecimalNumber.Failure? in
            do {
                _ = try DecimalNumber.scan(buffer, from: 0, grammar: .json)
                return nil
            } catch let failure as DecimalNumber.Failure {
                return failure
            } catch {
                return nil
            }
        }
        #expect(failure?.reason == reason)
    }

    /// Every path of the conversion agrees bit for bit with the standard library's correctly rounded one.
    @Test func valuesMatchTheStandardLibrary() {
        var texts = [
            "0.1", "0.3", "99999.999", "123456789012345", "1234567890123456", "0.000000000000001",
            "0.0000000000000001", "7.000000000000001", "9007199254740993", "1e22", "1e23", "123456789012345678901",
            "2.2250738585072014e-308", "1.7976931348623157e308",
        ]
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<5000 {
            let whole = Int.random(in: -100_000...100_000, using: &generator)
            let fraction = Int.random(in: 0...999_999_999, using: &generator)
            let places = Int.random(in: 0...9, using: &generator)
            let exponent = Int.random(in: -30...30, using: &generator)
            let text = String(whole) + (places == 0 ? "" : "." + String(String(fraction).prefix(places)))
            texts.append(Bool.random(using: &generator) ? text : text + "e" + String(exponent))
        }
        for text in texts {
            #expect(DecimalNumber.query(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
