import Foundation

/// Files in the system's temporary folder for the outside tools to read and write.
enum TemporaryFile {
    /// A new unique path with `extension`; nothing is created there yet.
    static func url(extension: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("masthead-raster-\(UUID().uuidString)")
            .appendingPathExtension(`extension`)
    }

    /// Writes `bytes` to a new unique path with `extension` and returns it.
    static func write(_ bytes: [UInt8], extension: String) throws -> URL {
        let url = url(extension: `extension`)
        try Data(bytes).write(to: url)
        return url
    }

    /// Removes the files at `urls`, ignoring any already gone.
    static func remove(_ urls: [URL]) {
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }
}
