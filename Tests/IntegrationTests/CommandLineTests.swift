import Foundation
import Testing

/// `masthead render` against the real service: every endpoint's output is byte for byte the body the running
/// binary answers over HTTP (`GET` for `name=value`, `POST` for `--json`), a request the service refuses prints its
/// problem+json on standard error and exits 2, and `--help` lists the subcommands in aligned columns.
@Suite(.serialized)
struct CommandLineTests {
    /// `masthead` run with `arguments` and `input` on standard input, to its exit; with `environment` alone as its
    /// environment when given, this process's otherwise.
    static func run(
        _ arguments: [String], input: [UInt8]? = nil, environment: [String: String]? = nil
    ) throws -> CommandResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServiceProcess.binaryPath)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // From another folder than the repository's: render needs no Public/ folder.
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : pipe
        try process.run()
        if let input {
            pipe.fileHandleForWriting.write(Data(input))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, output: try bytes(of: outputURL.path),
            error: String(decoding: try bytes(of: errorURL.path), as: UTF8.self))
    }

    /// The bytes of the file at `path`, read with `fread(3)` (`Data(contentsOf:)` leaves allocations that
    /// LeakSanitizer reports, under `scripts/sanitize address`).
    static func bytes(of path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw CocoaError(.fileReadNoSuchFile) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes += chunk[0..<count]
            if count < chunk.count { return bytes }
        }
    }

    /// A query from `name=value` arguments, each part percent-encoded but for the unreserved characters.
    static func query(_ parameters: [String]) -> String {
        var unreserved = CharacterSet.alphanumerics
        unreserved.insert(charactersIn: "-._~")
        return parameters.map { parameter in
            let parts = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.map { $0.addingPercentEncoding(withAllowedCharacters: unreserved)! }.joined(separator: "=")
        }.joined(separator: "&")
    }

    static let gets: [(String, String, [String])] = [
        ("geometry", "/v1/geometry", ["style=large", "offset=26"]),
        ("/v1/geometry", "/v1/geometry", ["style=m3Large", "offset=30", "appearance=dark"]),
        ("timeline", "/v1/timeline", ["from=0", "to=40", "step=4"]),
        ("preview.svg", "/v1/preview.svg", ["title=Caf\u{E9} & <b>\"x\"</b>", "offset=10", "trailing=search,plus"]),
        ("filmstrip.svg", "/v1/filmstrip.svg", ["offsets=0,20,40"]),
        ("curves.svg", "/v1/curves.svg", []),
        ("preview.png", "/v1/preview.png", ["offset=12"]),
        ("filmstrip.png", "/v1/filmstrip.png", ["frames=3"]),
        ("scroll.lottie.json", "/v1/scroll.lottie.json", ["to=60"]),
        ("scroll.html", "/v1/scroll.html", ["title=</style><script>alert(1)</script>"]),
        ("scroll.css", "/v1/scroll.css", ["style=compact"]),
        ("scroll.svg", "/v1/scroll.svg", ["duration=2"]),
        ("catalog", "/v1/catalog", []),
        ("openapi.json", "/openapi.json", []),
    ]

    @Test(arguments: gets)
    func renderWritesTheBodyOfTheHTTPAnswer(endpoint: String, path: String, parameters: [String]) throws {
        let service = try ServiceProcess()
        let query = CommandLineTests.query(parameters)
        let http = try HTTPConnection(port: service.port).request("GET", query.isEmpty ? path : path + "?" + query)
        #expect(http.status == 200)
        let result = try CommandLineTests.run(["render", endpoint] + parameters)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(!result.output.isEmpty)
        #expect(result.output == http.body)
    }

    static let posts: [(String, String)] = [
        ("geometry", #"{"style":"large","offset":26,"title":"Inbox"}"#),
        ("preview.svg", #"{"offset":12,"trailing":[{"text":"Done, now"},"search"],"title":"\u00e9\ud83d\ude00"}"#),
        ("timeline", #"{"from":-10,"to":30,"step":5}"#),
        ("scroll.html", #"{"title":"<script>"}"#),
    ]

    @Test(arguments: posts)
    func renderWithAJSONBodyWritesTheBodyOfThePOSTAnswer(endpoint: String, body: String) throws {
        let service = try ServiceProcess()
        let http = try HTTPConnection(port: service.port).request(
            "POST", "/v1/" + endpoint, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        #expect(http.status == 200)
        let fromInput = try CommandLineTests.run(["render", endpoint, "--json", "-"], input: Array(body.utf8))
        #expect(fromInput.status == 0)
        #expect(fromInput.output == http.body)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-body-\(UUID()).json")
        try Data(body.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try CommandLineTests.run(["render", endpoint, "--json=" + file.path])
        #expect(fromFile.status == 0)
        #expect(fromFile.output == http.body)
    }

    @Test func outputGoesToTheFileNamedByDashO() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("masthead-out-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTests.run(["render", "preview.png", "offset=20", "-o", file.path])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let written = try CommandLineTests.bytes(of: file.path)
        let service = try ServiceProcess()
        #expect(written == (try HTTPConnection(port: service.port).request("GET", "/v1/preview.png?offset=20").body))
        #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    static let refused: [(String, [String], String?)] = [
        ("geometry", ["offset=abc"], nil),
        ("preview.svg", ["style=huge"], nil),
        ("timeline", ["from=0", "to=100000", "step=0.001"], nil),
        ("geometry", ["colour=red"], nil),
        ("catalog", ["style=large"], nil),
        ("geometry", [], #"{"offset": "#),
        ("geometry", [], #"[1, 2]"#),
        ("preview.svg", [], #"{"title": 5}"#),
    ]

    @Test(arguments: refused)
    func aRefusedRequestPrintsTheHTTPProblemAndExits2(endpoint: String, parameters: [String], body: String?) throws {
        let service = try ServiceProcess()
        let connection = try HTTPConnection(port: service.port)
        let http: HTTPResponse
        let result: CommandResult
        let path = endpoint == "catalog" ? "/v1/catalog" : "/v1/" + endpoint
        if let body {
            http = try connection.request(
                "POST", path, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
            result = try CommandLineTests.run(["render", endpoint, "--json", "-"], input: Array(body.utf8))
        } else {
            http = try connection.request("GET", path + "?" + CommandLineTests.query(parameters))
            result = try CommandLineTests.run(["render", endpoint] + parameters)
        }
        #expect(http.status == 400)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == http.text + "\n")
    }

    @Test(arguments: [
        (["render"], "needs an ENDPOINT"),
        (["render", "nowhere"], "unknown endpoint 'nowhere' (endpoints: geometry, timeline"),
        (["render", "healthz"], "unknown endpoint"),
        (["render", "geometry", "offset"], "expected a parameter as name=value"),
        (["render", "geometry", "offset=1", "--json", "-"], "not both"),
        (["render", "geometry", "--json"], "--json needs a value"),
        (["render", "geometry", "--json", "/no/such/file"], "cannot read the JSON body"),
        (["render", "geometry", "--bogus"], "unknown option '--bogus'"),
        (["render", "geometry", "--font-dir", "/no/such/folder"], "/no/such/folder"),
        (["rendr", "geometry"], "unknown subcommand 'rendr' (subcommands: render"),
    ])
    func aBadCommandLineSaysWhatIsWrong(arguments: [String], message: String) throws {
        let result = try CommandLineTests.run(arguments)
        #expect(result.status == (message == "/no/such/folder" ? 1 : 2))
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message))
    }

    @Test func aBodyOverTheLimitIsRefusedAsOverHTTP() throws {
        let body = Array(#"{"title":""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: 70_000) + Array(#""}"#.utf8)
        let result = try CommandLineTests.run(["render", "geometry", "--json", "-"], input: body)
        #expect(result.status == 2)
        #expect(result.error.contains(#""status":413"#))
    }

    /// `masthead audit` writes the `/v1/audit` body and fails a CI job on findings of the chosen severity: a default
    /// `large` header has none; a back label in the system blue on white (4.02:1) is an error.
    /// `--fail-on warning` and `--fail-on=warning` alike.
    @Test(arguments: [
        (["style=large"], "error", Int32(0)),
        (["style=large"], "notice", Int32(0)),
        (["style=large", "back=Mailboxes"], "error", Int32(1)),
        (["style=large", "back=Mailboxes"], "warning", Int32(1)),
    ])
    func auditWritesTheAuditBodyAndExitsOnFindings(parameters: [String], failOn: String, status: Int32) throws {
        let service = try ServiceProcess()
        let http = try HTTPConnection(port: service.port).request(
            "GET", "/v1/audit?" + CommandLineTests.query(parameters))
        #expect(http.status == 200)
        for form in [["--fail-on", failOn], ["--fail-on=" + failOn]] {
            let result = try CommandLineTests.run(["audit"] + parameters + form)
            #expect(result.status == status, "\(form)")
            #expect(result.output == http.body)
            #expect(result.error.contains("failing on \(failOn)") == (status == 1))
        }
    }

    /// The default fails on errors only, and counts every severity on standard error when it does.
    @Test func auditFailsOnErrorsByDefaultAndCountsEachSeverity() throws {
        let result = try CommandLineTests.run(["audit", "style=large", "back=Mailboxes"])
        #expect(result.status == 1)
        #expect(result.error.contains("failing on error and above"))
        #expect(result.error.contains(#/audit: [1-9][0-9]* errors?, [0-9]+ warnings?, [0-9]+ notices?/#))
    }

    @Test(arguments: [
        (["audit", "--fail-on", "fatal"], "--fail-on takes error, warning or notice, got 'fatal'"),
        (["audit", "--fail-on"], "--fail-on needs a value (error|warning|notice)"),
        (["audit", "--fail-on="], "--fail-on takes error, warning or notice, got ''"),
        (["audit", "style=huge"], #""parameter":"style""#),
    ])
    func auditRefusesABadCommandLineWithStatus2(arguments: [String], message: String) throws {
        let result = try CommandLineTests.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message))
    }

    @Test func helpListsTheSubcommandsAndKeepsEveryColumnAligned() throws {
        let result = try CommandLineTests.run(["--help"])
        #expect(result.status == 0)
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(text.contains("masthead render ENDPOINT [name=value …] [--json FILE|-] [-o FILE]"))
        let sections = text.components(separatedBy: "\n\n")
        let subcommands = try #require(sections.first { $0.hasPrefix("Subcommands") })
        #expect(subcommands.contains("  render  write ENDPOINT's answer"))
        #expect(subcommands.contains("  audit   write the header's /v1/audit document"))
        let options = try #require(sections.first { $0.hasPrefix("Options") }).split(separator: "\n").dropFirst()
        #expect(options.count >= 15)
        // Every description starts in the same column: two spaces past the longest flag.
        let columns = Set(options.map { line in line.utf8.count - descriptionStart(line).utf8.count })
        #expect(columns.count == 1)
        for option in options { #expect(option.hasPrefix("  --")) }
        let render = try CommandLineTests.run(["render", "--help"])
        #expect(render.status == 0)
        #expect(String(decoding: render.output, as: UTF8.self).contains("/v1/scroll.lottie.json"))
    }

    /// The part of a help line from its description on: after the last run of two or more spaces (a flag and its
    /// variable are two spaces apart too, and the greedy match passes them).
    private func descriptionStart(_ line: Substring) -> Substring {
        guard let match = line.wholeMatch(of: /(.*\S) {2,}(\S.*)/) else { return line }
        return match.output.2
    }
}

/// What a run of the command left: its exit status and everything it wrote.
struct CommandResult {
    var status: Int32
    var output: [UInt8]
    var error: String
}
