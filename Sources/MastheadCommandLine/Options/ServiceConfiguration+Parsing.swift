import MastheadRuntime

extension ServiceConfiguration {
    /// Every option, in the order `--help` lists them: the one declaration each that parsing, its errors and the
    /// help read.
    static let options = OptionTable<ServiceConfiguration>(
        options: [
            .text(
                "--host", variable: "HOST", placeholder: "ADDRESS",
                help: "address to listen on (default :: — every IPv6 and IPv4 address)", set: \.host),
            .integer(
                "--port", variable: "PORT", in: 0...65535,
                help: "port to listen on, 0 for any free one (default 8080)", set: \.port),
            .integer(
                "--threads", variable: "THREADS", in: 1...256,
                help: "threads answering requests (default: one per core)", set: \.threads),
            .text(
                "--public-dir", variable: "PUBLIC_DIR", placeholder: "PATH",
                help: "folder of static files (default Public)", empty: "no static files, only the API",
                set: \.publicDirectory),
            .text(
                "--font-dir", variable: "FONT_DIR", placeholder: "PATH",
                help: "folder with Inter and Inter Display (default /usr/share/fonts/opentype/inter)",
                set: \.fontDirectory),
            .text(
                "--fallback-font-dir", variable: "FALLBACK_FONT_DIR", placeholder: "PATH",
                help: "folder with DejaVu Sans (default /usr/share/fonts/truetype/dejavu)",
                set: \.fallbackFontDirectory),
            .text(
                "--roboto-font-dir", variable: "ROBOTO_FONT_DIR", placeholder: "PATH",
                help: "folder with Roboto (default /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF)",
                set: \.robotoFontDirectory),
            .integer(
                "--timeout", variable: "CONNECTION_TIMEOUT", placeholder: "SECONDS", in: 1...3600,
                help: "idle connection timeout (default 10)", set: \.connectionTimeout),
            .integer(
                "--max-request-cost", variable: "MAX_REQUEST_COST", placeholder: "UNITS", in: 1...1_000_000_000,
                help: "refuse (400) a request estimated to cost more; units are µs of CPU (default 500000)",
                set: \.maxRequestCost),
            .integer(
                "--render-threshold", variable: "RENDER_THRESHOLD", placeholder: "UNITS", in: 0...1_000_000_000,
                help: "render requests estimated above this on the render threads (default 10000)",
                set: \.renderThreshold),
            .integer(
                "--render-threads", variable: "RENDER_THREADS", in: 1...256,
                help: "threads rendering the costly requests (default: one per core)", set: \.renderThreads),
            .integer(
                "--render-queue-cost", variable: "RENDER_QUEUE_COST", placeholder: "UNITS",
                in: 1...1_000_000_000_000,
                help: "most estimated cost waiting for the render threads; more is 503 (default 4000000)",
                set: \.renderQueueCost),
            .choice(
                "--event-loop", variable: "EVENT_LOOP", [("poll", false), ("epoll", true)],
                help: "how the threads that read requests wait (default poll)", set: \.epoll),
            .integer(
                "--max-connections", variable: "MAX_CONNECTIONS", in: 1...100_000,
                help: "most connections open at once (default 1024)", set: \.maxConnections),
            .integer(
                "--cache-bytes", variable: "CACHE_BYTES", in: 0...(1 << 34),
                help: "memory for cached answers; 0: no caching, each request decoded afresh (default 25165824)",
                set: \.cacheBytes),
            .integer(
                "--drain", variable: "DRAIN_SECONDS", placeholder: "SECONDS", in: 0...3600,
                help: "after SIGTERM, answer /readyz with 503 but keep serving for this long (default 0)",
                set: \.drainSeconds),
            .integer(
                "--shutdown-timeout", variable: "SHUTDOWN_TIMEOUT", placeholder: "SECONDS", in: 0...3600,
                help: "then stop accepting; cut what is left after this long and exit 1 (default 10)",
                set: \.shutdownTimeout),
            .choice(
                "--log", variable: "LOG", [("requests", true), ("none", false)],
                help: "one line per request on stderr, or none (default requests)", set: \.logRequests),
            .toggle(
                "--healthcheck",
                help: "ask the service on --port for /healthz and exit 0 if it answers (for container health checks)",
                set: \.healthcheck),
            .toggle("--help", help: "print this help and exit", set: \.showHelp),
        ],
        help: "--help")

    /// Reads flags (`--port 9000` or `--port=9000`) over environment variables over defaults (``OptionTable``).
    ///
    /// Throws a one-line ``ConfigurationError`` naming the flag or variable for an unknown flag, a missing value or
    /// a value out of range, and for an argument that is not an option.
    public static func parse(arguments: [String], environment: [String: String]) throws(ConfigurationError)
        -> ServiceConfiguration
    {
        var configuration = ServiceConfiguration()
        try options.applyEnvironment(environment, to: &configuration)
        try options.parse(arguments, into: &configuration) { (_, argument) throws(ConfigurationError) in
            throw ConfigurationError("unexpected argument '\(argument)': the service takes only options (see --help)")
        }
        return configuration
    }
}
