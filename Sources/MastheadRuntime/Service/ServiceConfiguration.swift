#if canImport(Glibc)
    import Glibc
#endif

/// Everything the service can be told at start, with defaults that work from the repository root.
///
/// Read in one place, `ServiceConfiguration.parse(arguments:environment:)` in `MastheadCommandLine`: a flag wins
/// over its environment variable, which wins over the default.
public struct ServiceConfiguration: Sendable, Equatable {
    /// Address to listen on; `::` (every IPv6 and IPv4 address).
    public var host: String = "::"
    /// Port to listen on; 0 picks a free one.
    public var port: Int = 8080
    /// Threads answering requests.
    public var threads: Int = ServiceConfiguration.processorCount
    /// Folder of static files (the playground); `nil` serves none, and every path but the API's answers `404`
    /// (`--public-dir=`).
    public var publicDirectory: String? = "Public"
    /// Folder holding the Inter and Inter Display fonts.
    public var fontDirectory: String = "/usr/share/fonts/opentype/inter"
    /// Folder holding the DejaVu Sans fallback fonts.
    public var fallbackFontDirectory: String = "/usr/share/fonts/truetype/dejavu"
    /// Folder holding Roboto, drawn by the Material styles.
    public var robotoFontDirectory: String = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"
    /// Seconds an idle connection is kept.
    public var connectionTimeout: Int = 10
    /// Most connections open at once.
    public var maxConnections: Int = 1024
    /// Bytes of rendered answers kept in memory for repeated requests; 0 turns the cache off, and with it the reuse of
    /// decoded scenes: every request is then decoded and drawn from scratch.
    public var cacheBytes: Int = 24 * 1024 * 1024
    /// Seconds between the stop signal and the stop: `/readyz` answers 503 while everything else is still answered,
    /// new connections included, so a load balancer can take the service out of rotation first.
    public var drainSeconds: Int = 0
    /// Seconds the stop gives requests in progress after the drain; connections still open then are cut, and the
    /// process exits 1.
    public var shutdownTimeout: Int = 10
    /// The most a request may cost, in cost units (microseconds of CPU, estimated before any work: ``RenderCost``);
    /// a costlier one is refused with a `400` naming what to change.
    public var maxRequestCost: Int = 500_000
    /// Requests estimated to cost more than this many units are rendered on the render threads, while their
    /// connection waits; cheaper ones on the connection's thread.
    public var renderThreshold: Int = 10_000
    /// Threads rendering the costly requests.
    public var renderThreads: Int = ServiceConfiguration.processorCount
    /// The most estimated cost the render queue holds; a costly request that does not fit is answered `503` with
    /// `Retry-After` at once.
    public var renderQueueCost: Int = 4_000_000
    /// The threads that read requests wait with `epoll` rather than `poll`. Off by default: epoll costs less per
    /// answer and far less with many idle connections, but libmicrohttpd 0.9.75's epoll mode lost answers under the
    /// one-minute load test (bench/README.md, "Back to poll").
    public var epoll = false
    /// Whether one line per request is written to standard error.
    public var logRequests: Bool = true
    /// `--help` was asked for.
    public var showHelp = false
    /// `--healthcheck` was asked for: probe a running service on `port` and exit.
    public var healthcheck = false

    /// A configuration with every default.
    public init() {}

    /// The cores online: the default of ``threads`` and ``renderThreads``.
    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
