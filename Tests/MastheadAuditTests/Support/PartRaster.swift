import CRsvg
import MastheadGeometry
import MastheadRaster
import SVGWriter

@testable import MastheadPreview

/// One frame's parts drawn one at a time, as the exports split them (``ScreenParts``: each part's drawing with the
/// frame's glyph and icon definitions, its clip, its origin and its opacity), each rasterised alone by librsvg
/// (``PNGRasterizer``, the service's own PNG path) and read back as an alpha channel.
struct PartRaster {
    /// One part's pixels: the alpha of each device pixel of the rendered region, row by row.
    struct Coverage {
        let name: PartName
        let opacity: Double
        let width: Int
        let height: Int
        var alpha: [UInt8]

        /// Whether pixel `index` is touched at all (any coverage, antialiasing included).
        func painted(_ index: Int) -> Bool { alpha[index] > 0 }

        /// Whether pixel `index` is at least half covered by the part's ink at its opacity.
        func solid(_ index: Int) -> Bool { Double(alpha[index]) >= 0.5 * opacity * 255 }

        /// Whether no pixel is painted.
        var isEmpty: Bool { !alpha.contains { $0 > 0 } }
    }

    /// The split frame.
    let parts: ScreenParts
    /// The region rendered, in screen points.
    let region: Rect
    /// Device pixels per point.
    let scale: Double

    /// Splits `layout` (of `configuration`) into its parts, to render `region` at `scale`.
    init(layout: HeaderLayout, configuration: HeaderConfiguration, region: Rect, scale: Double) {
        var canvas = PreviewCanvas.export(configuration, context: RenderContext(shaper: AuditHarness.shaper))
        var memo = ScreenPartsMemo()
        parts = ScreenParts(layout: layout, options: PreviewOptions(), canvas: &canvas, memo: &memo)
        self.region = region
        self.scale = scale
    }

    /// The pixel size of the region.
    var pixels: (width: Int, height: Int) {
        (Int((region.width * scale).rounded(.up)), Int((region.height * scale).rounded(.up)))
    }

    /// The part `name` drawn alone, or nil when the frame does not draw it.
    func coverage(of name: PartName) throws -> Coverage? {
        guard let part = parts.parts.first(where: { $0.name == name }) else { return nil }
        let svg = document(part).renderedBytes(capacity: 64 * 1024)
        let (width, height) = pixels
        let png = try PNGRasterizer.png(svg: svg, width: width, height: height)
        let alpha = try Self.alpha(ofPNG: png, width: width, height: height)
        return Coverage(name: name, opacity: part.opacity, width: width, height: height, alpha: alpha)
    }

    /// The document that draws `part` alone over the region: the frame's definitions, then the part as the
    /// animated SVG nests it (clip in screen points, then opacity, then the move to its origin).
    private func document(_ part: ScreenParts.Part) -> Node {
        var children: [Node] = [.defs(parts.canvasDefinitions)] + parts.frameDefinitions
        var clipID: String?
        if let clip = part.clip {
            clipID = "part-clip"
            children.append(
                .defs([
                    .clipPath(id: "part-clip", [.rect(x: clip.x, y: clip.y, width: clip.width, height: clip.height)])
                ]))
        }
        let placed = Node.g(transform: .translate(x: part.origin.x, y: part.origin.y), [part.node])
        children.append(.g(clipPath: clipID, [.g(opacity: part.opacity, [placed])]))
        let (width, height) = pixels
        return .svg(
            width: Double(width), height: Double(height),
            viewBox: ViewBox(x: region.x, y: region.y, width: Double(width) / scale, height: Double(height) / scale),
            children)
    }

    /// The alpha channel of a PNG of `width` × `height`, decoded by cairo.
    static func alpha(ofPNG png: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(png)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { source in
                        data.update(from: source.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw DecodeError.failed }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            Int(cairo_image_surface_get_width(surface)) == width,
            Int(cairo_image_surface_get_height(surface)) == height,
            let data = cairo_image_surface_get_data(surface)
        else { throw DecodeError.failed }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                // ARGB32 is one native-endian 32-bit word a pixel, alpha in its top byte; RGB24 is opaque.
                alpha[y * width + x] =
                    format == CAIRO_FORMAT_ARGB32
                    ? UInt8(truncatingIfNeeded: UnsafeRawPointer(row + 4 * x).loadUnaligned(as: UInt32.self) >> 24)
                    : 255
            }
        }
        return alpha
    }

    enum DecodeError: Error {
        case failed
    }
}
