// swift-tools-version:6.0
import PackageDescription

/// Masthead: scroll-driven header geometry and previews over HTTP.
///
/// Modules point one way: `MastheadSupport` (locks, bounded caches, the number parser) under `MastheadFormat`
/// (numbers, JSON bytes) under `MastheadGeometry` (pure layout); `MastheadText` shapes with HarfBuzz; `SVGWriter`
/// knows nothing of headers; `MastheadPreview` draws scenes with both; `MastheadRaster` turns SVG into PNG with
/// librsvg; `MastheadImage` checks an untrusted data: URI image (type, size, header, a gdk-pixbuf decode) and
/// keeps a grid of its colours; `MaterialColor` makes Material 3 schemes; `MastheadAudit` checks a header
/// against accessibility and platform rules; `MastheadHTTP` wraps libmicrohttpd. The service is four layers, each
/// stating what it uses: `MastheadParameters` (the parameter table and request decoding) under `MastheadEndpoints`
/// (what each endpoint answers, and the OpenAPI description) under `MastheadRuntime` (the answer and scene caches,
/// the render lanes, metrics, routes and the service) under `MastheadCommandLine` (the one option parser and the
/// subcommands); `masthead` only starts it. C libraries are thin targets (`CMicroHTTPD`, `CHarfBuzz`, `CRsvg`,
/// `CGdkPixbuf`, `CMalloc`).
let package = Package(
    name: "Masthead",
    products: [
        .executable(name: "masthead", targets: ["masthead"])
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // glibc's malloc_trim, which the Glibc module does not import.
        .systemLibrary(name: "CMalloc"),
        .target(name: "MastheadSupport"),
        .target(name: "MastheadFormat", dependencies: ["MastheadSupport"], linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "MastheadGeometry", dependencies: ["MastheadFormat", "MaterialColor"],
            linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MaterialColor", linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "MastheadText", dependencies: ["CHarfBuzz", "MastheadGeometry", "MastheadFormat", "MastheadSupport"]),
        .target(name: "SVGWriter", dependencies: ["MastheadFormat"]),
        .target(
            name: "MastheadPreview",
            dependencies: ["MastheadSupport", "MastheadFormat", "MastheadGeometry", "MastheadText", "SVGWriter"]
        ),
        // Accessibility and platform checks of a header over its offsets and text sizes (`/v1/audit`).
        .target(name: "MastheadAudit", dependencies: ["MastheadFormat", "MastheadGeometry", "MastheadPreview"]),
        .target(name: "MastheadHTTP", dependencies: ["CMicroHTTPD", "MastheadFormat", "MastheadSupport"]),
        // The parameter table (one entry per parameter), request decoding, its errors and limits, the canonical key.
        .target(
            name: "MastheadParameters",
            dependencies: [
                "MastheadSupport", "MastheadFormat", "MastheadGeometry", "MastheadPreview", "MastheadHTTP",
                "MaterialColor", "MastheadImage",
            ]
        ),
        // What each endpoint answers (a request to bytes, with its cost), and the OpenAPI description of them.
        .target(
            name: "MastheadEndpoints",
            dependencies: [
                "MastheadParameters", "MastheadSupport", "MastheadFormat", "MastheadGeometry", "MastheadText",
                "SVGWriter", "MastheadPreview", "MastheadAudit", "MastheadRaster", "MastheadHTTP",
            ]
        ),
        // The service: the answer and scene caches, the render lanes, metrics, routes, the server and its stop.
        .target(
            name: "MastheadRuntime",
            dependencies: [
                "MastheadEndpoints", "MastheadParameters", "MastheadSupport", "MastheadFormat", "MastheadGeometry",
                "MastheadText", "MastheadPreview", "MastheadAudit", "MastheadHTTP", "CMalloc",
            ]
        ),
        // The one option parser (flags and environment variables) and the subcommands: serving, `render`, `audit`.
        .target(
            name: "MastheadCommandLine",
            dependencies: ["MastheadRuntime", "MastheadEndpoints", "MastheadSupport", "MastheadAudit", "MastheadHTTP"]
        ),
        .executableTarget(name: "masthead", dependencies: ["MastheadCommandLine"]),
        // The fuzz harness (requests in, checked answers out) and its libFuzzer target, built by scripts/fuzz.
        .target(name: "MastheadFuzzing", dependencies: ["MastheadRuntime", "MastheadHTTP", "MastheadFormat"]),
        .executableTarget(name: "MastheadFuzz", dependencies: ["MastheadFuzzing"]),

        .testTarget(name: "MastheadSupportTests", dependencies: ["MastheadSupport"]),
        .testTarget(name: "MastheadFormatTests", dependencies: ["MastheadFormat"]),
        .testTarget(name: "MastheadGeometryTests", dependencies: ["MastheadGeometry", "MastheadText"]),
        .testTarget(name: "MaterialColorTests", dependencies: ["MaterialColor"], exclude: ["oracle.py"]),
        .testTarget(name: "MastheadTextTests", dependencies: ["MastheadText", "MastheadGeometry"]),
        .testTarget(name: "SVGWriterTests", dependencies: ["SVGWriter"], resources: [.copy("Golden")]),
        .testTarget(name: "MastheadHTTPTests", dependencies: ["MastheadHTTP", "CMicroHTTPD"]),
        .testTarget(
            name: "MastheadTests",
            dependencies: [
                "MastheadParameters", "MastheadEndpoints", "MastheadRuntime", "MastheadCommandLine", "MastheadPreview",
                "MastheadFuzzing",
            ],
            resources: [.copy("Golden")]),
        .testTarget(name: "IntegrationTests", dependencies: ["MastheadFormat"]),
        .testTarget(
            name: "MastheadAuditTests",
            dependencies: ["MastheadAudit", "MastheadText", "MastheadGeometry", "MastheadPreview", "MastheadRaster"]
        ),
        // SVG to PNG with librsvg drawing into cairo; the service's PNG previews.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "MastheadRaster", dependencies: ["CRsvg"]),
        .testTarget(
            name: "MastheadRasterTests", dependencies: ["MastheadRaster"],
            resources: [.copy("Fixtures"), .copy("Python")]
        ),
        // A user's PNG or JPEG from a data: URI: strict base64, its header's size, a decode with gdk-pixbuf.
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .target(name: "MastheadImage", dependencies: ["CGdkPixbuf"], linkerSettings: [.linkedLibrary("m")]),
        .testTarget(name: "MastheadImageTests", dependencies: ["MastheadImage"], resources: [.copy("Fixtures")]),
    ]
)
