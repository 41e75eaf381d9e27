import Foundation
import Testing

/// The service's flags as the binary reads them: a value after a space or an equals sign, an empty value as a value
/// (`--public-dir=` serves no static files), and one line naming the flag for anything wrong.
@Suite(.serialized)
struct ServiceFlagTests {
    /// A port that was free a moment ago: that of a service started on port 0 and stopped.
    static func freedPort() throws -> Int {
        let first = try ServiceProcess()
        let port = first.port
        #expect(first.stop() == 0)
        return port
    }

    @Test func anEmptyPublicDirIsAValueAndTheNextFlagIsRead() throws {
        let port = try ServiceFlagTests.freedPort()
        // Once taken for a folder, `--port` then left `8111` an unknown option.
        let service = try ServiceProcess(["--public-dir=", "--port", String(port)])
        #expect(service.port == port)
        let connection = try HTTPConnection(port: port)
        #expect(try connection.request("GET", "/healthz").status == 200)
        #expect(try connection.request("GET", "/v1/geometry?offset=4").status == 200)
        // No static files: the playground's index is not served.
        #expect(try connection.request("GET", "/").status == 404)
        #expect(try connection.request("GET", "/index.html").status == 404)
    }

    @Test func aValueAfterAnEqualsSign() throws {
        let port = try ServiceFlagTests.freedPort()
        let service = try ServiceProcess(["--port=\(port)", "--log=none"])
        #expect(service.port == port)
        let connection = try HTTPConnection(port: port)
        #expect(try connection.request("GET", "/").status == 200)
        #expect(!service.standardError.contains("\"path\":\"/\""))
    }

    @Test(arguments: [
        (["--port"], "masthead: --port needs a value (N)"),
        (["--public-dir", "--port", "8111"], "masthead: --public-dir needs a value (PATH)"),
        (["--port=x"], "masthead: --port must be a whole number from 0 to 65535, got 'x'"),
        (["--port="], "masthead: --port must be a whole number from 0 to 65535, got ''"),
        (["--font-dir="], "masthead: --font-dir must not be empty"),
        (["--prot", "8111"], "masthead: unknown option '--prot'; did you mean --port? (see --help)"),
        (["--bogus"], "masthead: unknown option '--bogus' (see --help)"),
        (["--port", "0", "8111"], "masthead: unexpected argument '8111'"),
    ])
    func aBadFlagStopsStartUpWithOneLineNamingIt(arguments: [String], message: String) throws {
        let result = try CommandLineTests.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func aBadVariableIsNamed() throws {
        let result = try CommandLineTests.run([], environment: ["PORT": "eighty"])
        #expect(result.status == 2)
        #expect(result.error == "masthead: PORT must be a whole number from 0 to 65535, got 'eighty'\n")
    }
}
