import MastheadEndpoints
import MastheadHTTP
import MastheadParameters
import MastheadSupport

/// The two lanes: a decoded job is held against the cost limit, answered from the cache when it can be, rendered
/// on the connection's thread when cheap, and otherwise queued for a render thread while its connection waits.
extension EndpointResponder {
    /// The answer to `job` for `request` at `route` (``RenderMetrics/route(of:)``). With `keep`, the answer
    /// is looked for and kept under the job's canonical key and `rawKey`. Throws the `400` of a job over the cost
    /// limit, and the `503` of one the render queue has no room for.
    func answer(
        _ job: Job, keep: Bool, rawKey: CacheKey?, request: Request, isGet: Bool, route: Int?
    ) throws(HTTPError) -> Response {
        if let refusal = lanes.refusal(for: job.cost) { throw refusal }
        let key = keep ? CacheKey(job.key.bytes) : nil
        if let key, let cached = cache.get(key) {
            if let rawKey { cache.put(rawKey, cached) }
            return EndpointResponder.answer(cached, request: request, isGet: isGet)
        }
        guard lanes.isCostly(job.cost), let pool = lanes.pool else {
            let entry = try render(job, key: key, route: route, lane: .connection)
            if keep, let rawKey { cache.put(rawKey, entry) }
            return EndpointResponder.answer(entry, request: request, isGet: isGet)
        }
        let deferred = DeferredResponse()
        let handed = HandedJob(job: job)
        let work = RenderWork(cost: max(0, job.cost.units), route: route, deferred: deferred) {
            do throws(HTTPError) {
                let entry = try render(handed.job, key: key, route: route, lane: nil)
                if keep, let rawKey { cache.put(rawKey, entry) }
                return EndpointResponder.answer(entry, request: request, isGet: isGet)
            } catch {
                return error.response
            }
        }
        if let busy = pool.submit(work) { throw busy }
        return .deferred(deferred)
    }

    /// A request that sends a picture, decoded and answered on the render lane: checking and decoding the picture
    /// (``CostModel/sentPicture``) would hold up every connection of the thread that reads it. Its scene is kept
    /// under `sceneKey`, so that the next offsets of the same body are decoded no more.
    func answerOnRenderLane(
        _ endpoint: any Endpoint, reader: ParameterReader, sceneKey: CacheKey?, rawKey: CacheKey?, request: Request,
        isGet: Bool, pool: RenderPool
    ) throws(HTTPError) -> Response {
        let route = lanes.metrics.route(of: endpoint.path)
        let deferred = DeferredResponse()
        let handed = HandedRequest(endpoint: endpoint, reader: reader)
        let work = RenderWork(cost: CostModel.sentPicture.units, route: route, deferred: deferred) {
            do throws(HTTPError) {
                let job: Job
                if let sceneKey, let scene = scenes.value(for: sceneKey) {
                    // Decoded meanwhile by a request of the same body at another offset (a slider's first frames).
                    job = scene.job(offset: try HeaderRequest.offset(handed.reader))
                } else {
                    job = try decodedJob(handed.endpoint, reader: handed.reader, sceneKey: sceneKey)
                }
                if let refusal = lanes.refusal(for: job.cost) { throw refusal }
                // The render pool times its own renders.
                let entry = try self.entry(for: job, route: route, lane: nil)
                if let rawKey { cache.put(rawKey, entry) }
                return EndpointResponder.answer(entry, request: request, isGet: isGet)
            } catch {
                return error.response
            }
        }
        if let busy = pool.submit(work) { throw busy }
        return .deferred(deferred)
    }

    /// `job` rendered into a cache entry, and kept under `key` when there is one. Times the render on the
    /// connection `lane` (the render pool times its own, `nil` here).
    func render(_ job: Job, key: CacheKey?, route: Int?, lane: RenderMetrics.Lane?) throws(HTTPError)
        -> ResponseCache.Entry
    {
        let started = lane == nil ? .zero : MonotonicInstant.now()
        var body = try job.render()
        if let lane {
            lanes.metrics.rendered(route: route, lane: lane, took: MonotonicInstant.now() - started)
        }
        defer { trimmer.noteDocument(of: body.count) }
        if key != nil, body.capacity > body.count + body.count / 8 + 256 {
            // Renderers reserve generously; a cached body keeps only what it uses.
            body = Array(body[...])
        }
        // An entry without a key is sent once and dropped (a slider's offset asked for the first time).
        let entry = ResponseCache.Entry(
            body: body, contentType: job.contentType, entityTag: job.key.entityTag(version: ServiceVersion.current),
            reusable: key != nil)
        if let key { cache.put(key, entry) }
        return entry
    }
}

/// A job handed from the connection thread that decoded it to the render thread that renders it, once: the
/// connection thread keeps no reference, and what the job holds (decoded parameters, the shared render context)
/// is not changed after decoding.
struct HandedJob: @unchecked Sendable {
    let job: Job
}

/// A request's decoded parameters handed, with its endpoint, from the connection thread to the render thread that
/// decodes the rest (a sent picture) and answers it, once, as ``HandedJob`` is.
struct HandedRequest: @unchecked Sendable {
    let endpoint: any Endpoint
    let reader: ParameterReader
}
