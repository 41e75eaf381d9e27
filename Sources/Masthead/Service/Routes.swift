import MastheadFormat
import MastheadGeometry
import MastheadHTTP

/// The service's routes, in one table.
enum Routes {
    static let endpoints: [any Endpoint] = [
        GeometryEndpoint(), TimelineEndpoint(), PreviewEndpoint(), FilmstripEndpoint(), CurvesEndpoint(),
        PNGEndpoint(PreviewEndpoint()), PNGEndpoint(FilmstripEndpoint()), LottieEndpoint(),
        ScrollPageEndpoint(kind: .html), ScrollPageEndpoint(kind: .css), AnimatedSVGEndpoint(),
    ]

    static func make(
        configuration: ServiceConfiguration, responder: EndpointResponder, metrics: ServiceMetrics,
        isReady: @escaping @Sendable () -> Bool,
        openConnections: @escaping @Sendable () -> Int
    ) throws -> Router {
        var router = Router()
        for endpoint in endpoints {
            router.add(["GET", "POST"], endpoint.path) { request in try responder.respond(request, endpoint: endpoint) }
        }
        addDocument("/v1/catalog", bytes: catalogBytes(), to: &router)
        addDocument("/openapi.json", bytes: OpenAPIDocument.bytes(endpoints: endpoints), to: &router)
        router.add(["GET"], "/healthz") { _ in
            Response(contentType: "application/json", text: #"{"status":"ok"}"#)
        }
        // Readiness, apart from liveness: 503 from the stop signal on, while the service still answers everything.
        router.add(["GET"], "/readyz") { _ in
            let ready = isReady()
            var response = Response(
                status: ready ? 200 : 503, contentType: "application/json",
                text: ready ? #"{"status":"ready"}"# : #"{"status":"draining"}"#)
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.add(["GET"], "/metrics") { _ in
            Response(
                contentType: "text/plain; version=0.0.4; charset=utf-8",
                text: metrics.exposition(openConnections: openConnections()))
        }
        let files = try StaticFiles(folder: configuration.publicDirectory)
        router.setFallback { request in try files.respond(to: request) }
        return router
    }

    /// A fixed JSON document at `path`: the same bytes for the life of the process, so it is answered like a cached
    /// endpoint answer, from one entry made at start (its entity tag worked out once, `304` to a matching
    /// `If-None-Match`).
    private static func addDocument(_ path: String, bytes: [UInt8], to router: inout Router) {
        let entry = ResponseCache.Entry(
            body: bytes, contentType: "application/json",
            entityTag: CanonicalKey.entityTag(ofDocument: bytes, version: ServiceVersion.current))
        router.add(["GET"], path) { request in
            guard request.query.isEmpty else {
                throw HTTPError.badRequest("\(path) takes no parameters", parameter: request.query[0].name)
            }
            return EndpointResponder.answer(entry, request: request, isGet: true)
        }
    }

    private static func catalogBytes() -> [UInt8] {
        var json = JSONWriter(capacity: 8192)
        Catalog.writeJSON(into: &json) { json in
            json.key("parameters")
            json.value(.array(ParameterTable.all.map(\.catalogEntry)))
        }
        return json.bytes
    }
}
