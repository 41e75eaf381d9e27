import MastheadHTTP

/// The service's routes, in one table.
enum Routes {
    static func make(configuration: ServiceConfiguration) throws -> Router {
        var router = Router()
        router.add(["GET"], "/healthz") { _ in
            Response(contentType: "application/json", text: #"{"status":"ok"}"#)
        }
        let files = try StaticFiles(folder: configuration.publicDirectory)
        router.setFallback { request in try files.respond(to: request) }
        return router
    }
}
