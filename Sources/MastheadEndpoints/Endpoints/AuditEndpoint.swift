import MastheadAudit
import MastheadFormat
import MastheadGeometry
import MastheadHTTP
import MastheadParameters
import MastheadPreview

/// `GET`/`POST /v1/audit`: the header checked against accessibility and platform rules over a range of offsets and
/// text sizes (API.md, "The audit document").
///
/// `from`, `to` and `step` default to the style's whole range (a 60-point pull-down to one and a half times its largest
/// threshold at any size checked) by 1 point, with the style's switch points added; at most ``Limits/timelineFrames``
/// offsets from the three (more is a `400` naming `step`). `textSizes` defaults to all twelve Dynamic Type categories
/// for the iOS styles, `fontScales` to the seven positions of Android's font size slider for the Material styles;
/// `textSize` and `fontScale` are ignored (the lists replace them). `offset` and `path` are accepted and checked, but
/// an audit covers a range, not one offset. The work is one layout an offset and size: its cost is offsets × sizes.
package struct AuditEndpoint: Endpoint {
    package let path = "/v1/audit"
    package let parameterNames = ParameterTable.names(in: [.header, .preview, .range, .step, .audit])

    /// The endpoint; it keeps nothing.
    package init() {}

    /// A decoded audit: what to run, its canonical key and its cost, before any work.
    package struct Decoded {
        package let request: AuditRequest
        let key: CanonicalKey
        package let cost: RenderCost
    }

    package func job(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Job {
        let audit = try decode(reader, context: context)
        return Job(key: audit.key, contentType: "application/json", cost: audit.cost) {
            AuditEndpoint.document(of: Audit.run(audit.request, measurer: context.shaper))
        }
    }

    /// The audit document of `report`: the body of every `/v1/audit` answer, and what `masthead audit` writes.
    package static func document(of report: AuditReport) -> [UInt8] {
        var json = JSONWriter(capacity: 512 + 512 * report.findings.count)
        report.writeJSON(into: &json)
        return json.bytes
    }

    /// Decodes the parameters into the audit to run; throws the `400`s.
    package func decode(_ reader: ParameterReader, context: RenderContext) throws(HTTPError) -> Decoded {
        let header = try HeaderRequest(reader)
        let options = try PreviewOptions(reader)
        let from = try ParameterTable.from.optionalNumber(reader)
        let to = try ParameterTable.to.optionalNumber(reader)
        let step = try ParameterTable.step.optionalNumber(reader)
        if let from, let to, from > to {
            throw HTTPError.badRequest(
                "from must be less than or equal to to, got from=\(NumberFormat.string(from)) "
                    + "to=\(NumberFormat.string(to))", parameter: "to")
        }
        let style = header.configuration.style
        let sizes = try ParameterTable.textSizes.choices(reader).map { names in
            names.compactMap { TextSize(rawValue: $0) }
        }
        let scales = try ParameterTable.fontScales.choices(reader).map { names in
            names.compactMap { name in
                ParameterTable.fontScaleSteps.firstIndex(of: name).map { Catalog.androidFontScales[$0] }
            }.sorted()
        }
        let variants =
            style.isMaterial
            ? scales.map { $0.map { AuditVariant.fontScale($0) } } : sizes.map { $0.map { AuditVariant.textSize($0) } }
        let request = AuditRequest(
            configuration: header.configuration, options: options, from: from, to: to, step: step, variants: variants)
        let range = request.steppedRange(measurer: context.shaper)
        guard range.from <= range.to else {
            throw HTTPError.badRequest(
                "to must be at least from (\(NumberFormat.string(range.from)) when not sent), got "
                    + "to=\(NumberFormat.string(range.to))", parameter: "to")
        }
        guard range.count <= Limits.timelineFrames else {
            throw HTTPError.badRequest(
                "from, to and step give \(range.count) offsets; at most \(Limits.timelineFrames) are allowed "
                    + "(raise step)", parameter: "step")
        }
        var key = CanonicalKey(endpoint: "audit")
        key.add(header)
        key.add(options)
        key.add("from", range.from)
        key.add("to", range.to)
        key.add("step", range.step)
        key.add("textSizes", request.variants.map(\.name).joined(separator: ","))
        let cost = CostModel.audit(offsets: range.count, sizes: max(1, request.variants.count), step: range.step)
        return Decoded(request: request, key: key, cost: cost)
    }
}
