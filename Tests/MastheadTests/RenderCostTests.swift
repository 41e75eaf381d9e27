import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadRuntime

/// Every endpoint estimates what a request costs before any work, the estimate grows with the parameters that make
/// the work grow, and the default limit lets every default request through and stops the costliest ones.
struct RenderCostTests {
    /// For every endpoint: a light request and a heavier one of the same endpoint.
    static let requests: [(path: String, light: String, heavy: String)] = [
        ("/v1/geometry", "style=large", "style=large&offset=300"),
        ("/v1/timeline", "style=large&to=10", "style=large&to=2000"),
        ("/v1/preview.svg", "style=large&rows=2", "style=large&rows=40&text=paths"),
        ("/v1/filmstrip.svg", "style=large&frames=2", "style=large&frames=12&rows=100&crop=4000"),
        ("/v1/curves.svg", "style=large&to=100", "style=large&to=1500"),
        ("/v1/preview.png", "style=large&scale=1", "style=large&scale=3"),
        ("/v1/filmstrip.png", "style=large&frames=2&scale=1", "style=large&frames=12&rows=100&crop=2000"),
        ("/v1/scroll.lottie.json", "style=large&to=50", "style=large&to=2000"),
        ("/v1/scroll.html", "style=large&to=50", "style=large&to=2000"),
        ("/v1/scroll.css", "style=large&to=50", "style=large&to=2000"),
        ("/v1/scroll.svg", "style=large&to=50", "style=large&to=2000"),
        ("/v1/audit", "style=large&textSizes=large&to=10", "style=large&step=0.2"),
    ]

    static func cost(_ path: String, _ query: String) throws -> RenderCost {
        let endpoint = try #require(Routes.endpoints.first { $0.path == path })
        let reader = try PreviewHarness.reader(query, allowed: endpoint.parameterNames)
        return try endpoint.job(reader, context: PreviewHarness.context).cost
    }

    @Test func everyEndpointHasRequestsInTheTable() {
        let covered = Set(RenderCostTests.requests.map(\.path))
        for endpoint in Routes.endpoints {
            #expect(covered.contains(endpoint.path), "\(endpoint.path) has no cost test")
        }
    }

    @Test(arguments: RenderCostTests.requests)
    func theEstimateIsGivenAndGrowsWithTheWork(path: String, light: String, heavy: String) throws {
        let lighter = try RenderCostTests.cost(path, light)
        let heavier = try RenderCostTests.cost(path, heavy)
        #expect(lighter.isEstimated && lighter.units > 0)
        #expect(heavier.units >= lighter.units)
        if path != "/v1/geometry" { #expect(heavier.units > lighter.units) }
        #expect(!heavier.drivers.isEmpty || path == "/v1/geometry")
        // Every default request fits the default limit.
        let defaults = try RenderCostTests.cost(path, "")
        #expect(defaults.units <= ServiceConfiguration().maxRequestCost)
    }

    @Test(arguments: [
        ("/v1/geometry", "style=large", false),
        ("/v1/preview.svg", "style=large&rows=200&text=paths", false),
        ("/v1/timeline", "style=large&to=2000", false),
        ("/v1/preview.png", "style=large&scale=1", true),
        ("/v1/filmstrip.png", "style=large", true),
        ("/v1/filmstrip.svg", "style=large&frames=12&rows=200&crop=8000&height=8000", true),
    ])
    func cheapWorkStaysOnTheConnectionThreadAndRastersGoToTheRenderThreads(
        path: String, query: String, costly: Bool
    ) throws {
        let threshold = ServiceConfiguration().renderThreshold
        #expect((try RenderCostTests.cost(path, query).units > threshold) == costly)
    }

    @Test func theCostliestRequestIsRefusedNamingWhatToChangeAndByHowMuch() throws {
        let worst = try RenderCostTests.cost(
            "/v1/filmstrip.png", "style=large&frames=12&rows=200&scale=4&crop=8000&height=8000&text=paths")
        let limit = ServiceConfiguration().maxRequestCost
        #expect(worst.units > 4 * limit)
        let refusal = worst.refusal(limit: limit)
        #expect(refusal.status == 400)
        #expect(refusal.parameter == "frames")
        #expect(refusal.detail.contains("change frames, rows or crop"), "\(refusal.detail)")
        #expect(refusal.detail.contains("crop from 8000 to"), "\(refusal.detail)")
    }

    @Test func aJobWithoutAnEstimateIsTakenForCostly() {
        let lanes = RenderLanes(
            maxCost: 100, threshold: 10, threads: 1, queueCost: 100, metrics: RenderMetrics(paths: []))
        #expect(lanes.isCostly(.unestimated))
        #expect(lanes.refusal(for: .unestimated) == nil)
        #expect(!lanes.isCostly(RenderCost(units: 10)))
        #expect(lanes.refusal(for: RenderCost(units: 101))?.status == 400)
    }
}
