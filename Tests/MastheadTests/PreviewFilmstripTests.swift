import Foundation
import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// The filmstrip: frames side by side at the requested (or default) offsets, each labelled, sized by the crop.
struct PreviewFilmstripTests {
    @Test(arguments: [
        ("offsets=0,20,40", ["0", "20", "40"]),
        ("offsets=-10", ["-10"]),
        ("from=0&to=100&frames=3", ["0", "50", "100"]),
        ("style=large", ["0", "15.6", "31.2", "46.8", "62.4"]),
        ("style=collapsible&frames=2", ["0", "144"]),
        ("style=compact&frames=2", ["0", "60"]),
    ])
    func framesAreLabelledWithTheirOffsets(query: String, labels: [String]) throws {
        let svg = try PreviewHarness.render(FilmstripEndpoint(), query)
        #expect(try PreviewHarness.lint(svg).status == 0)
        let found = svg.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ">offset ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "<" })
        }
        #expect(found == labels)
        #expect(PreviewHarness.count("id=\"f\(labels.count - 1)-screen\"", in: svg) == 1)
    }

    @Test(arguments: [("", 260), ("crop=100", 100), ("crop=5000", 852)])
    func stripSizeFollowsFramesAndCrop(query: String, frameHeight: Int) throws {
        let svg = try PreviewHarness.render(FilmstripEndpoint(), "frames=3&" + query)
        let size = try PreviewHarness.pngSize(svg)
        #expect(size.width == 24 * 4 + 3 * 393)
        #expect(size.height == 24 + frameHeight + 28 + 12)
    }

    @Test(arguments: [
        ("offsets=0,abc", "offsets"), ("offsets=0,1,2,3,4,5,6,7,8,9,10,11,12", "offsets"), ("offsets=", "offsets"),
        ("offsets=0&frames=3", "frames"), ("frames=13", "frames"), ("frames=1", "frames"), ("from=10&to=5", "to"),
        ("crop=0", "crop"), ("offsets=1e9", "offsets"),
    ])
    func badParametersAreRefusedNamingTheParameter(query: String, parameter: String) throws {
        do {
            _ = try PreviewHarness.render(FilmstripEndpoint(), query)
            Issue.record("\(query) was accepted")
        } catch let error as HTTPError {
            #expect(error.status == 400)
            #expect(error.parameter == parameter)
        }
    }
}
