import Foundation
import Synchronization

/// The real `masthead` binary, started on a free port for one test and stopped at its end.
///
/// The binary is `$MASTHEAD_BINARY`, or `.build/debug/masthead` in this checkout. Its standard error (the request
/// log) is collected so tests can read it.
final class ServiceProcess: Sendable {
    let process: Process
    let port: Int
    private let log: LogBuffer

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var binaryPath: String {
        if let path = ProcessInfo.processInfo.environment["MASTHEAD_BINARY"], !path.isEmpty { return path }
        return repositoryRoot.appendingPathComponent(".build/debug/masthead").path
    }

    /// Starts the service with `arguments` added to `--port 0`, and waits until it listens.
    convenience init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        let publicDirectory = ServiceProcess.repositoryRoot.appendingPathComponent("Public").path
        try self.init(
            executable: ServiceProcess.binaryPath,
            arguments: ["--port", "0", "--public-dir", publicDirectory] + arguments,
            environment: environment)
    }

    /// Starts any server that prints `listening on port N` on its standard error (the service, or
    /// `bench/hello.c`) with exactly `arguments`, and waits until it listens.
    init(executable: String, arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        self.process = process
        let log = LogBuffer()
        self.log = log
        let handle = errors.fileHandleForReading
        let reader = Thread {
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                let text = String(decoding: data, as: UTF8.self)
                log.append(text)
            }
        }
        reader.start()
        let deadline = Date().addingTimeInterval(15)
        var port: Int?
        while Date() < deadline && port == nil && process.isRunning {
            let text = log.text
            if let range = text.range(of: "listening on port ") {
                port = Int(text[range.upperBound...].prefix { $0.isNumber })
            }
            if port == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let port else {
            process.terminate()
            throw ServiceError.didNotStart(log.text)
        }
        self.port = port
    }

    /// Everything the service wrote to standard error so far.
    var standardError: String { log.text }

    /// Sends SIGTERM and waits for the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    enum ServiceError: Error {
        case didNotStart(String)
    }
}

/// Text appended from the reader thread and read from the test.
final class LogBuffer: Sendable {
    private let storage = Guarded("")

    func append(_ text: String) { storage.withLock { $0 += text } }

    var text: String { storage.withLock { $0 } }
}
