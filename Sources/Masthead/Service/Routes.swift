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
        let catalog = catalogBytes()
        router.add(["GET"], "/v1/catalog") { request in
            guard request.query.isEmpty else {
                throw HTTPError.badRequest("/v1/catalog takes no parameters", parameter: request.query[0].name)
            }
            var response = Response(contentType: "application/json", body: catalog)
            response.headers.add("Cache-Control", "public, max-age=86400")
            return response
        }
        let description = OpenAPIDocument.bytes(endpoints: endpoints)
        router.add(["GET"], "/openapi.json") { request in
            guard request.query.isEmpty else {
                throw HTTPError.badRequest("/openapi.json takes no parameters", parameter: request.query[0].name)
            }
            var response = Response(contentType: "application/json", body: description)
            response.headers.add("Cache-Control", "public, max-age=86400")
            return response
        }
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

    private static func catalogBytes() -> [UInt8] {
        var json = JSONWriter(capacity: 8192)
        Catalog.writeJSON(into: &json) { json in
            json.key("parameters")
            json.value(.array(ParameterTable.all.map(\.catalogEntry)))
        }
        return json.bytes
    }
}
