import MastheadHTTP

/// The whole Masthead service: configuration in, a running HTTP server out.
///
/// Built by a function separate from the executable's `main`, so tests start the very same service on port 0.
public final class Service: Sendable {
    /// The configuration it was started with.
    public let configuration: ServiceConfiguration
    /// The HTTP server.
    public let server: Server

    /// Loads what the service needs (static folder, fonts) and prepares the server; nothing listens yet.
    ///
    /// Throws a one-line error for anything missing, naming the file or folder.
    public init(configuration: ServiceConfiguration) throws {
        self.configuration = configuration
        let router = try Routes.make(configuration: configuration)
        var serverConfiguration = ServerConfiguration()
        serverConfiguration.host = configuration.host
        serverConfiguration.port = configuration.port
        serverConfiguration.threads = configuration.threads
        serverConfiguration.connectionTimeout = configuration.connectionTimeout
        serverConfiguration.connectionLimit = configuration.maxConnections
        serverConfiguration.defaultHeaders = [("Access-Control-Allow-Origin", "*")]
        let logRequests = configuration.logRequests
        serverConfiguration.onRequestCompleted = { record in
            if logRequests { RequestLog.write(record) }
        }
        serverConfiguration.onUnexpectedError = { request, error in
            RequestLog.message("unexpected error answering \(request.method) \(request.path): \(error)")
        }
        server = Server(configuration: serverConfiguration) { request in try router.respond(to: request) }
    }

    /// Starts listening.
    public func start() throws {
        try server.start()
        RequestLog.message("masthead listening on port \(server.port) with \(configuration.threads) threads")
    }

    /// Stops gracefully: no new connections, requests in flight finish (up to `grace`).
    public func stop(grace: Duration = .seconds(10)) {
        server.stop(grace: grace)
        RequestLog.message("masthead stopped")
    }
}
