import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// A decoded request with its scroll offset left open: the header, the picture options and everything else that a
/// slider does not change. Drawn at any offset it gives the same ``Job`` as decoding the whole request again, so one
/// scene serves every offset a slider sends (``ScrubQuery``, ``EndpointResponder/scenes``).
package protocol Scene: Sendable {
    /// The offset of the request this scene was decoded from.
    var offset: Double { get }
    /// The job for this scene at `offset` (finite, within ``Limits/offset``, never `-0`).
    func job(offset: Double) -> Job
}

/// An endpoint whose answer is a ``Scene`` drawn at the request's `offset`.
package protocol ScrubbableEndpoint: Endpoint {
    /// Decodes and checks every parameter, the offset included, exactly as ``Endpoint/job(_:context:)`` does.
    func scene(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> any Scene
}

extension ScrubbableEndpoint {
    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let scene = try scene(reader, context: context)
        return scene.job(offset: scene.offset)
    }
}
