import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/scroll.html` and `/v1/scroll.css`: the header over `from` … `to` as a CSS scroll-driven
/// animation, a whole page (inline CSS, no script) or its style sheet alone.
///
/// Takes the timeline's range (same defaults and limits) and the preview's `content` and `rows`; the page scrolls
/// `to − from` pixels and, scrolled `s` pixels, shows each part where the geometry has it at offset `from + s`
/// (exactly at every `step`, linearly between). `text` and `guides` are accepted and change nothing.
package struct ScrollPageEndpoint: Endpoint {
    /// Which document the endpoint answers.
    package enum Kind {
        case html
        case css
    }

    let kind: Kind
    package var path: String { kind == .html ? "/v1/scroll.html" : "/v1/scroll.css" }
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step])

    /// The endpoint answering `kind`'s document.
    package init(kind: Kind) {
        self.kind = kind
    }

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let stepped = try SteppedRange(reader)
        var key = CanonicalKey(endpoint: kind == .html ? "scroll.html" : "scroll.css")
        key.add(header)
        key.add("content", options.content.rawValue)
        key.add("rows", options.rows)
        stepped.add(to: &key)
        let contentType = kind == .html ? "text/html; charset=utf-8" : "text/css; charset=utf-8"
        let cost = RenderCost(
            units: CostModel.request + CostModel.pageBase + Double(stepped.count) * CostModel.pageFrame,
            drivers: [CostModel.stepDriver(step: stepped.step)])
        return Job(key: key, contentType: contentType, cost: cost) { [kind] in
            let layouts = stepped.layouts(of: header, context: context)
            return ScrollExports.page(
                layouts: layouts, configuration: header.configuration, options: options, step: stepped.step,
                span: stepped.range.to - stepped.range.from, html: kind == .html, context: context)
        }
    }
}
