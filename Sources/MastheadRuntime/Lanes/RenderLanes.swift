import MastheadEndpoints
import MastheadHTTP

/// Where a job is rendered, by its estimated cost (``RenderCost``): refused over ``maxCost``, on the connection's
/// own thread up to ``threshold``, on the render pool above it.
struct RenderLanes: Sendable {
    /// The most a request may cost (`--max-request-cost`); more is refused with a `400`.
    let maxCost: Int
    /// The most a job rendered on a connection thread may cost (`--render-threshold`).
    let threshold: Int
    /// The render lane; `nil` renders everything in the calling thread (``InProcessService``).
    let pool: RenderPool?
    /// Render times, shed and dropped requests, requests in flight.
    let metrics: RenderMetrics

    /// Lanes with a render pool of `threads` threads and a queue of `queueCost` units, or none when `threads` is
    /// `nil`.
    init(maxCost: Int, threshold: Int, threads: Int?, queueCost: Int, metrics: RenderMetrics) {
        self.maxCost = maxCost
        self.threshold = threshold
        self.metrics = metrics
        pool = threads.map { RenderPool(threads: $0, budget: queueCost, metrics: metrics) }
    }

    /// The `400` for a job over ``maxCost``, if it is.
    func refusal(for cost: RenderCost) -> HTTPError? {
        cost.isEstimated && cost.units > maxCost ? cost.refusal(limit: maxCost) : nil
    }

    /// Whether a job of `cost` goes to the render pool: above the threshold, or not estimated at all.
    func isCostly(_ cost: RenderCost) -> Bool {
        pool != nil && (!cost.isEstimated || cost.units > threshold)
    }
}
