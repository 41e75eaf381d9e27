import Foundation
import Testing

/// A preview SVG saved from the service under `Fixtures/`, with the size its root element declares.
struct Fixture: Sendable, CustomStringConvertible {
    /// The file name without `.svg`, for example `large-dark`.
    var name: String

    /// Every fixture: light and dark, left-to-right and Hebrew right-to-left, text as `<text>` and as paths,
    /// the large title and the scroll-edge style on two devices.
    static let all = ["large-offset-26", "large-dark", "rtl-hebrew", "large-text-paths", "scroll-edge-se"]
        .map(Fixture.init)

    var description: String { name }

    /// Where the file is in the test bundle.
    func url() throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "svg", subdirectory: "Fixtures"))
    }

    /// The document's bytes.
    func bytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url()))
    }

    /// The root element's `width` and `height` in points, e.g. 393 × 852.
    func size() throws -> (width: Int, height: Int) {
        let text = String(decoding: try bytes().prefix(400), as: UTF8.self)
        func attribute(_ name: String) throws -> Int {
            let start = try #require(text.range(of: " \(name)=\"")).upperBound
            let end = try #require(text[start...].firstIndex(of: "\""))
            return try #require(Int(text[start..<end]), "\(name) of \(self.name) is not a whole number")
        }
        return (try attribute("width"), try attribute("height"))
    }
}
