import Foundation
import MaterialColor

/// Runs `oracle.py` (the materialyoucolor Python package) once for a list of schemes and reads back its colours.
enum Oracle {
    /// What went wrong running the oracle; the message says how to fix the machine.
    struct Failure: Error, CustomStringConvertible {
        /// The explanation, ending with the setup command to run.
        let description: String
    }

    /// One scheme asked of the oracle, light and dark.
    struct Request: Hashable {
        let seed: RGB
        let spec: ColorSpec
        let variant: SchemeVariant
        let contrastLevel: Double

        /// The request line `RRGGBB SPEC VARIANT CONTRAST`.
        var line: String {
            "\(String(format: "%06X", seed)) \(spec.rawValue) \(variant.rawValue) \(contrastLevel)"
        }
    }

    /// One scheme the oracle answered: the request, the appearance, the spec the package really used, and the
    /// colours as `#RRGGBB` by role name.
    struct Scheme {
        let request: Request
        let dark: Bool
        let effectiveSpec: String
        let colors: [String: String]
    }

    /// The package root, three levels above this file (`Tests/MaterialColorTests/Oracle.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The script's path inside the package.
    static let script = "Tests/MaterialColorTests/oracle.py"

    /// The oracle's schemes for `requests` (light then dark for each) and the materialyoucolor version.
    static func schemes(for requests: [Request]) throws -> (version: String, schemes: [Scheme]) {
        let setupHint = "run `scripts/setup --test` to install python3 and materialyoucolor"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        process.currentDirectoryURL = packageRoot
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start python3 (\(error)); \(setupHint)")
        }
        let text = requests.map(\.line).joined(separator: "\n") + "\n"
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "oracle.py exited with \(process.terminationStatus): \(messages); \(setupHint)")
        }
        return try decode(String(decoding: data, as: UTF8.self))
    }

    /// The schemes of the oracle's output (see `oracle.py` for its lines).
    static func decode(_ text: String) throws -> (version: String, schemes: [Scheme]) {
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        guard lines.count >= 2, lines[0].first == "version", lines[0].count == 2, lines[1].first == "roles" else {
            throw Failure(description: "oracle.py printed no version and roles")
        }
        let roles = Array(lines[1].dropFirst())
        var schemes: [Scheme] = []
        for words in lines.dropFirst(2) {
            guard words.count == 6 + roles.count, let seed = RGB(words[0], radix: 16),
                let spec = ColorSpec(rawValue: words[1]), let variant = SchemeVariant(rawValue: words[2]),
                let contrastLevel = Double(words[3]), words[4] == "light" || words[4] == "dark"
            else {
                throw Failure(description: "oracle.py printed a bad line: \(words.joined(separator: " "))")
            }
            let request = Request(seed: seed, spec: spec, variant: variant, contrastLevel: contrastLevel)
            let colors = Dictionary(uniqueKeysWithValues: zip(roles, words.dropFirst(6)))
            schemes.append(
                Scheme(request: request, dark: words[4] == "dark", effectiveSpec: words[5], colors: colors))
        }
        return (lines[0][1], schemes)
    }
}
