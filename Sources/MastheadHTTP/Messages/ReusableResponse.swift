import CMicroHTTPD
import Synchronization

/// Marks a response as the same bytes every time it is sent (a cached answer), so the server can build its
/// libmicrohttpd response once and queue it again for later requests: no copy of the body, no header fields added
/// again.
///
/// Give the same instance to every ``Response`` that carries this answer (keep it beside the cached body). The
/// first send prepares it with the server's default headers; a response whose status, headers or body differ must
/// not carry it. libmicrohttpd counts references to a queued response under its own lock, so several threads may
/// send it at once; it is destroyed when the last owner lets go.
///
/// A server that gives each answer fields of its own (`X-Request-ID`, `Server-Timing`) cannot send one object to
/// every request. It borrows one (``borrow(_:)``) that no other request is using, adds the request's fields, and
/// gives it back without them once the request is over (``giveBack(_:)``): the answer's own fields (ten or so, a
/// few hundred nanoseconds of allocation each in libmicrohttpd) are added once per copy, not once per request.
public final class ReusableResponse: Sendable {
    /// The prepared `MHD_Response *` as an address; 0 until the first send. Set once, by compare-and-exchange.
    private let prepared = Atomic<Int>(0)
    /// Copies not lent to any request (`MHD_Response *` addresses), with the answer's own fields only.
    private let idle = Mutex<[Int]>([])

    /// The most copies kept idle. A copy is lent from the answer being queued until its request is over, which on
    /// loopback is the same pass of the connection's thread: more than one copy per connection thread seldom helps.
    static let maximumIdle = 4

    /// Creates an empty slot; nothing is prepared until the first send.
    public init() {}

    /// The prepared libmicrohttpd response, made by `make` on first use. Two threads racing to make it both may;
    /// the loser destroys its copy and uses the winner's.
    func pointer(_ make: () -> OpaquePointer?) -> OpaquePointer? {
        let current = prepared.load(ordering: .acquiring)
        if current != 0 { return OpaquePointer(bitPattern: current) }
        guard let made = make() else { return nil }
        let (exchanged, existing) = prepared.compareExchange(
            expected: 0, desired: Int(bitPattern: made), ordering: .acquiringAndReleasing)
        if exchanged { return made }
        MHD_destroy_response(made)
        return OpaquePointer(bitPattern: existing)
    }

    /// A copy that no other request is using, made by `make` when none is idle. The caller owns it until it gives it
    /// back, with any field it added taken away again.
    func borrow(_ make: () -> OpaquePointer?) -> OpaquePointer? {
        if let address = idle.withLock({ $0.popLast() }) { return OpaquePointer(bitPattern: address) }
        return make()
    }

    /// Takes back a copy from ``borrow(_:)``, as it was lent; destroys it when enough are idle already.
    func giveBack(_ response: OpaquePointer) {
        let kept = idle.withLock { copies in
            guard copies.count < ReusableResponse.maximumIdle else { return false }
            copies.append(Int(bitPattern: response))
            return true
        }
        if !kept { MHD_destroy_response(response) }
    }

    deinit {
        if let pointer = OpaquePointer(bitPattern: prepared.load(ordering: .acquiring)) {
            MHD_destroy_response(pointer)
        }
        for address in idle.withLock({ $0 }) {
            if let pointer = OpaquePointer(bitPattern: address) { MHD_destroy_response(pointer) }
        }
    }
}
