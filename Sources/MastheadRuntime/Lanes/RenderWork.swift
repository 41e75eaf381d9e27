import MastheadHTTP
import MastheadSupport

/// One costly job waiting for, or running on, a render thread (``RenderPool``): its estimated cost, the route it
/// answers (for the metrics), the answer its parked connection waits for, and the work that makes that answer.
struct RenderWork: Sendable {
    /// Estimated cost (``RenderCost/units``).
    let cost: Int
    /// The endpoint's index in the metrics (``RenderMetrics/route(of:)``).
    let route: Int?
    /// Completed with the answer; the server sends it on the parked connection.
    let deferred: DeferredResponse
    /// Renders the answer; errors are already answers here.
    let render: @Sendable () -> Response
    /// When it was queued.
    let queued = MonotonicInstant.now()
}
