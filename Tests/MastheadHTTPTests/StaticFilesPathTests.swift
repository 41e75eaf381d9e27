import Testing

@testable import MastheadHTTP

struct StaticFilesPathTests {
    @Test(
        "safe paths map below the root",
        arguments: [
            ("/", ""), ("/index.html", "index.html"), ("/js/app.js", "js/app.js"), ("/a b.css", "a b.css"),
        ])
    func safe(path: String, relative: String) {
        #expect(StaticFiles.safeRelativePath(path) == relative)
    }

    @Test(
        "paths that could leave the root are refused",
        arguments: [
            "/..", "/../etc/passwd", "/a/../../b", "/./index.html", "//etc/passwd", "/a//b", "/.git/config",
            "/a\\..\\b", "/index.html\0.js", "relative", "/.hidden", "/a/",
        ])
    func unsafe(path: String) {
        #expect(StaticFiles.safeRelativePath(path) == nil)
    }

    @Test(
        "content types by extension",
        arguments: [
            ("index.html", "text/html; charset=utf-8"), ("app.js", "text/javascript; charset=utf-8"),
            ("site.css", "text/css; charset=utf-8"), ("logo.svg", "image/svg+xml; charset=utf-8"),
            ("data.json", "application/json"), ("LOGO.PNG", "image/png"), ("noext", "application/octet-stream"),
        ])
    func contentTypes(name: String, expected: String) {
        #expect(ContentType.forFile(name) == expected)
    }
}
