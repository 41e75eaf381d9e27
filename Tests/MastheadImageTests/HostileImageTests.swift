import Foundation
import MastheadImage
import Testing

/// Each hostile or broken image is refused with the problem that names what is wrong, and nothing crashes.
@Suite("Hostile images")
struct HostileImageTests {
    @Test(
        "URLs and paths are refused without fetching anything",
        arguments: [
            "http://example.com/a.png", "https://example.com/a.png", "file:///etc/passwd", "/etc/passwd",
            "a.png", "", "  data:image/png;base64,AAAA", "javascript:alert(1)", "dat",
        ])
    func notADataURI(value: String) {
        #expect(ImageFixture.problem(value) == .notADataURI)
        #expect(ImageProblem.notADataURI.detail.contains("data: URI of a PNG or JPEG"))
    }

    @Test(
        "media types other than PNG and JPEG are refused, named in the message",
        arguments: [
            ("data:image/svg+xml;base64,PHN2Zz4=", "image/svg+xml"),
            ("data:image/gif;base64,R0lGODlh", "image/gif"),
            ("data:text/plain;base64,aGVsbG8=", "text/plain"),
            ("data:image/webp;base64,AAAA", "image/webp"),
            ("data:image/jpg;base64,AAAA", "image/jpg"),
            ("data:;base64,AAAA", ""),
            ("data:,hello", ""),
        ])
    func unsupportedType(value: String, mediaType: String) {
        #expect(ImageFixture.problem(value) == .unsupportedType(mediaType))
        if !mediaType.isEmpty { #expect(ImageProblem.unsupportedType(mediaType).detail.contains(mediaType)) }
    }

    @Test("a data: URI that is not marked ;base64 is refused")
    func notMarkedBase64() {
        guard case .notBase64(let reason) = ImageFixture.problem("data:image/png,%89PNG") else {
            Issue.record("expected notBase64")
            return
        }
        #expect(reason.contains(";base64"))
    }

    @Test(
        "base64 with holes in it is refused, naming the character and where it is",
        arguments: [
            (" ", "a space at character 9"), ("\n", "a line break at character 9"), ("\r\n", "a line break"),
            ("\t", "a tab"), ("%", "\"%\" at character 9"), ("-", "URL-safe"),
        ])
    func holes(hole: String, expected: String) throws {
        let text = Data(try ImageFixture.bytes("split-40x30.png")).base64EncodedString()
        let split = text.index(text.startIndex, offsetBy: 8)
        // Padded back to a multiple of four so that it is the hole, not the length, that is reported.
        let holed =
            text[..<split] + hole + text[split...] + String(repeating: "A", count: (4 - hole.utf8.count % 4) % 4)
        guard case .notBase64(let reason) = ImageFixture.problem("data:image/png;base64," + holed) else {
            Issue.record("expected notBase64 for \(hole.debugDescription)")
            return
        }
        #expect(reason.contains(expected), "\(reason)")
    }

    @Test("2 MiB of data is refused as too large before it is decoded")
    func twoMebibytes() {
        // Not even base64: the size is refused from the length alone, before any character is looked at. Its
        // 699051 groups of four would decode to 2097153 bytes.
        let text = String(repeating: "!", count: 2_796_204)
        #expect(ImageFixture.problem("data:image/png;base64," + text) == .tooLarge(bytes: 2_097_153))
        let real = Data(count: 2 * 1_048_576).base64EncodedString()
        #expect(ImageFixture.problem("data:image/jpeg;base64," + real) == .tooLarge(bytes: 2 * 1_048_576))
        let detail = ImageProblem.tooLarge(bytes: 104_857_600).detail
        #expect(detail == "image is 104857600 bytes decoded; the limit is 1048576 (1 MiB)")
    }

    @Test("one byte over 1 MiB is too large, and exactly 1 MiB gets past the size check")
    func sizeBoundary() {
        var bytes = [UInt8](repeating: 0, count: 1_048_577)
        #expect(
            ImageFixture.problem(ImageFixture.dataURI(bytes, mediaType: "image/png")) == .tooLarge(bytes: 1_048_577))
        bytes.removeLast()
        #expect(
            ImageFixture.problem(ImageFixture.dataURI(bytes, mediaType: "image/png"))
                == .typeMismatch(declared: .png, actual: .unknown))
    }

    @Test("a data: URI with no bytes is empty")
    func empty() {
        #expect(ImageFixture.problem("data:image/png;base64,") == .empty)
        #expect(ImageFixture.problem("data:image/jpeg;base64,") == .empty)
    }

    @Test("JPEG bytes declared as PNG, and PNG bytes declared as JPEG, are a type mismatch")
    func mismatch() throws {
        let jpeg = try ImageFixture.dataURI("photo-64x48.jpg", mediaType: "image/png")
        #expect(ImageFixture.problem(jpeg) == .typeMismatch(declared: .png, actual: .jpeg))
        #expect(
            ImageProblem.typeMismatch(declared: .png, actual: .jpeg).detail
                == "image is declared image/png but the bytes are a JPEG")
        let png = try ImageFixture.dataURI("split-40x30.png", mediaType: "image/jpeg")
        #expect(ImageFixture.problem(png) == .typeMismatch(declared: .jpeg, actual: .png))
    }

    @Test("a GIF declared as PNG is named a GIF, which is not supported")
    func gif() throws {
        let problem = ImageFixture.problem(try ImageFixture.dataURI("small.gif", mediaType: "image/png"))
        #expect(problem == .typeMismatch(declared: .png, actual: .gif))
        #expect(problem?.detail.contains("the bytes are a GIF, which is not supported") == true)
    }

    @Test("a text file declared as PNG is neither a PNG nor a JPEG")
    func textFile() {
        let problem = ImageFixture.problem(ImageFixture.dataURI(Array("hello, world\n".utf8), mediaType: "image/png"))
        #expect(problem == .typeMismatch(declared: .png, actual: .unknown))
        #expect(problem?.detail == "image is declared image/png but the bytes are neither a PNG nor a JPEG")
    }

    @Test("a PNG whose header claims 100000 × 100000 pixels is refused before it is decoded")
    func claimsTooManyPixels() throws {
        let uri = try ImageFixture.dataURI("claims-100000x100000.png", mediaType: "image/png")
        #expect(ImageFixture.problem(uri) == .tooManyPixels(width: 100_000, height: 100_000))
        #expect(
            ImageProblem.tooManyPixels(width: 100_000, height: 100_000).detail
                == "image claims 100000 × 100000 pixels; the limit is 4096 × 4096")
    }

    @Test("one pixel over 4096 in either direction is too many, whatever the image's byte size")
    func sideBoundary() throws {
        for (width, height) in [(4097, 1), (1, 4097)] {
            let png = PNGBytes.header(width: width, height: height)
            #expect(
                ImageFixture.problem(ImageFixture.dataURI(png, mediaType: "image/png"))
                    == .tooManyPixels(width: width, height: height))
            let jpeg = JPEGBytes.frame(width: width, height: height)
            #expect(
                ImageFixture.problem(ImageFixture.dataURI(jpeg, mediaType: "image/jpeg"))
                    == .tooManyPixels(width: width, height: height))
        }
    }

    @Test(
        "a PNG and a JPEG cut off inside their pixel data are truncated, though gdk-pixbuf would accept them",
        arguments: [("truncated.png", "image/png"), ("truncated.jpg", "image/jpeg")])
    func truncatedPixels(name: String, mediaType: String) throws {
        let problem = ImageFixture.problem(try ImageFixture.dataURI(name, mediaType: mediaType))
        guard case .truncated(let reason) = problem else {
            Issue.record("expected truncated, got \(String(describing: problem))")
            return
        }
        #expect(reason.contains(mediaType == "image/png" ? "inside its IDAT chunk" : "before its end-of-image marker"))
    }

    @Test("a PNG whose pixel data fails its CRC is corrupt")
    func corruptCRC() throws {
        let problem = ImageFixture.problem(try ImageFixture.dataURI("corrupt-crc.png", mediaType: "image/png"))
        guard case .doesNotDecode(let reason) = problem else {
            Issue.record("expected doesNotDecode, got \(String(describing: problem))")
            return
        }
        #expect(reason.contains("IDAT chunk at byte 33 fails its CRC check"), "\(reason)")
    }

    @Test(
        "a PNG whose chunks are whole but whose compressed pixel data is scrambled or cut does not decode",
        arguments: ["corrupt-zlib.png", "short-idat.png"])
    func corruptPixels(name: String) throws {
        let problem = ImageFixture.problem(try ImageFixture.dataURI(name, mediaType: "image/png"))
        guard case .doesNotDecode(let reason) = problem else {
            Issue.record("expected doesNotDecode, got \(String(describing: problem))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("a PNG cut off in its signature or its header is truncated, not a crash")
    func truncatedHeader() throws {
        let png = try ImageFixture.bytes("split-40x30.png")
        for length in 1..<33 {
            let problem = ImageFixture.problem(ImageFixture.dataURI(Array(png.prefix(length)), mediaType: "image/png"))
            guard case .truncated = problem else {
                Issue.record("\(length) bytes: expected truncated, got \(String(describing: problem))")
                continue
            }
        }
    }

    @Test(
        "every prefix of a good PNG or JPEG is refused with a problem, never accepted and never a crash",
        arguments: [
            ("split-40x30.png", "image/png"), ("photo-64x48.jpg", "image/jpeg"),
            ("progressive-64x48.jpg", "image/jpeg"),
        ])
    func everyPrefix(name: String, mediaType: String) throws {
        let bytes = try ImageFixture.bytes(name)
        for length in 1..<bytes.count {
            let problem = ImageFixture.problem(ImageFixture.dataURI(Array(bytes.prefix(length)), mediaType: mediaType))
            #expect(problem != nil, "\(length) of \(bytes.count) bytes")
        }
    }
}
