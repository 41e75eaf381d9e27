extension RenderLanes {
    /// The lanes `configuration` asks for, with the render pool when `pooled` (a server), without it when not (the
    /// in-process service, which answers in the calling thread), and metrics for every endpoint of ``Routes``.
    init(configuration: ServiceConfiguration, pooled: Bool) {
        self.init(
            maxCost: configuration.maxRequestCost, threshold: configuration.renderThreshold,
            threads: pooled ? configuration.renderThreads : nil, queueCost: configuration.renderQueueCost,
            metrics: RenderMetrics(paths: Routes.endpoints.map(\.path)))
    }
}
