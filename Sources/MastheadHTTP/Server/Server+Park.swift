import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The connections parked for a deferred answer (``DeferredResponse``), for the stop to find them, and whether they
/// may still be resumed.
struct ParkedConnections {
    /// The deferred answers waiting, by identity.
    var waiting: [ObjectIdentifier: DeferredResponse] = [:]
    /// The daemon is about to stop: no connection may be parked or resumed any more.
    var closed = false
    /// Resumes under way outside the lock; the daemon stops only once none is.
    var resuming = 0
}

/// A connection pointer handed to the thread that completes a deferred answer. libmicrohttpd's resume may be called
/// from any thread while the daemon runs, which ``Server/resume(_:for:)`` makes sure of.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

extension Server {
    /// Parks the connection until `deferred` is complete: libmicrohttpd stops reading and timing it out, and calls
    /// the access handler again once it is resumed, which sends the answer. Wraps `MHD_suspend_connection`.
    func park(exchange: Exchange, until deferred: DeferredResponse, on connection: OpaquePointer) -> MHD_Result {
        let parked = parkedConnections.withLock { parked -> Bool in
            guard !parked.closed else { return false }
            parked.waiting[ObjectIdentifier(deferred)] = deferred
            return true
        }
        guard parked else {
            deferred.abandon()
            return send(Server.stoppedBeforeAnswer.response, exchange: exchange, on: connection)
        }
        exchange.deferred = deferred
        MHD_suspend_connection(connection)
        let socket = masthead_mhd_connection_fd(connection)
        let handle = ConnectionHandle(pointer: connection)
        deferred.park(
            probe: { masthead_peer_gone(socket) != 0 }, onReady: { [self] in resume(handle, for: deferred) })
        return .YES
    }

    /// Resumes the connection parked for `deferred`, unless the daemon is stopping. Wraps `MHD_resume_connection`.
    func resume(_ connection: ConnectionHandle, for deferred: DeferredResponse) {
        let allowed = parkedConnections.withLock { parked -> Bool in
            guard parked.waiting.removeValue(forKey: ObjectIdentifier(deferred)) != nil, !parked.closed else {
                return false
            }
            parked.resuming += 1
            return true
        }
        guard allowed else { return }
        MHD_resume_connection(connection.pointer)
        parkedConnections.withLock { $0.resuming -= 1 }
    }

    /// Forgets a deferred answer whose request has ended.
    func forget(_ deferred: DeferredResponse) {
        parkedConnections.withLock { _ = $0.waiting.removeValue(forKey: ObjectIdentifier(deferred)) }
    }

    /// Connections parked for an answer now.
    public var parkedCount: Int { parkedConnections.withLock { $0.waiting.count } }

    /// Answers every parked connection with ``stoppedBeforeAnswer``: the stop's deadline has come and their answers
    /// are still not ready. Whoever was to complete them later finds them complete and changes nothing.
    func answerParked() {
        let waiting = parkedConnections.withLock { Array($0.waiting.values) }
        for deferred in waiting {
            deferred.complete(Server.stoppedBeforeAnswer.response)
        }
    }

    /// Closes parking for good before the daemon stops, and waits for resumes already under way.
    func closeParking() {
        parkedConnections.withLock { $0.closed = true }
        while parkedConnections.withLock({ $0.resuming }) > 0 {
            usleep(1_000)
        }
    }

    /// The answer to a request whose deferred answer was not ready when the server stopped: a `503` the client may
    /// retry at once, at another instance.
    static let stoppedBeforeAnswer = HTTPError(
        status: 503, detail: "the service stopped before this answer was ready; send the request again",
        headers: ["Retry-After": "1"])
}
