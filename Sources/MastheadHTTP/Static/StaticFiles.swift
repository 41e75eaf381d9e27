#if canImport(Glibc)
    import Glibc
#endif

/// Serves files from one folder, and nothing outside it.
///
/// `/` serves `index.html`. A path with an empty, `.` or `..` segment, a backslash or a NUL (after percent-decoding,
/// so `%2e%2e` counts), a hidden file, or a file whose real path (symbolic links resolved) is not inside the folder
/// gets 404, exactly like a file that does not exist, so probing learns nothing.
public struct StaticFiles: Sendable {
    /// The folder's real path, without a trailing slash.
    public let root: String

    /// Creates a file server for `folder`; throws when the folder does not exist.
    public init(folder: String) throws(ServerError) {
        guard let resolved = StaticFiles.realPath(folder) else {
            throw ServerError.missingFolder(folder)
        }
        root = resolved
    }

    /// Answers a `GET` for `request.path`, or throws 404.
    public func respond(to request: Request) throws(HTTPError) -> Response {
        guard let relative = StaticFiles.safeRelativePath(request.path) else {
            throw notFound(request.path)
        }
        let candidate = root + "/" + (relative.isEmpty ? "index.html" : relative)
        guard let resolved = StaticFiles.realPath(candidate), resolved.hasPrefix(root + "/"),
            let body = StaticFiles.readRegularFile(resolved)
        else {
            throw notFound(request.path)
        }
        var response = Response(status: 200, contentType: ContentType.forFile(resolved), body: body)
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// The path below the root, or `nil` when the decoded path could step outside it.
    static func safeRelativePath(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        let relative = path.dropFirst()
        if relative.isEmpty { return "" }
        if relative.contains("\\") || relative.contains("\0") { return nil }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments where segment.isEmpty || segment.hasPrefix(".") {
            return nil
        }
        return String(relative)
    }

    private func notFound(_ path: String) -> HTTPError {
        HTTPError(status: 404, detail: "no resource at \(path)")
    }

    /// The canonical absolute path with links resolved, or `nil` if it does not exist. Wraps `realpath(3)`.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of a regular file (not a folder or device), or `nil`. Wraps `open(2)`, `fstat(2)`, `read(2)`.
    static func readRegularFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            guard count > 0 else { return nil }
            offset += count
        }
        return bytes
    }
}
