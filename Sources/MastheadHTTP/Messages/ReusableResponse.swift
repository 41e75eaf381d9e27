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
    private let prepared = Mutex<PreparedPointer?>(nil)

    /// Creates an empty slot; nothing is prepared until the first send.
    public init() {}

    /// The prepared libmicrohttpd response, made by `make` on first use.
    func pointer(_ make: () -> OpaquePointer?) -> OpaquePointer? {
        prepared.withLock { slot in
            if let slot { return slot.pointer }
            guard let made = make() else { return nil }
            slot = PreparedPointer(pointer: made)
            return made
        }
    }

    deinit {
        prepared.withLock { slot in
            if let slot { MHD_destroy_response(slot.pointer) }
            slot = nil
        }
    }
}

/// A libmicrohttpd response pointer that may be queued from any thread (its reference count is locked inside).
struct PreparedPointer: @unchecked Sendable {
    let pointer: OpaquePointer
}
