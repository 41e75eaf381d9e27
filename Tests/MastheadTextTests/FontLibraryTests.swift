import Foundation
import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Font library")
struct FontLibraryTests {
    @Test("loads all twelve faces from the Debian folders")
    func loadsAllFaces() throws {
        let library = try FontLibrary()
        #expect(
            library.faces.map(\.id) == [
                "inter-400", "inter-500", "inter-600", "inter-700",
                "inter-display-400", "inter-display-500", "inter-display-600", "inter-display-700",
                "dejavu-400", "dejavu-700", "roboto-400", "roboto-500",
            ])
        for face in library.faces {
            #expect(library.unitsPerEm(of: face) > 0)
        }
        #expect(
            library.path(of: try #require(FaceKey(id: "inter-display-600")))
                == "/usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf")
    }

    @Test(
        "a missing folder throws an error naming the file and the package",
        arguments: [
            (FontFolders(inter: "/nonexistent/inter"), "/nonexistent/inter/Inter-Regular.otf", "fonts-inter"),
            (FontFolders(fallback: "/nonexistent/dejavu/"), "/nonexistent/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
            (
                FontFolders(roboto: "/nonexistent/roboto"), "/nonexistent/roboto/Roboto-Regular.ttf",
                "fonts-roboto-unhinted"
            ),
        ])
    func missingFolderThrows(folders: FontFolders, path: String, package: String) throws {
        let error = try #require(throws: FontError.self) { try FontLibrary(folders: folders) }
        #expect(error == .missingFile(path: path, package: package))
        #expect(error.description.contains(path))
        #expect(error.description.contains(package))
    }

    @Test("a file that is not a font throws an unreadable-font error")
    func garbageFileThrows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Inter-Regular.otf"))
        let error = try #require(throws: FontError.self) { try FontLibrary(folders: FontFolders(inter: folder.path)) }
        #expect(error == .unreadableFont(path: folder.path + "/Inter-Regular.otf", package: "fonts-inter"))
    }

    @Test(
        "face ids round-trip and unknown ids are rejected",
        arguments: ["inter-400", "inter-display-700", "dejavu-400", "dejavu-700", "dejavu-500", "inter-300", "", "x"])
    func faceIDs(id: String) {
        let known = ["inter-400", "inter-display-700", "dejavu-400", "dejavu-700"].contains(id)
        #expect(FaceKey(id: id)?.id == (known ? id : nil))
    }

    @Test(
        "requests pick Inter below 20 points, Inter Display from 20, and DejaVu bold from 600",
        arguments: [
            (FontSpec(size: 17, weight: 600), "inter-600", "dejavu-700"),
            (FontSpec(size: 19.99, weight: 400), "inter-400", "dejavu-400"),
            (FontSpec(size: 20, weight: 500), "inter-display-500", "dejavu-400"),
            (FontSpec(size: 34, weight: 700), "inter-display-700", "dejavu-700"),
            (FontSpec(size: 17, weight: 900), "inter-700", "dejavu-700"),
            (FontSpec(size: 17, weight: 100), "inter-400", "dejavu-400"),
        ])
    func faceChoice(font: FontSpec, primary: String, fallback: String) {
        #expect(FaceKey.primary(for: font).id == primary)
        #expect(FaceKey.fallback(for: font).id == fallback)
    }
}
