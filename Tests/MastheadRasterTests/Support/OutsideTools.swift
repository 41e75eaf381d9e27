import Foundation
import Testing

/// The programs outside Swift that check the PNG bytes: `rsvg-convert` renders the same SVG independently and
/// Python's Pillow decodes both. A missing one fails the test that needs it, with the command that installs it.
enum OutsideTools {
    static let install = "run scripts/setup --test to install it"

    /// The first executable called `name` on `PATH`, or a failed test saying how to install it.
    static func executable(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        return try #require(found, "\(name) is not on PATH: \(install)")
    }

    /// Runs `tool` and returns its exit status, standard output and standard error.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is small; read it after standard output so neither pipe fills while the other waits.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, printed, String(decoding: complaint, as: UTF8.self))
    }

    /// `rsvg-convert -w width -h height` of the SVG file at `svg`, written to a new temporary PNG file.
    static func rsvgConvert(_ svg: URL, width: Int, height: Int) throws -> URL {
        let png = TemporaryFile.url(extension: "png")
        let result = try run(
            try executable("rsvg-convert"),
            ["-w", "\(width)", "-h", "\(height)", "-f", "png", "-o", png.path, svg.path])
        try #require(result.status == 0, "rsvg-convert failed: \(result.errors)")
        return png
    }

    /// What Pillow reads from the PNG files at `paths`, through `Python/png_compare.py`, with the first file's
    /// alpha at each of `probes` (pixel coordinates).
    static func pillow(_ paths: [URL], probes: [(x: Int, y: Int)] = []) throws -> PillowReport {
        let python = try executable("python3")
        let script = try #require(
            Bundle.module.url(forResource: "png_compare", withExtension: "py", subdirectory: "Python"))
        let result = try run(python, [script.path] + paths.map(\.path) + probes.map { "\($0.x),\($0.y)" })
        try #require(result.status == 0, "png_compare.py failed (Pillow missing? \(install)): \(result.errors)")
        return try JSONDecoder().decode(PillowReport.self, from: result.output)
    }
}
