#if canImport(Glibc)
    import Glibc
#endif

extension ServiceConfiguration {
    /// Every option, in the order `--help` lists them.
    static let options: [Option] = [
        Option(
            flag: "--host", variable: "HOST", placeholder: "ADDRESS",
            help: "address to listen on (default :: — every IPv6 and IPv4 address)"
        ) { $0.host = $1 },
        Option(
            flag: "--port", variable: "PORT", placeholder: "N",
            help: "port to listen on, 0 for any free one (default 8080)"
        ) {
            $0.port = try integer($1, name: "port", in: 0...65535)
        },
        Option(
            flag: "--threads", variable: "THREADS", placeholder: "N",
            help: "threads answering requests (default: one per core)"
        ) {
            $0.threads = try integer($1, name: "threads", in: 1...256)
        },
        Option(
            flag: "--public-dir", variable: "PUBLIC_DIR", placeholder: "PATH",
            help: "folder of static files (default Public)"
        ) {
            $0.publicDirectory = $1
        },
        Option(
            flag: "--font-dir", variable: "FONT_DIR", placeholder: "PATH",
            help: "folder with Inter and Inter Display (default /usr/share/fonts/opentype/inter)"
        ) { $0.fontDirectory = $1 },
        Option(
            flag: "--fallback-font-dir", variable: "FALLBACK_FONT_DIR", placeholder: "PATH",
            help: "folder with DejaVu Sans (default /usr/share/fonts/truetype/dejavu)"
        ) { $0.fallbackFontDirectory = $1 },
        Option(
            flag: "--roboto-font-dir", variable: "ROBOTO_FONT_DIR", placeholder: "PATH",
            help: "folder with Roboto (default /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF)"
        ) {
            $0.robotoFontDirectory = $1
        },
        Option(
            flag: "--timeout", variable: "CONNECTION_TIMEOUT", placeholder: "SECONDS",
            help: "idle connection timeout (default 10)"
        ) { $0.connectionTimeout = try integer($1, name: "timeout", in: 1...3600) },
        Option(
            flag: "--max-request-cost", variable: "MAX_REQUEST_COST", placeholder: "UNITS",
            help: "refuse (400) a request estimated to cost more; units are µs of CPU (default 500000)"
        ) {
            $0.maxRequestCost = try integer($1, name: "max-request-cost", in: 1...1_000_000_000)
        },
        Option(
            flag: "--render-threshold", variable: "RENDER_THRESHOLD", placeholder: "UNITS",
            help: "render requests estimated above this on the render threads (default 10000)"
        ) {
            $0.renderThreshold = try integer($1, name: "render-threshold", in: 0...1_000_000_000)
        },
        Option(
            flag: "--render-threads", variable: "RENDER_THREADS", placeholder: "N",
            help: "threads rendering the costly requests (default: one per core)"
        ) {
            $0.renderThreads = try integer($1, name: "render-threads", in: 1...256)
        },
        Option(
            flag: "--render-queue-cost", variable: "RENDER_QUEUE_COST", placeholder: "UNITS",
            help: "most estimated cost waiting for the render threads; more is 503 (default 4000000)"
        ) {
            $0.renderQueueCost = try integer($1, name: "render-queue-cost", in: 1...1_000_000_000_000)
        },
        Option(
            flag: "--event-loop", variable: "EVENT_LOOP", placeholder: "poll|epoll",
            help: "how the threads that read requests wait (default poll; epoll for measuring)"
        ) {
            switch $1 {
            case "poll": $0.epoll = false
            case "epoll": $0.epoll = true
            default: throw ConfigurationError("event-loop must be 'poll' or 'epoll', got '\($1)'")
            }
        },
        Option(
            flag: "--max-connections", variable: "MAX_CONNECTIONS", placeholder: "N",
            help: "most connections open at once (default 1024)"
        ) {
            $0.maxConnections = try integer($1, name: "max-connections", in: 1...100_000)
        },
        Option(
            flag: "--cache-bytes", variable: "CACHE_BYTES", placeholder: "N",
            help: "memory for cached answers; 0: no caching, each request decoded afresh (default 25165824)"
        ) {
            $0.cacheBytes = try integer($1, name: "cache-bytes", in: 0...(1 << 34))
        },
        Option(
            flag: "--drain", variable: "DRAIN_SECONDS", placeholder: "SECONDS",
            help: "after SIGTERM, answer /readyz with 503 but keep serving for this long (default 0)"
        ) {
            $0.drainSeconds = try integer($1, name: "drain", in: 0...3600)
        },
        Option(
            flag: "--shutdown-timeout", variable: "SHUTDOWN_TIMEOUT", placeholder: "SECONDS",
            help: "then stop accepting; cut what is left after this long and exit 1 (default 10)"
        ) {
            $0.shutdownTimeout = try integer($1, name: "shutdown-timeout", in: 0...3600)
        },
        Option(
            flag: "--log", variable: "LOG", placeholder: "requests|none",
            help: "one line per request on stderr, or none (default requests)"
        ) {
            switch $1 {
            case "requests": $0.logRequests = true
            case "none": $0.logRequests = false
            default: throw ConfigurationError("log must be 'requests' or 'none', got '\($1)'")
            }
        },
        Option(
            flag: "--healthcheck", variable: nil, placeholder: nil,
            help: "ask the service on --port for /healthz and exit 0 if it answers (for container health checks)"
        ) { c, _ in
            c.healthcheck = true
        },
        Option(flag: "--help", variable: nil, placeholder: nil, help: "print this help and exit") { c, _ in
            c.showHelp = true
        },
    ]

    /// Reads flags (`--port 9000` or `--port=9000`) over environment variables over defaults.
    ///
    /// Throws a one-line ``ConfigurationError`` for an unknown flag, a missing value or a value out of range.
    public static func parse(arguments: [String], environment: [String: String]) throws(ConfigurationError)
        -> ServiceConfiguration
    {
        var configuration = ServiceConfiguration()
        for option in options {
            if let variable = option.variable, let value = environment[variable], !value.isEmpty {
                do {
                    try option.apply(&configuration, value)
                } catch {
                    throw ConfigurationError("\(variable): \(error)")
                }
            }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.flag == parts[0] }) else {
                throw ConfigurationError("unknown option '\(argument)' (see --help)")
            }
            var value = ""
            if option.placeholder != nil {
                if parts.count == 2 {
                    value = parts[1]
                } else if index + 1 < arguments.count {
                    index += 1
                    value = arguments[index]
                } else {
                    throw ConfigurationError("\(option.flag) needs a value (\(option.placeholder!))")
                }
            }
            do {
                try option.apply(&configuration, value)
            } catch {
                throw ConfigurationError("\(error)")
            }
            index += 1
        }
        return configuration
    }

    static func integer(_ text: String, name: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ConfigurationError(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
