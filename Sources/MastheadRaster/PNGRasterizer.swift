/// Renders SVG documents to PNG bytes with librsvg drawing into a cairo image surface.
///
/// Safe to call from any number of threads at once. Each call parses its own `RsvgHandle`, allocates its own
/// cairo surface and context and frees all three before it returns, so calls share no object: librsvg allows
/// one thread at a time per handle and cairo one thread at a time per surface and context, and neither keeps
/// mutable process-wide state that a render touches (the handle's DPI is set per handle, never through the
/// process-wide default). Text goes through Pango's default font map, one per thread and kept for the thread's
/// life, and cairo's FreeType font cache, which takes its own lock; 8 threads rendering previews with Latin and
/// Hebrew text at once give the very bytes of one thread rendering alone.
public enum PNGRasterizer {
    /// The largest width and the largest height, in pixels, that ``png(svg:width:height:)`` renders: 4096.
    ///
    /// It bounds one render's surface at 64 MiB (4096 × 4096 × 4 bytes); an iPad Pro screen at scale 2 is
    /// 2048 × 2732 px and a 393 × 852 pt phone at scale 3 is 1179 × 2556 px.
    public static let maxSide = 4096

    /// The pixels per inch for lengths in physical units, the CSS ratio (1 in = 96 px) that `rsvg-convert`
    /// also uses by default.
    static let dotsPerInch = 96.0

    /// Renders the SVG document `svg` (UTF-8 XML bytes) to a PNG of exactly `width` × `height` pixels.
    ///
    /// The document's viewport is fitted into the image as its `viewBox` and `preserveAspectRatio` ask: with
    /// the document's own proportions (a 393 × 852 document at 1179 × 2556 px) it fills the image, scaled by
    /// the same factor both ways; with other proportions it is scaled uniformly and centred by default, never
    /// stretched. Pixels the document does not paint stay transparent. The PNG is 8-bit RGBA, non-interlaced.
    ///
    /// External references in the document (images, fonts, stylesheets by URL or file path) are not loaded.
    ///
    /// - Throws: ``RasterError/widthOutOfRange(_:)`` or ``RasterError/heightOutOfRange(_:)`` when a side is
    ///   below 1 or above ``maxSide`` (checked first, before the document is parsed);
    ///   ``RasterError/invalidSVG(_:)`` when the bytes are empty or not an SVG document librsvg can load;
    ///   ``RasterError/renderFailed(_:)`` when librsvg stops drawing; ``RasterError/cairo(function:status:)``
    ///   when the surface cannot be allocated or the PNG cannot be encoded.
    public static func png(svg: [UInt8], width: Int, height: Int) throws(RasterError) -> [UInt8] {
        guard (1...maxSide).contains(width) else { throw .widthOutOfRange(width) }
        guard (1...maxSide).contains(height) else { throw .heightOutOfRange(height) }
        let document = try SVGHandle(data: svg)
        document.setDPI(dotsPerInch)
        let surface = try ImageSurface(width: width, height: height)
        do {
            let context = try CairoContext(drawingOn: surface)
            try document.render(on: context, width: Double(width), height: Double(height))
        }
        return try surface.pngBytes()
    }
}
