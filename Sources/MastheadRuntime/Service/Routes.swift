import MastheadAudit
import MastheadEndpoints
import MastheadFormat
import MastheadGeometry
import MastheadHTTP
import MastheadParameters

/// The service's routes, in one table.
package enum Routes {
    package static let endpoints: [any Endpoint] = [
        GeometryEndpoint(), TimelineEndpoint(), PreviewEndpoint(), FilmstripEndpoint(), CurvesEndpoint(),
        PNGEndpoint(PreviewEndpoint()), PNGEndpoint(FilmstripEndpoint()), LottieEndpoint(),
        ScrollPageEndpoint(kind: .html), ScrollPageEndpoint(kind: .css), AnimatedSVGEndpoint(), AuditEndpoint(),
    ]

    /// Sets the server's body limits: an endpoint's JSON body may carry an `image`, and so be up to
    /// ``Limits/imageBodyBytes`` (the endpoint refuses a larger than usual body without one); every other path keeps
    /// the server's usual limit.
    package static func limitBodies(of server: inout ServerConfiguration) {
        server.largeBodyPaths = Set(endpoints.map(\.path))
        server.largeBodyLimit = Limits.imageBodyBytes
    }

    static func make(
        configuration: ServiceConfiguration, responder: EndpointResponder, metrics: ServiceMetrics,
        isReady: @escaping @Sendable () -> Bool,
        openConnections: @escaping @Sendable () -> Int, servesFiles: Bool = true
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
        // Its 503 is an error answer like every other, problem+json.
        router.add(["GET"], "/readyz") { _ in
            var response =
                isReady()
                ? Response(contentType: "application/json", text: #"{"status":"ready"}"#)
                : HTTPError(
                    status: 503,
                    detail: "the service is draining before it stops: it still answers, but new requests belong "
                        + "to another instance"
                ).response
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        router.add(["GET"], "/metrics") { _ in
            Response(
                contentType: "text/plain; version=0.0.4; charset=utf-8",
                text: metrics.exposition(openConnections: openConnections()))
        }
        guard servesFiles, let folder = configuration.publicDirectory else { return router }
        let files = try StaticFiles(folder: folder)
        router.setFallback { request in try Routes.revalidated(files.respond(to: request), request: request) }
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

    /// A playground file with an entity tag of its bytes, or `304` to an `If-None-Match` that names it. The files are
    /// read afresh for every request (an edit shows at the next reload) and stay `no-cache`: a browser asks again
    /// each time, and is answered without the body while its copy is current.
    static func revalidated(_ file: Response, request: Request) -> Response {
        let entityTag = CanonicalKey.entityTag(ofDocument: file.body, version: ServiceVersion.current)
        var response = file
        SecurityHeaders.decoratePlayground(&response)
        if let match = request.headers["If-None-Match"], EndpointResponder.matches(match, entityTag) {
            // With the body the 200 would carry, for its Content-Length; none is sent with a 304.
            response.status = 304
            response.headers = Headers(response.headers.fields.filter { $0.name != "Content-Type" })
        }
        response.headers.add("ETag", entityTag)
        return response
    }

    private static func catalogBytes() -> [UInt8] {
        var json = JSONWriter(capacity: 8192)
        Catalog.writeJSON(into: &json) { json in
            json.key("parameters")
            json.value(.array(ParameterTable.all.map(\.catalogEntry)))
            json.key("auditRules")
            json.value(.array(AuditRule.allCases.map(\.catalogEntry)))
        }
        return json.bytes
    }
}
