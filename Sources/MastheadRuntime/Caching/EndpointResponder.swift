import MastheadEndpoints
import MastheadHTTP
import MastheadParameters
import MastheadPreview
import MastheadSupport
import MastheadText

/// Answers a `/v1` endpoint: decodes the request, answers `304` to a matching `If-None-Match`, serves repeated
/// requests from the cache, and otherwise renders and caches the body.
///
/// `GET` answers carry a strong `ETag` and `Cache-Control: public, max-age=86400`; SVG, HTML and CSS answers carry a
/// `Content-Security-Policy` that forbids scripts (``SecurityHeaders``).
struct EndpointResponder: Sendable {
    let context: RenderContext
    let cache: ResponseCache
    /// Whether anything is reused between requests: off, every request is decoded and drawn from scratch.
    let caching: CachePolicy
    /// The decoded scenes of recent requests, by ``ScrubQuery/sceneKey``: a slider's scene is used again and again
    /// and stays; scenes seen once age out.
    let scenes: BoundedCache<CacheKey, any Scene>
    /// Which raw requests came lately, for answers cached only on their second request.
    let repeats = RepeatFilter(slots: 16_384)
    /// Returns the heap's free memory to the system after every so many large documents.
    let trimmer = HeapTrimmer()
    /// The cost limit, and where costly jobs are rendered.
    let lanes: RenderLanes

    /// A responder whose every cache (answers, scenes, the context's) follows `caching`, rendering in `lanes`.
    init(context: RenderContext, cache: ResponseCache, caching: CachePolicy, lanes: RenderLanes) {
        self.context = context
        self.cache = cache
        self.caching = caching
        self.lanes = lanes
        scenes = caching.cache(.scene, capacity: 4096)
    }

    func respond(_ request: Request, endpoint: any Endpoint) throws(HTTPError) -> Response {
        let isGet = request.method != "POST"
        // A request seen before, byte for byte, is answered without decoding it again.
        let rawKey = EndpointResponder.rawKey(request, path: endpoint.path)
        if let rawKey, let cached = cache.get(rawKey) {
            return EndpointResponder.answer(cached, request: request, isGet: isGet)
        }
        let parameters = try ParameterSet(request: request, allowed: endpoint.parameterNames)
        let reader = ParameterReader(parameters: parameters)
        let sceneKey =
            endpoint is any ScrubbableEndpoint
            ? self.sceneKey(request, parameters, path: endpoint.path, isGet: isGet) : nil
        let decodedScene = isGet ? nil : sceneKey.flatMap { scenes.value(for: $0) }
        if decodedScene == nil, parameters.sendsPicture, let pool = lanes.pool {
            return try answerOnRenderLane(
                endpoint, reader: reader, sceneKey: sceneKey, rawKey: rawKey, request: request, isGet: isGet, pool: pool
            )
        }
        let job: Job
        var keep = true
        if let decodedScene, let rawKey {
            // Everything but the offset is that of a request already decoded without error, so only the offset
            // is left to read; like a slider's GET, the answer is kept only when its body comes a second time.
            job = decodedScene.job(offset: try HeaderRequest.offset(reader))
            keep = repeats.seenBefore(rawKey.digest)
        } else {
            job = try decodedJob(endpoint, reader: reader, sceneKey: sceneKey)
        }
        let route = lanes.metrics.route(of: endpoint.path)
        return try answer(job, keep: keep, rawKey: rawKey, request: request, isGet: isGet, route: route)
    }

    /// The key a request's scene is kept under: for a GET, its raw query without the offset (found again before
    /// decoding, by ``cachedAnswer(to:)``); for a POST, its decoded parameters but the offset, since a body can be
    /// written in many ways. `nil` for a query that does not split, and with the cache off, when every request is
    /// decoded from scratch.
    private func sceneKey(_ request: Request, _ parameters: ParameterSet, path: String, isGet: Bool) -> CacheKey? {
        guard caching.isEnabled else { return nil }
        if !isGet { return parameters.sceneKey(path: path) }
        return request.rawQuery.flatMap { ScrubQuery(path: path, query: $0)?.sceneKey }
    }

