import Synchronization

/// Whether the service wants new traffic: true from the start, false from the stop signal on, so that `/readyz`
/// turns a load balancer away while requests already on their way are still answered.
public final class Readiness: Sendable {
    private let ready = Atomic<Bool>(true)

    /// A service that is ready.
    public init() {}

    /// Whether `/readyz` answers 200.
    public var isReady: Bool { ready.load(ordering: .relaxed) }

    /// From now on `/readyz` answers 503; there is no way back.
    public func stopAccepting() {
        ready.store(false, ordering: .relaxed)
    }
}
