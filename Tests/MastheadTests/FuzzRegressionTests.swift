import Foundation
import MastheadFuzzing
import MastheadHTTP
import Testing

/// Inputs the fuzz target found or was seeded with, replayed through the same entry point
/// (``FuzzHarness/check(_:)``): each must answer without a crash, a 5xx or a broken promise.
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One service for every test; loading the fonts is the slow part.
    static let harness: FuzzHarness? = try? FuzzHarness(
        configuration: FuzzHarness.configuration(publicDirectory: root.appendingPathComponent("Public").path))

    static var seeds: [String] {
        let folder = root.appendingPathComponent("Fuzz/corpus").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("every seed of the fuzz corpus keeps the contract", arguments: seeds)
    func seed(_ name: String) throws {
        let harness = try #require(FuzzRegressionTests.harness)
        let bytes = try [UInt8](
            Data(contentsOf: FuzzRegressionTests.root.appendingPathComponent("Fuzz/corpus/\(name)")))
        #expect(harness.check(bytes) == nil)
    }

    @Test("the input format picks the path, method, query and body")
    func inputFormat() {
        let input = FuzzInput(Array("1Pfrom=1\n{\"to\":2}".utf8))
        #expect(input.method == "POST")
        #expect(input.target == "/v1/timeline?from=1")
        #expect(input.body == Array("{\"to\":2}".utf8))
        #expect(FuzzInput(Array("/G/v1/x%20y?a=b".utf8)).target == "/v1/x%20y?a=b")
        #expect(FuzzInput([]).target == "/v1/geometry")
        #expect(FuzzInput(Array("0Ga=1\u{0}b=2".utf8)).target == "/v1/geometry?a=1")
    }
}
