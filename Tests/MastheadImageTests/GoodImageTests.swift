import Foundation
import MastheadImage
import Testing

/// Images Pillow wrote pass every check with their size, type, digest and colours.
@Suite("Good images")
struct GoodImageTests {
    @Test("a 40 × 30 PNG, white on the left and black on the right")
    func split() throws {
        let bytes = try ImageFixture.bytes("split-40x30.png")
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI(bytes, mediaType: "image/png"))
        #expect(image.type == .png)
        #expect(image.size == ImageSize(width: 40, height: 30))
        #expect(image.bytes == bytes)
        // Python's hashlib: python3 -c 'import hashlib; print(hashlib.sha256(open("split-40x30.png", "rb")
        // .read()).hexdigest())', run in Fixtures/.
        #expect(image.sha256 == "83f75ce07480d9ef2c61e7d698daa5c019045be89c218851373f919cd225203b")
        #expect(image.grid.columns == 40 && image.grid.rows == 30)

        let white = GridColor(red: 1, green: 1, blue: 1)
        let black = GridColor(red: 0, green: 0, blue: 0)
        #expect(image.grid.average(across: 0...0.5) == white && image.grid.average(across: 0.5...1) == black)
        #expect(Set(image.grid.cells) == [white, black])
        // Half white and half black by area: each channel averages to 0.5.
        let middle = image.grid.average()
        #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.green - 0.5) < 1e-9 && middle.alpha == 1)
    }

    @Test(
        "PNGs of other bit depths, colour types and Adam7 interlacing: the left 6 of 13 columns white",
        arguments: [
            ("bits-1.png", 7), ("grey-16.png", 7), ("grey-alpha.png", 7), ("palette.png", 7),
            ("interlaced-13x11.png", 11),
        ])
    func pngKinds(name: String, height: Int) throws {
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI(name, mediaType: "image/png"))
        #expect(image.size == ImageSize(width: 13, height: height))
        #expect(image.grid.columns == 13 && image.grid.rows == height)
        let white = image.grid.average(across: 0...(6.0 / 13))
        let black = image.grid.average(across: (6.0 / 13)...1)
        #expect(white == GridColor(red: 1, green: 1, blue: 1), "\(white)")
        #expect(black == GridColor(red: 0, green: 0, blue: 0), "\(black)")
    }

    @Test("media type, scheme and base64 marker are read without regard to case, and parameters are ignored")
    func caseInsensitive() throws {
        let base64 = Data(try ImageFixture.bytes("split-40x30.png")).base64EncodedString()
        for prefix in ["DATA:IMAGE/PNG;BASE64,", "data:Image/Png;name=logo.png;base64,"] {
            let image = try ImageCheck.check(dataURI: prefix + base64)
            #expect(image.size == ImageSize(width: 40, height: 30))
        }
    }

    @Test(
        "baseline and progressive JPEGs of 64 × 48, red above and blue below",
        arguments: [
            "photo-64x48.jpg", "progressive-64x48.jpg",
        ])
    func jpeg(name: String) throws {
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI(name, mediaType: "image/jpeg"))
        #expect(image.type == .jpeg)
        #expect(image.size == ImageSize(width: 64, height: 48))
        // Away from the edge, where JPEG's chroma subsampling blurs red into blue.
        let top = image.grid.average(down: 0...0.3)
        let bottom = image.grid.average(down: 0.7...1)
        #expect(top.red > 0.9 && top.green < 0.1 && top.blue < 0.1, "\(top)")
        #expect(bottom.red < 0.1 && bottom.green < 0.1 && bottom.blue > 0.9, "\(bottom)")
    }

    @Test("bytes after a JPEG's end-of-image marker are ignored, as decoders do")
    func trailingBytes() throws {
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI("trailing-bytes.jpg", mediaType: "image/jpeg"))
        #expect(image.size == ImageSize(width: 64, height: 48))
    }

    @Test("a JPEG's digest matches Python's hashlib")
    func jpegDigest() throws {
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI("photo-64x48.jpg", mediaType: "image/jpeg"))
        // python3 -c 'import hashlib; print(hashlib.sha256(open("photo-64x48.jpg", "rb").read()).hexdigest())'
        #expect(image.sha256 == "d78a8832ba536ca64ff02301014d199a1324b783b9e1bde44a162e18527fa65c")
    }

    @Test("transparent pixels count as no coverage, not as black")
    func transparency() throws {
        let image = try ImageCheck.check(
            dataURI: ImageFixture.dataURI("half-transparent-16x16.png", mediaType: "image/png"))
        let whole = image.grid.average()
        #expect(whole == GridColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        #expect(image.grid.average(across: 0...0.5).alpha == 0)
    }

    @Test("an image 4096 pixels across, at the limit, passes and its grid is 64 cells across")
    func atTheLimit() throws {
        let image = try ImageCheck.check(dataURI: ImageFixture.dataURI("wide-4096x4.png", mediaType: "image/png"))
        #expect(image.size == ImageSize(width: 4096, height: 4))
        #expect(image.grid.columns == 64)
        #expect(image.grid.rows >= 1)
        let grey = image.grid.average()
        #expect(abs(grey.red - 128.0 / 255) < 0.01 && abs(grey.blue - 128.0 / 255) < 0.01, "\(grey)")
    }

    @Test("checks run at once from many tasks give the same answer")
    func concurrent() async throws {
        let uri = try ImageFixture.dataURI("photo-64x48.jpg", mediaType: "image/jpeg")
        let expected = try ImageCheck.check(dataURI: uri)
        let answers = try await withThrowingTaskGroup(of: CheckedImage.self) { group in
            for _ in 0..<16 { group.addTask { try ImageCheck.check(dataURI: uri) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 16 && answers.allSatisfy { $0 == expected })
    }
}
