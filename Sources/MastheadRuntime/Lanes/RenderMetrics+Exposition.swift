import MastheadFormat

extension RenderMetrics {
    /// The exposition text of these metrics and of the render queue's `state` (``RenderQueue``) with its `budget`.
    func exposition(queue state: RenderQueue.Snapshot, budget: Int) -> String {
        var text = "# HELP masthead_render_queue_cost Estimated cost of the renders waiting for a render thread.\n"
        text += "# TYPE masthead_render_queue_cost gauge\nmasthead_render_queue_cost \(state.queuedCost)\n"
        text += "# HELP masthead_render_queue_cost_limit Most estimated cost the render queue holds.\n"
        text += "# TYPE masthead_render_queue_cost_limit gauge\nmasthead_render_queue_cost_limit \(budget)\n"
        text += "# HELP masthead_render_queue_depth Renders waiting for a render thread.\n"
        text += "# TYPE masthead_render_queue_depth gauge\nmasthead_render_queue_depth \(state.depth)\n"
        text += "# HELP masthead_in_flight Requests being worked on, by lane.\n# TYPE masthead_in_flight gauge\n"
        text += "masthead_in_flight{lane=\"connection\"} \(connectionLaneInFlight.load(ordering: .relaxed))\n"
        text += "masthead_in_flight{lane=\"render\"} \(state.running)\n"
        let endpoints = paths.enumerated()
        text += "# HELP masthead_shed_total Requests answered 503 at once: the render queue was full, or the service "
        text += "was stopping.\n# TYPE masthead_shed_total counter\n"
        for (index, route) in endpoints {
            text += "masthead_shed_total{route=\"\(route)\"} \(shedCount(route: index))\n"
        }
        text +=
            "# HELP masthead_render_dropped_total Queued renders dropped unrendered because their client had gone.\n"
        text += "# TYPE masthead_render_dropped_total counter\n"
        for (index, route) in endpoints {
            text += "masthead_render_dropped_total{route=\"\(route)\"} \(droppedCount(route: index))\n"
        }
        text += "# HELP masthead_render_duration_seconds Time to render an answer not found in the cache, by route "
        text += "and lane.\n# TYPE masthead_render_duration_seconds histogram\n"
        for (index, route) in endpoints {
            for lane in Lane.allCases {
                let (buckets, count, seconds) = histogram(route: index, lane: lane)
                guard count > 0 else { continue }
                let labels = "route=\"\(route)\",lane=\"\(lane.label)\""
                for (bucket, bound) in RenderMetrics.buckets.enumerated() {
                    text += "masthead_render_duration_seconds_bucket{\(labels),le=\"\(bound)\"} \(buckets[bucket])\n"
                }
                text += "masthead_render_duration_seconds_bucket{\(labels),le=\"+Inf\"} \(count)\n"
                text += "masthead_render_duration_seconds_sum{\(labels)} \(NumberFormat.string(seconds))\n"
                text += "masthead_render_duration_seconds_count{\(labels)} \(count)\n"
            }
        }
        return text
    }
}
