import CMicroHTTPD
import Synchronization

/// Marks a response as the same bytes every time it is sent (a cached answer), so the server can build its
/// libmicrohttpd response once and queue that one object again for every later request: no copy of the body,
/// no header fields added again.
///
/// Give the same instance to every ``Response`` that carries this answer (keep it beside the cached body). The
/// first send prepares it with the server's default headers; a response whose status, headers or body differ must
/// not carry it. libmicrohttpd counts references to a queued response under its own lock, so several threads may
/// send it at once; it is destroyed when the last owner lets go.
public final class ReusableResponse: Sendable {
    /// The prepared `MHD_Response *` as an address; 0 until the first send. Set once, by compare-and-exchange.
    private let prepared = Atomic<Int>(0)

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

    deinit {
        if let pointer = OpaquePointer(bitPattern: prepared.load(ordering: .acquiring)) {
            MHD_destroy_response(pointer)
        }
    }
}
