import MastheadGeometry
import MastheadHTTP

/// The header configuration and scroll offset of a request, decoded and validated.
///
/// Every endpoint that draws or measures a header reads these same parameters, so a playground can send one state
/// to all of them.
struct HeaderRequest: Hashable {
    var configuration: HeaderConfiguration
    var offset: Double

    /// The names this part of a request reads.
    static let parameterNames: Set<String> = [
        "style", "offset", "title", "subtitle", "back", "backFallback", "leading", "trailing", "device", "width",
        "height", "safeAreaTop", "scale", "appearance", "direction", "edge", "headerHeight", "collapseDistance",
        "parallax",
    ]

    init(_ reader: ParameterReader) throws(HTTPError) {
        let deviceID = try reader.string("device", maxLength: 64) ?? DevicePreset.default.id
        guard let device = DevicePreset.named(deviceID) else {
            let allowed = DevicePreset.all.map(\.id)
            throw HTTPError.badRequest(
                "device must be one of \(allowed.joined(separator: ", ")); got '\(ParameterReader.clipped(deviceID))'",
                parameter: "device", allowed: allowed)
        }
        let viewport = Viewport(
            preset: device,
            width: try reader.optionalNumber("width", in: Limits.width),
            height: try reader.optionalNumber("height", in: Limits.height),
            scale: try reader.optionalNumber("scale", in: Limits.scale),
            safeAreaTop: try reader.optionalNumber("safeAreaTop", in: Limits.safeAreaTop))
        guard viewport.safeAreaTop < viewport.height else {
            throw HTTPError.badRequest("safeAreaTop must be less than the screen height", parameter: "safeAreaTop")
        }
        configuration = HeaderConfiguration(
            style: try reader.choice("style", default: HeaderStyle.default),
            title: try reader.string("title", maxLength: Limits.titleLength) ?? "Inbox",
            subtitle: try reader.string("subtitle", maxLength: Limits.titleLength),
            back: try reader.string("back", maxLength: Limits.titleLength),
            backFallback: try reader.choice("backFallback", default: BackFallback.default),
            leading: try ActionList.read("leading", side: .leading, from: reader),
            trailing: try ActionList.read("trailing", side: .trailing, from: reader),
            device: device, viewport: viewport,
            appearance: try reader.choice("appearance", default: Appearance.default),
            direction: try reader.choice("direction", default: LayoutDirection.ltr),
            edge: try reader.choice("edge", default: EdgeStyle.default),
            headerHeight: try reader.number("headerHeight", default: Metrics.collapsibleHeaderHeight, in: Limits.headerHeight),
            collapseDistance: try reader.number(
                "collapseDistance", default: Metrics.collapsibleCollapseDistance, in: Limits.collapseDistance),
            parallax: try reader.number("parallax", default: Metrics.collapsibleParallax, in: Limits.parallax))
        offset = try HeaderRequest.offset(reader)
    }

    /// The `offset` parameter, 0 when absent; -0 and 0 are one request.
    static func offset(_ reader: ParameterReader) throws(HTTPError) -> Double {
        let offset = try reader.number("offset", default: 0, in: Limits.offset)
        return offset == 0 ? 0 : offset
    }
}