    /// The job of a request decoded in full: a scrubbable endpoint's scene, kept under `sceneKey` for the next
    /// offsets, at the request's offset; or the endpoint's job.
    func decodedJob(_ endpoint: any Endpoint, reader: ParameterReader, sceneKey: CacheKey?) throws(HTTPError) -> Job {
        guard let scrubbable = endpoint as? any ScrubbableEndpoint else {
            return try endpoint.job(reader, context: context)
        }
        let scene = try scrubbable.scene(reader, context: context)
        if let sceneKey { scenes.store(scene, for: sceneKey) }
        return scene.job(offset: scene.offset)
    }

    /// The cached answer for `job`'s canonical key, or the job rendered and cached, on the calling thread (a scene
    /// at a new offset: its cost was admitted when the scene was decoded, and a slider wants it at once). With `keep`
    /// false (a slider's offset asked for the first time), the cache is neither searched nor filled: the answer is
    /// rendered, and the same bytes as any cached copy. `route` (``RenderMetrics/route(of:)``) times the render on
    /// `lane` (`nil` on a render thread, which the pool times itself).
    func entry(
        for job: Job, keep: Bool = true, route: Int? = nil, lane: RenderMetrics.Lane? = .connection
    ) throws(HTTPError) -> ResponseCache.Entry {
        let key = keep ? CacheKey(job.key.bytes) : nil
        if let key, let cached = cache.get(key) { return cached }
        return try render(job, key: key, route: route, lane: lane)
    }

    /// The raw key of a network request: the path with the query as sent (GET) or the body (POST).
    static func rawKey(_ request: Request, path: String) -> CacheKey? {
        if request.method == "POST" {
            guard request.query.isEmpty else { return nil }  // refused by decoding; never cached
            return CacheKey(.rawPost, path: path, payload: request.body)
        }
        guard let rawQuery = request.rawQuery else { return nil }
        return CacheKey(.rawGet, path: path, payload: rawQuery.utf8)
    }

    /// `entry` as the answer to `request`: `304` to a `GET` whose `If-None-Match` matches its tag, the prepared
    /// `200` to any other `GET`, and the body without the caching headers to a `POST`.
    static func answer(_ entry: ResponseCache.Entry, request: Request, isGet: Bool) -> Response {
        if isGet, let match = request.headers["If-None-Match"], EndpointResponder.matches(match, entry.entityTag) {
            // With the body the 200 would carry: its Content-Length is that of the 200 (RFC 9110 §8.6 allows no
            // other), and libmicrohttpd sends no body with a 304.
            var response = Response(status: 304, body: entry.body)
            EndpointResponder.decorate(
                &response, entityTag: entry.entityTag, contentType: entry.contentType, isGet: true)
            return response
        }
        if isGet { return entry.getResponse }
        var response = Response(status: 200, contentType: entry.contentType, body: entry.body)
        EndpointResponder.decorate(&response, entityTag: entry.entityTag, contentType: entry.contentType, isGet: false)
        return response
    }

    /// The most fields an answer has after ``decorate(_:entityTag:contentType:isGet:)``: `Content-Type` and up to
    /// four more.
    static let decoratedFields = 5

    static func decorate(_ response: inout Response, entityTag: String, contentType: String, isGet: Bool) {
        // One allocation for the fields rather than one per doubling (none when the caller made room already).
        response.headers.reserveCapacity(response.headers.fields.count + decoratedFields - 1)
        if isGet {
            response.headers.add("ETag", entityTag)
            response.headers.add("Cache-Control", "public, max-age=86400")
        }
        SecurityHeaders.decorateDocument(&response, contentType: contentType)
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
