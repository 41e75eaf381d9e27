import CMicroHTTPD
import MastheadSupport

// libmicrohttpd calls these from its own threads. They are plain nonisolated functions: a closure written in
// top-level code would be main-actor isolated and trap when called from another thread.

/// The access handler: libmicrohttpd calls it once with the headers, once per chunk of body, and once more when the
/// body is complete. The first call only sets up state: answering on it makes libmicrohttpd close the connection
/// after the answer, which defeats keep-alive (libmicrohttpd 0.9.75). Exceptions: a request whose framing cannot be
/// trusted (``RequestFraming``) and a body announced as too large are refused at once, before the body is read. A
/// deferred answer parks the connection (``Server/park(exchange:until:on:)``); resumed, the handler is called once
/// more and sends it.
func serverAccessHandler(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?, requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let requestContext, let uploadDataSize else { return .NO }
    let server = Unmanaged<Server>.fromOpaque(context).takeUnretainedValue()

    guard let existing = requestContext.pointee else {
        let exchange = Exchange(
            method: method.map(Exchange.methodName) ?? "GET",
            rawURL: url.map { Exchange.originForm(String(cString: $0)) } ?? "/")
        requestContext.pointee = Unmanaged.passRetained(exchange).toOpaque()
        OpenConnection.of(connection)?.requestStarted()
        if let error = RequestFraming.oversize(
            connection: connection, method: method, url: url, version: version,
            memoryLimit: server.configuration.connectionMemoryLimit,
            targetLimit: server.configuration.requestTargetLimit, fieldsLimit: server.configuration.headerFieldsLimit)
        {
            return server.refuse(error, exchange: exchange, on: connection)
        }
        if let problem = RequestFraming.problem(
            connection: connection, url: url, version: version, memoryLimit: server.configuration.connectionMemoryLimit)
        {
            return server.refuse(HTTPError.badRequest(problem), exchange: exchange, on: connection)
        }
        if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
            let announced = Int(String(cString: length)), announced > server.bodyLimit(of: exchange)
        {
            return server.refuseLargeBody(exchange: exchange, on: connection)
        }
        return .YES
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeUnretainedValue()

    let size = uploadDataSize.pointee
    if size > 0 {
        uploadDataSize.pointee = 0
        if exchange.answered { return .YES }
        if exchange.overflow > 0 || exchange.body.count + size > server.bodyLimit(of: exchange) {
            // libmicrohttpd 0.9.75 cannot queue an answer while a body is arriving, only before or after it. A body
            // that announced no length (chunked) is drained up to a bound and then refused with 413; past the bound
            // the connection is closed outright.
            exchange.overflow += size
            exchange.body = []
            return exchange.overflow > exchange.bodyLimit + server.configuration.bodyLimit * 16 ? .NO : .YES
        }
        if let uploadData {
            exchange.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
        }
        return .YES
    }
    if let deferred = exchange.deferred {
        // Called again once the parked connection is resumed: the answer is ready.
        guard let response = deferred.take() else { return .YES }
        exchange.deferred = nil
        exchange.handlerMicroseconds = exchange.handlerStarted.microseconds(to: .now())
        return server.send(response, exchange: exchange, on: connection)
    }
    if exchange.answered { return .YES }
    if exchange.overflow > 0 {
        return server.refuseLargeBody(exchange: exchange, on: connection)
    }
    let response = server.answer(exchange: exchange, connection: connection)
    if let deferred = response.deferred {
        return server.park(exchange: exchange, until: deferred, on: connection)
    }
    return server.send(response, exchange: exchange, on: connection)
}

/// Called once a request is over, answered or not: logs it, counts it, and releases its state.
func serverRequestCompleted(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, code: MHD_RequestTerminationCode
) {
    guard let context, let requestContext, let existing = requestContext.pointee else { return }
    requestContext.pointee = nil
    let server = Unmanaged<Server>.fromOpaque(context).takeUnretainedValue()
    let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeRetainedValue()
    if let deferred = exchange.deferred {
        // Ended while parked (the server stops, or the connection failed): nobody waits for the answer any more.
        server.forget(deferred)
        deferred.abandon()
    }
    // libmicrohttpd is done with the answer: from here on it only lets go of its reference.
    exchange.lent?.giveBack()
    exchange.lent = nil
    if let connection { OpenConnection.of(connection)?.requestEnded() }
    if let observer = server.configuration.onRequestCompleted {
        observer(
            RequestRecord(
                method: exchange.method, path: exchange.rawURL, status: exchange.status, bytes: exchange.bytes,
                microseconds: exchange.started.microseconds(to: .now()), requestID: exchange.trace?.requestID,
                traceID: exchange.trace?.traceID))
    }
}

/// Counts open connections and keeps each one's ``OpenConnection`` as its socket context, for the stop.
func serverConnectionNotify(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, code: MHD_ConnectionNotificationCode
) {
    guard let context else { return }
    let server = Unmanaged<Server>.fromOpaque(context).takeUnretainedValue()
    if code == .CONNECTION_NOTIFY_STARTED {
        if let connection, let socketContext {
            let state = OpenConnection(connection)
            socketContext.pointee = Unmanaged.passRetained(state).toOpaque()
            server.connectionStates.withLock { $0[ObjectIdentifier(state)] = state }
        }
        server.connectionGauge.count.add(1, ordering: .releasing)
        if let connection, server.stopping.load(ordering: .acquiring) {
            let socket = masthead_mhd_connection_fd(connection)
            server.adopted.withLock { _ = $0.remove(socket) }
        }
    } else {
        if let socketContext, let stored = socketContext.pointee {
            socketContext.pointee = nil
            let state = Unmanaged<OpenConnection>.fromOpaque(stored).takeRetainedValue()
            server.connectionStates.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(state)) }
        }
        server.connectionGauge.count.subtract(1, ordering: .releasing)
    }
}
