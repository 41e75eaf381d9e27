import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.1 server on libmicrohttpd: a pool of threads, each with its own event loop, answering keep-alive
/// connections on IPv6 and IPv4. A handler may answer later, from another thread (``Response/deferred(_:)``): its
/// connection is parked meanwhile and the thread goes on with the others.
///
/// Poll by default. Epoll costs less per answer, and far less with many idle connections, which poll scans at every
/// wake-up; but under libmicrohttpd 0.9.75's epoll mode a request on a kept-alive connection is now and then left
/// unread until the idle timeout closes the connection without an answer. The C hello-world loses them too: after a
/// full batch of 128 events its loop calls `epoll_wait` again with the idle timeout before reading them, and sleeps
/// (bench/README.md, "Epoll's lost answers are libmicrohttpd's"). ``ServerConfiguration/epoll`` set to `true`
/// chooses plain epoll, for measuring; it can go back to the default with a libmicrohttpd whose loop does not sleep
/// after a full batch.
///
/// The server hands itself to libmicrohttpd as the callbacks' `void *` context with one retain taken at
/// ``start()`` and released once at ``stop(timeout:)``.
public final class Server: Sendable {
    /// The configuration it was created with.
    public let configuration: ServerConfiguration
    let handler: @Sendable (Request) throws -> Response
    let daemon = Mutex<DaemonHandle?>(nil)
    private let boundPort = Atomic<Int>(0)
    /// Connections open now, in a box of their own that a gauge may hold (``ConnectionGauge``).
    public let connectionGauge = ConnectionGauge()
    /// Every open connection, by the identity of its state, for the stop to find the idle ones.
    let connectionStates = Mutex<[ObjectIdentifier: OpenConnection]>([:])
    /// The stop has begun: every answer is the last on its connection.
    let stopping = Atomic<Bool>(false)
    /// Sockets the stop handed to libmicrohttpd that it has not yet started serving (it starts them on its own
    /// threads, later).
    let adopted = Mutex<Set<Int32>>([])
    /// Connections parked until their deferred answer is ready (``DeferredResponse``).
    let parkedConnections = Mutex<ParkedConnections>(ParkedConnections())

    /// Creates a server that answers with `handler`; nothing listens until ``start()``.
    public init(configuration: ServerConfiguration, handler: @escaping @Sendable (Request) throws -> Response) {
        self.configuration = configuration
        self.handler = handler
    }

    /// The port being listened on (the chosen one when configured with 0); 0 before start.
    public var port: Int { boundPort.load(ordering: .relaxed) }

    /// Connections open at this moment.
    public var openConnections: Int { connectionGauge.value }

    /// The largest body `exchange`'s request may have (``ServerConfiguration/bodyLimit(forPath:)``), looked up the
    /// first time a body or an announced length asks for it: the look-up hashes the path, which a request without a
    /// body need not pay for.
    func bodyLimit(of exchange: Exchange) -> Int {
        if exchange.bodyLimit < 0 { exchange.bodyLimit = configuration.bodyLimit(forPath: exchange.rawURL) }
        return exchange.bodyLimit
    }

    /// Starts listening. Tries dual-stack IPv6 first and falls back to IPv4 where IPv6 is unavailable.
    public func start() throws(ServerError) {
        let address = try ListenAddress.resolve(configuration.host, port: configuration.port)
        let context = Unmanaged.passRetained(self).toOpaque()
        var started = launch(address: address, dualStack: address == nil, context: context)
        if started == nil && address == nil {
            started = launch(
                address: ListenAddress.anyIPv4(port: configuration.port), dualStack: false, context: context)
        }
        guard let started else {
            Unmanaged<Server>.fromOpaque(context).release()
            throw ServerError.cannotListen(host: configuration.host ?? "*", port: configuration.port)
        }
        let handle = DaemonHandle(pointer: started)
        daemon.withLock { $0 = handle }
        boundPort.store(Int(masthead_mhd_bound_port(started)), ordering: .relaxed)
    }

    private func launch(address: ListenAddress?, dualStack: Bool, context: UnsafeMutableRawPointer) -> OpaquePointer? {
        let loop = configuration.epoll ? MHD_USE_EPOLL_INTERNAL_THREAD.rawValue : MHD_USE_POLL_INTERNAL_THREAD.rawValue
        var flags = loop | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if dualStack { flags |= MHD_USE_DUAL_STACK.rawValue }
        if let address, address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let start = { (socketAddress: UnsafePointer<sockaddr>?) in
            masthead_mhd_start(
                flags, UInt16(clamping: self.configuration.port), socketAddress,
                serverAccessHandler, serverRequestCompleted, serverConnectionNotify, context,
                UInt32(max(1, self.configuration.threads)), UInt32(max(1, self.configuration.connectionTimeout)),
                UInt32(max(1, self.configuration.connectionLimit)), self.configuration.connectionMemoryLimit)
        }
        guard let address else { return start(nil) }
        return address.withSocketAddress(start)
    }
}

/// How many connections a server has open, for whoever reports it (a metrics gauge) without a reference to the server.
///
/// Holding the server weakly instead gave it a side table, which sends every retain and release of the server, a few
/// on every request, down the runtime's slow path.
public final class ConnectionGauge: Sendable {
    let count = Atomic<Int>(0)

    /// Connections open at this moment.
    public var value: Int { count.load(ordering: .relaxed) }
}

/// The running daemon's pointer. libmicrohttpd's daemon functions may be called from any thread, and the pointer is
/// only read under the server's lock.
struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
