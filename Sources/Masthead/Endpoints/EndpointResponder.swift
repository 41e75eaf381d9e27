import MastheadHTTP
import MastheadText

/// Answers a `/v1` endpoint: decodes the request, answers `304` to a matching `If-None-Match`, serves repeated
/// requests from the cache, and otherwise renders and caches the body.
///
/// `GET` answers carry a strong `ETag` and `Cache-Control: public, max-age=86400`; SVG answers carry a
/// `Content-Security-Policy` that forbids scripts and `X-Content-Type-Options: nosniff`.
struct EndpointResponder: Sendable {
    static let version = "masthead/1.0.0"

    let context: RenderContext
    let cache: ResponseCache
    /// The decoded scenes of recent requests, by ``ScrubQuery/sceneKey``: a slider's scene is used again and again
    /// and stays; scenes seen once age out.
    let scenes = BoundedCache<CacheKey, any Scene>(capacity: 4096)
    /// Which raw requests came lately, for answers cached only on their second request.
    let repeats = RepeatFilter(slots: 16_384)
    /// Returns the heap's free memory to the system after every so many large documents.
    let trimmer = HeapTrimmer()
    let metrics: ServiceMetrics

    func respond(_ request: Request, endpoint: any Endpoint) throws(HTTPError) -> Response {
        let isGet = request.method != "POST"
        // A request seen before, byte for byte, is answered without decoding it again.
        let rawKey = EndpointResponder.rawKey(request, path: endpoint.path)
        if let rawKey, let cached = cache.get(rawKey) {
            metrics.cacheHit()
            return answer(cached, request: request, isGet: isGet)
        }
        let reader = ParameterReader(parameters: try ParameterSet(request: request, allowed: endpoint.parameterNames))
        let job: Job
        if let scrubbable = endpoint as? any ScrubbableEndpoint {
            let scene = try scrubbable.scene(reader, context: context)
            if isGet, let rawQuery = request.rawQuery, let split = ScrubQuery(path: endpoint.path, query: rawQuery) {
                scenes.store(scene, for: split.sceneKey)
            }
            job = scene.job(offset: scene.offset)
        } else {
            job = try endpoint.job(reader, context: context)
        }
        let entry = self.entry(for: job)
        if let rawKey { cache.put(rawKey, entry) }
        return answer(entry, request: request, isGet: isGet)
    }

    /// The cached answer for `job`'s canonical key, or the job rendered and cached. With `keep` false (a slider's
    /// offset asked for the first time), the cache is neither searched nor filled: the answer is rendered, and the
    /// same bytes as any cached copy.
    func entry(for job: Job, keep: Bool = true) -> ResponseCache.Entry {
        let key = keep ? job.key.cacheKey : nil
        if let key, let cached = cache.get(key) {
            metrics.cacheHit()
            return cached
        }
        metrics.cacheMiss()
        var body = job.render()
        defer { trimmer.noteDocument(of: body.count) }
        if keep, body.capacity > body.count + body.count / 8 + 256 {
            // Renderers reserve generously; a cached body keeps only what it uses.
            body = Array(body[...])
        }
        let entry = ResponseCache.Entry(
            body: body, contentType: job.contentType, entityTag: job.key.entityTag(version: EndpointResponder.version))
        if let key { cache.put(key, entry) }
        return entry
    }

    /// The raw key of a network request: the path with the query as sent (GET) or the body (POST).
    static func rawKey(_ request: Request, path: String) -> CacheKey? {
        if request.method == "POST" {
            guard request.query.isEmpty else { return nil }  // refused by decoding; never cached
            return CacheKey(raw: UInt8(ascii: "P"), path: path, payload: request.body)
        }
        guard let rawQuery = request.rawQuery else { return nil }
        return CacheKey(raw: UInt8(ascii: "G"), path: path, payload: rawQuery.utf8)
    }

    private func answer(_ entry: ResponseCache.Entry, request: Request, isGet: Bool) -> Response {
        if isGet, let match = request.headers["If-None-Match"], EndpointResponder.matches(match, entry.entityTag) {
            var response = Response(status: 304)
            EndpointResponder.decorate(
                &response, entityTag: entry.entityTag, contentType: entry.contentType, isGet: true)
            return response
        }
        if isGet { return entry.getResponse }
        var response = Response(status: 200, contentType: entry.contentType, body: entry.body)
        EndpointResponder.decorate(&response, entityTag: entry.entityTag, contentType: entry.contentType, isGet: false)
        return response
    }

    static func decorate(_ response: inout Response, entityTag: String, contentType: String, isGet: Bool) {
        // Content-Type and up to four more: one allocation for the fields rather than one per doubling.
        response.headers.reserveCapacity(response.headers.fields.count + 4)
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
