import MastheadFormat
import Testing

@testable import MastheadPreview

/// The exporters' number reading: every decimal the painters write reads as `Double(String)` reads it.
struct PathDataNumberTests {
    @Test func decimalsReadAsTheStandardLibraryReadsThem() {
        var texts = [
            "0", "-0", "1.", ".5", "-.5", "+2.25", "007", "123456789012345", "1234567890123456", "1e3",
            "2.5E-2", "0.1", "0.3", "-9000000000000", "393.000", "12.345",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let thousandths = Int64.random(in: -9_000_000_000...9_000_000_000, using: &generator)
            texts.append(NumberFormat.string(Double(thousandths) / 1000))
        }
        for text in texts {
            var tokens = Tokens(Array(text.utf8))
            let read = tokens.number()
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
