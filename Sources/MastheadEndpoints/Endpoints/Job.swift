import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// A decoded, valid request to one of the `/v1` endpoints, ready to render: its canonical key (for the cache and
/// the `ETag`), its content type, what it will cost to render (``RenderCost``, before any work), and the work that
/// produces the body.
package struct Job {
    package let key: CanonicalKey
    package let contentType: String
    /// The estimate every endpoint gives from the decoded parameters; it picks the lane, counts against the render
    /// queue and is held against `--max-request-cost`.
    package var cost: RenderCost = .unestimated
    /// Renders the body; throws only when something of the service's own fails (a 500), never for a request.
    package let render: () throws(HTTPError) -> [UInt8]
}

/// An endpoint that answers from the shared header parameters: it names the parameters it reads and turns them into
/// a ``Job``. Decoding throws the 400s; rendering cannot fail.
package protocol Endpoint: Sendable {
    /// The request path, like `/v1/geometry`.
    var path: String { get }
    /// Every parameter name the endpoint accepts; anything else is a 400.
    var parameterNames: Set<String> { get }
    /// Decodes the parameters into a job.
    func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job
}
