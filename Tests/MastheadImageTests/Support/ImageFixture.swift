import Foundation
import MastheadImage
import Testing

/// An image file under `Fixtures/`, made with Pillow by `Fixtures/make_fixtures.py`.
enum ImageFixture {
    /// The bytes of the fixture called `name`, for example `split-40x30.png`.
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return [UInt8](try Data(contentsOf: url))
    }

    /// `bytes` as a data: URI of `mediaType`, encoded by Foundation.
    static func dataURI(_ bytes: [UInt8], mediaType: String) -> String {
        "data:\(mediaType);base64,\(Data(bytes).base64EncodedString())"
    }

    /// The fixture called `name` as a data: URI of `mediaType`.
    static func dataURI(_ name: String, mediaType: String) throws -> String {
        dataURI(try bytes(name), mediaType: mediaType)
    }

    /// The problem `ImageCheck.check` throws for `dataURI`, or a recorded issue and `nil` when it accepts it.
    static func problem(_ dataURI: String) -> ImageProblem? {
        do {
            let image = try ImageCheck.check(dataURI: dataURI)
            Issue.record("accepted a \(image.width) × \(image.height) \(image.type.name) that should be refused")
            return nil
        } catch {
            return error
        }
    }
}
