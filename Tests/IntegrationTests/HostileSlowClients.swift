import Foundation
import Synchronization

/// Connections driven from one background thread: the trickling ones send a request head one byte a second and
/// never finish it; the silent ones send nothing. The thread also notes when the server closes each of them.
final class HostileSlowClients: Sendable {
    let trickling: [Int32]
    let silent: [Int32]
    private let isTrickling = Atomic<Bool>(true)
    private let isRunning = Atomic<Bool>(true)
    private let closedAt = Guarded<[Int32: ContinuousClock.Instant]>([:])
    private let finished = DispatchSemaphore(value: 0)

    /// The head the trickling connections send, then `a` forever: the header block never ends.
    static let head = Array("GET /v1/geometry HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8)

    init(trickling: [Int32], silent: [Int32]) {
        self.trickling = trickling
        self.silent = silent
    }

    /// Starts the driving thread.
    func start() {
        let thread = Thread { [self] in
            var sent = 0
            var nextByte = ContinuousClock.now
            while isRunning.load(ordering: .acquiring) {
                let now = ContinuousClock.now
                noteClosed(at: now)
                if isTrickling.load(ordering: .acquiring) && now >= nextByte {
                    var byte = sent < Self.head.count ? Self.head[sent] : UInt8(ascii: "a")
                    for descriptor in trickling where closedAt.withLock({ $0[descriptor] == nil }) {
                        _ = Foundation.send(descriptor, &byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                    }
                    sent += 1
                    nextByte = now + .seconds(1)
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            finished.signal()
        }
        thread.start()
    }

    /// Stops sending; returns when the last byte had been sent.
    func stopTrickling() -> ContinuousClock.Instant {
        isTrickling.store(false, ordering: .releasing)
        Thread.sleep(forTimeInterval: 0.15)
        return ContinuousClock.now
    }

    /// Stops the thread and waits for it to end.
    func finish() {
        guard isRunning.exchange(false, ordering: .acquiringAndReleasing) else { return }
        finished.wait()
    }

    /// When the server closed `descriptor`, as seen by the thread (to within a tenth of a second).
    func closedTime(_ descriptor: Int32) -> ContinuousClock.Instant? {
        closedAt.withLock { $0[descriptor] }
    }

    /// How many connections the server has not closed yet.
    var openCount: Int {
        closedAt.withLock { closed in (trickling + silent).filter { closed[$0] == nil }.count }
    }

    private func noteClosed(at now: ContinuousClock.Instant) {
        var buffer = [UInt8](repeating: 0, count: 512)
        for descriptor in trickling + silent where closedAt.withLock({ $0[descriptor] == nil }) {
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
                if count > 0 { continue }
                if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    closedAt.withLock { $0[descriptor] = now }
                }
                break
            }
        }
    }
}
