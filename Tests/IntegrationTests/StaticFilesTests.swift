import Foundation
import Testing

/// Static files from Public/ over HTTP, and every way out of the folder refused.
@Suite(.serialized)
struct StaticFilesTests {
    @Test func rootServesIndexHTML() throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", "/")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        let index = try Data(contentsOf: ServiceProcess.repositoryRoot.appendingPathComponent("Public/index.html"))
        #expect(response.body == Array(index))
    }

    @Test func filesCarryAnEntityTagAndAnswer304WhileUnchanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-public-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("app.js")
        try Data("let a = 1;".utf8).write(to: script)
        let service = try ServiceProcess(["--public-dir", folder.path])
        let connection = try HTTPConnection(port: service.port)
        let first = try connection.request("GET", "/app.js")
        #expect(first.status == 200)
        #expect(first.header("Cache-Control") == "no-cache")
        let tag = try #require(first.header("ETag"))
        let notModified = try connection.request("GET", "/app.js", headers: ["If-None-Match": tag])
        #expect(notModified.status == 304)
        #expect(notModified.header("ETag") == tag)
        #expect(notModified.header("Content-Length") == "10")
        #expect(notModified.header("Cache-Control") == "no-cache")
        // An edit shows at the next request: a new tag, and the old one no longer matches.
        try Data("let a = 22;".utf8).write(to: script)
        let edited = try connection.request("GET", "/app.js", headers: ["If-None-Match": tag])
        #expect(edited.status == 200)
        #expect(edited.text == "let a = 22;")
        #expect(edited.header("ETag") != tag)
        #expect(try connection.request("HEAD", "/app.js").header("ETag") == edited.header("ETag"))
    }

    @Test(
        "traversal attempts get 404",
        arguments: [
            "/../Package.swift", "/%2e%2e/Package.swift", "/%2E%2E/%2E%2E/etc/passwd", "/..%2fPackage.swift",
            "/.%2e/Package.swift", "//etc/passwd", "/%2fetc%2fpasswd", "/index.html%00.js", "/..\\Package.swift",
            "/.git/config", "/./index.html",
        ])
    func traversalIsRefused(path: String) throws {
        let service = try ServiceProcess()
        let response = try HTTPConnection(port: service.port).request("GET", path)
        #expect(response.status == 404 || response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
    }

    @Test func symlinkOutOfThePublicFolderIs404() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-public-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>hi".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("a{}".utf8).write(to: folder.appendingPathComponent("site.css"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("escape").path, withDestinationPath: "/etc/hostname")
        let service = try ServiceProcess(["--public-dir", folder.path])
        let connection = try HTTPConnection(port: service.port)
        #expect(try connection.request("GET", "/escape").status == 404)
        let css = try connection.request("GET", "/site.css")
        #expect(css.status == 200)
        #expect(css.header("Content-Type") == "text/css; charset=utf-8")
    }
}
