import MastheadHTTP
import MastheadRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead render ENDPOINT [name=value …] [--json FILE|-] [-o FILE]`: one endpoint's answer, without a server.
///
/// The request goes through the very routes and responder the HTTP service answers with (``InProcessService``), so
/// the bytes written are the body of the HTTP answer to the same `GET` (parameters) or `POST` (`--json`). A request
/// the service would refuse prints the same problem+json on standard error and exits 2 (any 4xx); a failure the
/// service would answer with a 5xx exits 1, as does a missing font or an output that cannot be written.
enum RenderCommand {
    /// Its entry in the subcommand table.
    static let subcommand = Subcommand(
        name: "render", arguments: "ENDPOINT [name=value …] [--json FILE|-] [-o FILE]",
        summary: "write ENDPOINT's answer (the HTTP answer's body) to standard output or FILE, without a server",
        run: run)

    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let parsed: RenderArguments
        do {
            parsed = try RenderArguments(arguments, environment: environment)
        } catch {
            Console.error("\(error)")
            return 2
        }
        if parsed.showHelp {
            Console.output(HelpText.render)
            return 0
        }
        let answer = RenderCommand.answer(parsed) { service, request in try service.respond(to: request).body }
        switch answer {
        case .failure(let failure): return failure.status
        case .success(let body): return write(body, to: parsed.outputFile)
        }
    }

    /// What `respond` makes of the request `parsed` describes, with the service it configures, or the exit status
    /// once the reason has been printed on standard error: 2 for a bad argument or a request the service refuses
    /// (its problem+json, as the HTTP answer's body), 1 for anything else.
    static func answer<Answer>(
        _ parsed: RenderArguments, _ respond: (InProcessService, Request) throws -> Answer
    ) -> Result<Answer, ExitStatus> {
        let path: String
        do {
            path = try RenderTarget.path(of: parsed.endpoint)
        } catch {
            Console.error("\(error)")
            return .failure(ExitStatus(2))
        }
        var request = Request(method: "GET", path: path, query: parsed.parameters.map(QueryItem.init))
        if let file = parsed.jsonFile {
            guard let body = RenderTarget.read(file) else {
                Console.error("cannot read the JSON body from '\(file)'")
                return .failure(ExitStatus(2))
            }
            // The server's limit, with its answer: the same body is refused the same way over HTTP.
            var server = ServerConfiguration()
            Routes.limitBodies(of: &server)
            let limit = server.bodyLimit(forPath: path)
            if body.count > limit {
                let problem = HTTPError(status: 413, detail: "the request body is larger than \(limit) bytes")
                _ = Console.write(problem.response.body + [0x0A], to: 2)
                return .failure(ExitStatus(2))
            }
            request = Request(
                method: "POST", path: path, headers: Headers([("Content-Type", "application/json")]), body: body)
        }
        do {
            let service = try InProcessService(configuration: parsed.configuration, servesFiles: false)
            return .success(try respond(service, request))
        } catch let error as HTTPError {
            _ = Console.write(error.response.body + [0x0A], to: 2)
            return .failure(ExitStatus(error.status < 500 ? 2 : 1))
        } catch {
            Console.error("\(error)")
            return .failure(ExitStatus(1))
        }
    }

    /// Writes `body` to `file` (standard output when `nil`); 0, or 1 after saying why it could not.
    static func write(_ body: [UInt8], to file: String?) -> Int32 {
        guard RenderTarget.write(body, to: file) else {
            Console.error("cannot write the answer to '\(file ?? "standard output")'")
            return 1
        }
        return 0
    }
}

/// A subcommand's exit status, as the failure of a step that has already said why on standard error.
struct ExitStatus: Error, Sendable {
    let status: Int32

    init(_ status: Int32) {
        self.status = status
    }
}
