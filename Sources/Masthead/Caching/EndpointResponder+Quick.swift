import MastheadHTTP

/// Answers given before a request value is built (``MastheadHTTP/ServerConfiguration/quickAnswer``): a `GET` seen
/// before byte for byte, and a known scene at a new offset.
extension EndpointResponder {
    /// The answer to a plain `GET` found from its path and raw query alone (the server's
    /// ``ServerConfiguration/quickAnswer``): a request seen before byte for byte, or a known scene at a new offset
    /// (a slider). `nil` for anything else, which then takes the full path.
    func quickAnswer(path: String, query: UnsafeRawBufferPointer) -> Response? {
        guard path.utf8.starts(with: "/v1/".utf8) else { return nil }
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
        // A failure to render is left to the full path, which answers it.
        guard let entry = try? self.entry(for: scene.job(offset: split.offset), keep: keep) else { return nil }
        if keep { cache.put(rawKey, entry) }
        return entry.getResponse
    }
}
