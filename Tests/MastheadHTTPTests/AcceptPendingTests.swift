import CMicroHTTPD
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `masthead_accept_pending`, which the stop uses to take the listen backlog for a while: it waits for the whole
/// time it is given, through a signal, and no longer; and it returns a connection that arrives meanwhile.
@Suite struct AcceptPendingTests {
    /// A listening socket on a free loopback port, and that port.
    private func listener() throws -> (socket: Int32, port: UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 8) == 0
                    && getsockname(socket, pointer, &length) == 0
            }
        }
        try #require(bound)
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// A signal in the middle of the wait (its `poll` returns `EINTR`) neither ends it nor starts it over: the
    /// wait ends at its deadline, 400 ms from the start, not 400 ms after the signal (700 ms).
    @Test func waitsTheWholeTimeThroughASignal() throws {
        let (socket, _) = try listener()
        defer { close(socket) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigaction(SIGUSR1, &action, nil)
        // The wait runs on a thread of its own with the signal unblocked (the test's threads may block it).
        let waiter = Mutex<pthread_t?>(nil)
        let outcome = Mutex<(socket: Int32, milliseconds: Double)?>(nil)
        let start = ContinuousClock.now
        let thread = Thread {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            waiter.withLock { $0 = pthread_self() }
            let taken = masthead_accept_pending(socket, 400)
            let waited = milliseconds(since: start)
            outcome.withLock { $0 = (taken, waited) }
        }
        thread.start()
        usleep(300_000)
        let target = try #require(waiter.withLock { $0 })
        pthread_kill(target, SIGUSR1)
        while outcome.withLock({ $0 }) == nil { usleep(5_000) }
        let (taken, waited) = try #require(outcome.withLock { $0 })
        #expect(taken == -1)
        #expect(waited >= 399, "waited \(waited) ms of 400")
        #expect(waited < 650, "waited \(waited) ms of 400")
    }

    /// A connection completed during the wait is returned as soon as it is there.
    @Test func returnsAConnectionThatArrivesDuringTheWait() throws {
        let (socket, port) = try listener()
        defer { close(socket) }
        let client = Mutex<Int32>(-1)
        let connector = Thread {
            usleep(50_000)
            let connected = connectClient(port: port)
            client.withLock { $0 = connected }
        }
        connector.start()
        defer {
            while client.withLock({ $0 }) < 0 { usleep(1_000) }
            close(client.withLock { $0 })
        }
        let taken = masthead_accept_pending(socket, 5_000)
        #expect(taken >= 0)
        if taken >= 0 { close(taken) }
    }

    /// A client socket connected to `port` on loopback.
    private func connectClient(port: UInt16) -> Int32 {
        let client = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return client
    }

    /// The IPv4 loopback address at `port` (0: any free port, for a listener).
    private func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return address
    }
}
