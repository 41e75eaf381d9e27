import CMicroHTTPD
import MastheadSupport

#if canImport(Glibc)
    import Glibc
#endif

extension Server {
    /// How long a connection must have been idle before the stop closes it: long enough for a client that has just
    /// connected, or has just read an answer, to send the request it is about to send, even when its thread is
    /// starved of CPU for a moment.
    static let idleBeforeClose: Duration = .seconds(1)

    /// How long the stop goes on taking connections from the listen backlog after it has stopped new handshakes:
    /// a handshake already under way when the stop began (the kernel has answered the client's SYN) completes one
    /// round trip later, microseconds on one host, and is then answered rather than reset. Generous, for a host
    /// whose CPUs are busy; it only makes the stop this much longer.
    static let handshakeSettle: Duration = .milliseconds(50)

    /// How long before the stop's deadline a parked connection whose answer is still not ready is answered `503`
    /// (at most a fifth of the timeout): time enough to send it and see the connection close.
    static let parkedGrace: Duration = .milliseconds(500)

    /// Stops: accepts no more connections, answers every request on every connection already accepted, and
    /// returns how many connections were still open after `timeout` and so were cut (0 for a clean stop).
    ///
    /// The listening socket stops starting handshakes at once (a client connecting later is refused after its SYN
    /// is retried, about a second). Connections the kernel had completed but libmicrohttpd had not yet accepted
    /// (the listen backlog), and those whose handshake was under way and completes within ``handshakeSettle``, are
    /// taken from it and handed to libmicrohttpd before it closes, so they are answered too rather than reset;
    /// libmicrohttpd starts them on its own threads, and the stop waits for that as well. From the start of the stop
    /// every answer carries `Connection: close`; a connection with no request in progress is closed once it has
    /// been idle ``idleBeforeClose``, and one parked for an answer still not ready ``parkedGrace``
    /// before the deadline is answered `503` (``stoppedBeforeAnswer``). Safe to call more than once: later calls
    /// return 0 at once.
    @discardableResult
    public func stop(timeout: Duration = .seconds(10)) -> Int {
        guard
            let running = daemon.withLock({ value -> DaemonHandle? in
                defer { value = nil }
                return value
            })?.pointer
        else { return 0 }
        stopping.store(true, ordering: .releasing)
        let listener = MHD_quiesce_daemon(running)
        if listener >= 0 {
            // Whatever the time between the last accept and the close (a thread can be preempted there for
            // milliseconds), nothing is reset: from here on no new handshake starts, and the ones under way have
            // had their time to complete.
            _ = masthead_refuse_new_connections(listener)
            adoptBacklog(of: running, listener: listener, until: .now() + Server.handshakeSettle)
            close(listener)
        }
        let deadline = MonotonicInstant.now() + timeout
        // Answers still not ready this close to the deadline are given up, with a 503, so that they are sent in time.
        let giveUp = deadline - min(timeout / 5, Server.parkedGrace)
        var gaveUp = false
        // The connections still open and the sockets handed over but not yet started, read once a round, and what
        // ends the wait is what is reported: reading them again afterwards counted as cut a connection that
        // libmicrohttpd started between the two reads, after the wait had seen none open.
        var cut = connectionGauge.count.load(ordering: .acquiring) + adopted.withLock(\.count)
        while cut > 0, MonotonicInstant.now() < deadline {
            if !gaveUp, MonotonicInstant.now() >= giveUp {
                gaveUp = true
                answerParked()
            }
            closeIdleConnections()
            usleep(5_000)
            cut = connectionGauge.count.load(ordering: .acquiring) + adopted.withLock(\.count)
        }
        closeParking()
        MHD_stop_daemon(running)
        Unmanaged.passUnretained(self).release()
        return cut
    }

    /// Hands every connection that reaches the listen backlog before `deadline` to libmicrohttpd. Each socket is
    /// noted before it is handed over and forgotten when libmicrohttpd starts it (``serverConnectionNotify``):
    /// until then it is neither counted nor answered. Wraps `MHD_add_connection`.
    private func adoptBacklog(of running: OpaquePointer, listener: Int32, until deadline: MonotonicInstant) {
        while true {
            let left = deadline - .now()
            let socket = masthead_accept_pending(listener, Int32(max(0, left / .milliseconds(1))))
            guard socket >= 0 else { return }
            var address = sockaddr_storage()
            let length = masthead_peer_address(socket, &address)
            adopted.withLock { _ = $0.insert(socket) }
            let added = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    MHD_add_connection(running, socket, $0, length)
                }
            }
            // Refused (over the connection limit): libmicrohttpd has closed the socket.
            if added != .YES { adopted.withLock { _ = $0.remove(socket) } }
        }
    }

    /// Shuts the socket of every connection idle long enough with nothing unread, so that libmicrohttpd reads its
    /// end and closes it. The registry's lock keeps each socket open meanwhile: libmicrohttpd reports a connection
    /// closed (which takes the lock) before it closes its socket. Wraps `shutdown(2)`.
    private func closeIdleConnections() {
        let now = MonotonicInstant.now()
        connectionStates.withLock { states in
            for state in states.values where !state.shut.load(ordering: .relaxed) {
                guard !state.busy.load(ordering: .acquiring),
                    now - state.idleSince.load(ordering: .relaxed) >= Server.idleBeforeClose,
                    let connection = OpaquePointer(bitPattern: state.address)
                else { continue }
                let socket = masthead_mhd_connection_fd(connection)
                guard socket >= 0 else { continue }
                // Bytes already waiting are a request libmicrohttpd has yet to read: not idle.
                var byte: UInt8 = 0
                if recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) > 0 { continue }
                state.shut.store(true, ordering: .relaxed)
                shutdown(socket, Int32(SHUT_RDWR))
            }
        }
    }
}
