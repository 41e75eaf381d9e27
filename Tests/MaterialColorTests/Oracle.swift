import Foundation
import MaterialColor

/// Runs `oracle.py` (the materialyoucolor Python package) and reads back its schemes.
enum Oracle {
    /// What went wrong running the oracle; the message says how to fix the machine.
    struct Failure: Error, CustomStringConvertible {
        /// The explanation, ending with the setup command to run.
        let description: String
    }

    /// The expected schemes, by seed and then by mode ("light", "dark"), each a role-name → "#RRGGBB" map.
    typealias Schemes = [RGB: [String: [String: String]]]

    /// The package root, three levels above this file (`Tests/MaterialColorTests/Oracle.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The script's path inside the package.
    static let script = "Tests/MaterialColorTests/oracle.py"

    /// The oracle's schemes for `seeds` and the materialyoucolor version that made them.
    static func schemes(for seeds: [RGB]) throws -> (version: String, schemes: Schemes) {
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
        let words = seeds.map { String(format: "%06X", $0) }.joined(separator: "\n")
        input.fileHandleForWriting.write(Data(words.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "oracle.py exited with \(process.terminationStatus): \(messages); \(setupHint)")
        }
        return try decode(data)
    }

    /// The schemes of the oracle's JSON output.
    static func decode(_ data: Data) throws -> (version: String, schemes: Schemes) {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = object["version"] as? String,
            let byHex = object["schemes"] as? [String: [String: [String: String]]]
        else {
            throw Failure(description: "oracle.py printed no schemes")
        }
        var schemes: Schemes = [:]
        for (hex, modes) in byHex {
            guard let seed = RGB(hex, radix: 16) else { throw Failure(description: "bad seed \(hex)") }
            schemes[seed] = modes
        }
        return (version, schemes)
    }
}
