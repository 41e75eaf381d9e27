import Synchronization

/// An answer that is not ready when the handler returns. The handler returns ``Response/deferred(_:)`` at once and
/// completes this later, from any thread; meanwhile the server parks the request's connection (reading nothing more
/// from it, and not timing it out) and answers it as soon as it is complete.
///
/// Whoever does the work asks ``isClientGone`` before starting: a client that closed its connection while its
/// answer waited needs none, and its work can be dropped (the answer is then completed with anything, and never
/// sent). Only the first ``complete(_:)`` counts.
public final class DeferredResponse: Sendable {
    private struct State {
        var response: Response?
        /// Called once, when the response is set; installed by the server after it has parked the connection.
        var onReady: (@Sendable () -> Void)?
        /// Tells whether the client has gone; installed by the server, removed when the request ends.
        var probe: (@Sendable () -> Bool)?
        /// The request ended without this answer (the connection closed, or the server stopped).
        var abandoned = false
    }

    private let state = Mutex<State>(State())

    /// A deferred answer, not yet complete.
    public init() {}

    /// Sets the answer and has the server send it. Returns `false`, and changes nothing, when it was complete
    /// already.
    @discardableResult
    public func complete(_ response: Response) -> Bool {
        let ready = state.withLock { state -> (@Sendable () -> Void)?? in
            guard state.response == nil else { return .none }
            var response = response
            response.deferred = nil
            state.response = response
            defer { state.onReady = nil }
            return .some(state.onReady)
        }
        guard case .some(let onReady) = ready else { return false }
        onReady?()
        return true
    }

    /// Whether the answer has been set.
    public var isComplete: Bool { state.withLock { $0.response != nil } }

    /// Whether the client has closed its connection (or the request has otherwise ended) while the answer waited:
    /// nobody will read it. Looks at the connection's socket without reading from it.
    public var isClientGone: Bool {
        state.withLock { state in
            if state.abandoned { return true }
            return state.probe?() ?? false
        }
    }

    /// Installs what the server calls once the answer is set (at once when it is already) and how it tells that the
    /// client has gone.
    func park(probe: @escaping @Sendable () -> Bool, onReady: @escaping @Sendable () -> Void) {
        let readyNow = state.withLock { state -> Bool in
            state.probe = probe
            guard state.response == nil else { return true }
            state.onReady = onReady
            return false
        }
        if readyNow { onReady() }
    }

    /// The answer, once complete.
    func take() -> Response? {
        state.withLock { $0.response }
    }

    /// The request has ended (its connection closed, or the server stopped): the answer will never be sent, and its
    /// socket is not looked at any more.
    func abandon() {
        state.withLock { state in
            state.abandoned = true
            state.probe = nil
            state.onReady = nil
        }
    }
}
