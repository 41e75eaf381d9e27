/// Content types by file extension for the static files the service ships.
public enum ContentType {
    /// The `Content-Type` for a file name; `application/octet-stream` for an extension this table lacks.
    public static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        switch name[name.index(after: dot)...].lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml; charset=utf-8"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "ico": return "image/x-icon"
        case "txt": return "text/plain; charset=utf-8"
        case "woff2": return "font/woff2"
        case "webmanifest": return "application/manifest+json"
        default: return "application/octet-stream"
        }
    }
}
