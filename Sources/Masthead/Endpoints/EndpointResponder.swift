import MastheadHTTP

/// Answers a `/v1` endpoint: decodes the request, answers `304` to a matching `If-None-Match`, serves repeated
/// requests from the cache, and otherwise renders and caches the body.
///
/// `GET` answers carry a strong `ETag` and `Cache-Control: public, max-age=86400`; SVG answers carry a
/// `Content-Security-Policy` that forbids scripts and `X-Content-Type-Options: nosniff`.
struct EndpointResponder: Sendable {
    static let version = "masthead/1.0.0"

    let context: RenderContext
    let cache: ResponseCache
    let metrics: ServiceMetrics

    func respond(_ request: Request, endpoint: any Endpoint) throws(HTTPError) -> Response {
        let parameters = try ParameterSet(request: request, allowed: endpoint.parameterNames)
        let job = try endpoint.job(ParameterReader(parameters: parameters), context: context)
        let isGet = request.method != "POST"
        let entityTag = job.key.entityTag(version: EndpointResponder.version)
        if isGet, let match = request.headers["If-None-Match"], EndpointResponder.matches(match, entityTag) {
            var response = Response(status: 304)
            decorate(&response, entityTag: entityTag, contentType: job.contentType, isGet: true)
            return response
        }
        let body: [UInt8]
        if let cached = cache.get(job.key.text) {
            metrics.cacheHit()
            body = cached.body
        } else {
            metrics.cacheMiss()
            body = job.render()
            cache.put(job.key.text, ResponseCache.Entry(body: body, contentType: job.contentType, entityTag: entityTag))
        }
        var response = Response(status: 200, contentType: job.contentType, body: body)
        decorate(&response, entityTag: entityTag, contentType: job.contentType, isGet: isGet)
        return response
    }

    private func decorate(_ response: inout Response, entityTag: String, contentType: String, isGet: Bool) {
        if isGet {
            response.headers.add("ETag", entityTag)
            response.headers.add("Cache-Control", "public, max-age=86400")
        }
        if contentType.hasPrefix("image/svg+xml") {
            response.headers.add("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
            response.headers.add("X-Content-Type-Options", "nosniff")
        }
    }

    /// Whether an `If-None-Match` value (a list of tags, or `*`) matches `entityTag`. Weak tags (`W/"…"`) match by
    /// their opaque part, as RFC 9110 asks for `If-None-Match`.
    static func matches(_ header: String, _ entityTag: String) -> Bool {
        for candidate in header.split(separator: ",") {
            var tag = candidate.trimmingCharacters(in: " \t")
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag == entityTag { return true }
        }
        return false
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
