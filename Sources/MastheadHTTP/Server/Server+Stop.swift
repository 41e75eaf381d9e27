import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

extension Server {
    /// How long a connection must have been idle before the stop closes it: long enough for a client that has just
    /// connected, or has just read an answer, to send the request it is about to send.
    static let idleBeforeClose: UInt64 = 200_000

    /// Stops: accepts no more connections, answers every request on every connection already accepted, and
    /// returns how many connections were still open after `timeout` and so were cut (0 for a clean stop).
    ///
    /// Connections the kernel has completed but libmicrohttpd has not yet accepted (the listen backlog) are taken
    /// from the listening socket and handed to libmicrohttpd before the socket closes, so they are answered too
    /// rather than reset; libmicrohttpd starts them on its own threads, and the stop waits for that as well. (A
    /// connection one of those threads was accepting at that very moment may be counted for one of them; it is
    /// waited for as an open connection all the same.) From the start of the stop every answer carries
    /// `Connection: close`; a connection with no request in progress is closed once it has been idle
    /// ``idleBeforeClose`` microseconds. Safe to call more than once: later calls return 0 at once.
    @discardableResult
    public func stop(timeout: Duration = .seconds(10)) -> Int {
        guard let running = daemon.withLock({ value -> DaemonHandle? in
            defer { value = nil }
            return value
        })?.pointer else { return 0 }
        stopping.store(true, ordering: .releasing)
        let listener = MHD_quiesce_daemon(running)
        if listener >= 0 {
            unstarted.add(Int(masthead_mhd_adopt_backlog(running, listener)), ordering: .releasing)
            close(listener)
        }
        let deadline = ContinuousClock.now + timeout
        while connections.load(ordering: .acquiring) > 0 || unstarted.load(ordering: .acquiring) > 0,
            ContinuousClock.now < deadline
        {
            closeIdleConnections()
            usleep(5_000)
        }
        let cut = connections.load(ordering: .acquiring) + max(0, unstarted.load(ordering: .acquiring))
        MHD_stop_daemon(running)
        Unmanaged.passUnretained(self).release()
        return cut
    }

    /// Shuts the socket of every connection idle long enough with nothing unread, so that libmicrohttpd reads its
    /// end and closes it. The registry's lock keeps each socket open meanwhile: libmicrohttpd reports a connection
    /// closed (which takes the lock) before it closes its socket. Wraps `shutdown(2)`.
    private func closeIdleConnections() {
        let now = Exchange.now()
        connectionStates.withLock { states in
            for state in states.values where !state.shut.load(ordering: .relaxed) {
                guard !state.busy.load(ordering: .acquiring),
                    now &- state.idleSince.load(ordering: .relaxed) >= Server.idleBeforeClose,
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
