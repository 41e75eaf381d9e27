import Foundation
import Testing

/// The Material colour parameters over HTTP against the real binary: `colorSpec`, `schemeVariant` and
/// `contrastLevel` change the reported `colors` and the picture, and leave the default answers as they were.
@Suite(.serialized)
struct MaterialSchemeTests: ServiceSuite {
    let service: ServiceProcess

    init() throws {
        service = try ServiceProcess(["--log", "none"])
    }

    /// The `colors` of a geometry answer.
    func colors(_ query: String) throws -> [String: String] {
        let response = try get("/v1/geometry?\(query)")
        #expect(response.status == 200, "\(query)")
        return try #require(response.json["colors"] as? [String: String])
    }

    static let base = "style=m3Large&scrollBehavior=exitUntilCollapsed&offset=40&seedColor=%236750A4"

    @Test(
        "variant, spec and contrast change the reported colours and the picture",
        arguments: [
            ("schemeVariant=vibrant&colorSpec=2025&contrastLevel=1", "light"),
            ("schemeVariant=vibrant&colorSpec=2025&contrastLevel=1", "dark"),
            ("colorSpec=2025", "light"), ("schemeVariant=expressive", "dark"), ("contrastLevel=0.5", "light"),
            ("schemeVariant=monochrome", "light"), ("schemeVariant=fidelity&colorSpec=2025", "dark"),
        ])
    func changesColoursAndPicture(settings: String, appearance: String) throws {
        let plain = "\(Self.base)&appearance=\(appearance)"
        let before = try colors(plain)
        let after = try colors("\(plain)&\(settings)")
        #expect(before != after)
        #expect(Set(before.keys) == Set(after.keys))
        let plainPicture = try get("/v1/preview.svg?\(plain)")
        let newPicture = try get("/v1/preview.svg?\(plain)&\(settings)")
        #expect(plainPicture.status == 200 && newPicture.status == 200)
        #expect(plainPicture.text != newPicture.text)
        #expect(plainPicture.header("ETag") != newPicture.header("ETag"))
        // The bar, the screen behind the list, the titles, the list's secondary text and its dividers.
        for role in ["container", "surface", "onSurface", "onSurfaceVariant", "outlineVariant"] {
            let value = try #require(after[role])
            #expect(newPicture.text.contains("fill=\"\(value)\""), "\(role) \(value) is not drawn")
        }
    }

    @Test("the defaults spelt out give the answer and the entity tag of the request without them")
    func defaultsKeepTheAnswer() throws {
        let plain = try get("/v1/geometry?\(Self.base)")
        let spelt = try get("/v1/geometry?\(Self.base)&colorSpec=2021&schemeVariant=tonalSpot&contrastLevel=0")
        #expect(plain.text == spelt.text)
        #expect(plain.header("ETag") == spelt.header("ETag"))
        let baseline = try get("/v1/geometry?style=m3Small")
        let baselineSpelt = try get("/v1/geometry?style=m3Small&colorSpec=2021&contrastLevel=-0")
        #expect(baseline.header("ETag") == baselineSpelt.header("ETag"))
    }

    @Test("without a seed the settings apply to the baseline seed #6750A4")
    func settingsWithoutSeed() throws {
        let seeded = try colors("style=m3Small&seedColor=%236750A4&schemeVariant=neutral&colorSpec=2025")
        let unseeded = try colors("style=m3Small&schemeVariant=neutral&colorSpec=2025")
        #expect(seeded == unseeded)
        #expect(try colors("style=m3Small") != unseeded)
    }
}
