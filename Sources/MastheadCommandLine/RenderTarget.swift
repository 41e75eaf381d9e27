import MastheadRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Where `masthead render` reads and writes: the endpoint a name stands for, the JSON body's file, the answer's file.
enum RenderTarget {
    /// The paths `render` answers: every `/v1` endpoint, the catalog and the OpenAPI description.
    static var paths: [String] { Routes.endpoints.map(\.path) + ["/v1/catalog", "/openapi.json"] }

    /// The path an endpoint's name stands for: the path itself (`/v1/geometry`), or the name under `/v1/`
    /// (`geometry`, `preview.svg`) or under `/` (`openapi.json`). Throws, listing the names, for anything else.
    static func path(of endpoint: String) throws(ConfigurationError) -> String {
        let candidates = endpoint.hasPrefix("/") ? [endpoint] : ["/v1/" + endpoint, "/" + endpoint]
        if let path = candidates.first(where: paths.contains) { return path }
        let names = paths.map { $0.hasPrefix("/v1/") ? String($0.dropFirst(4)) : String($0.dropFirst()) }
        throw ConfigurationError("unknown endpoint '\(endpoint)' (endpoints: \(names.joined(separator: ", ")))")
    }

    /// The bytes of `file`, or of standard input for `-`; `nil` when it cannot be read.
    static func read(_ file: String) -> [UInt8]? {
        let descriptor = file == "-" ? 0 : open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to `file` (created or truncated, mode 0644 before the umask), or to standard output for
    /// `nil`; returns whether every byte was written.
    static func write(_ bytes: [UInt8], to file: String?) -> Bool {
        guard let file else { return Console.write(bytes, to: 1) }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = Console.write(bytes, to: descriptor)
        return close(descriptor) == 0 && written
    }
}
