import MastheadHTTP
import MastheadSupport

/// The layer in front of the routes: a plain `GET` seen before byte for byte, or a known scene at a new offset, is
/// answered from its path and query as sent, before it is routed and its parameters decoded.
extension EndpointResponder {
    /// The answer to a plain `GET` (no body, no `If-None-Match`) found from its raw path and query alone: a request
    /// seen before byte for byte, or a known scene at a new offset (a slider). `nil` for anything else, which the
    /// routes then answer, and for everything with the cache off.
    func cachedAnswer(to request: Request) -> Response? {
        guard request.method == "GET", request.body.isEmpty, var query = request.rawQuery,
            request.rawPath.hasBytePrefix("/v1/"), request.headers["If-None-Match"] == nil
        else { return nil }
        return query.withUTF8 { cachedAnswer(path: request.rawPath, query: UnsafeRawBufferPointer($0)) }
    }

    private func cachedAnswer(path: String, query: UnsafeRawBufferPointer) -> Response? {
        let rawKey = CacheKey(.rawGet, path: path, payload: query)
        if let entry = cache.get(rawKey) { return entry.getResponse }
        // With the cache off, nothing is reused: every request is decoded and drawn from scratch.
        guard caching.isEnabled, let split = ScrubQuery(path: path, query: query),
            let scene = scenes.value(for: split.sceneKey)
        else {
            return nil
        }
        // A slider seldom asks for one offset twice, and caching (then evicting) an answer costs about as much as
        // drawing it from the scene: an answer is kept only when its request comes a second time.
        let keep = repeats.seenBefore(rawKey.digest)
        // A failure to render is left to the routes, which answer it.
        let route = lanes.metrics.route(of: path)
        guard let entry = try? self.entry(for: scene.job(offset: split.offset), keep: keep, route: route) else {
            return nil
        }
        if keep { cache.put(rawKey, entry) }
        return entry.getResponse
    }
}
