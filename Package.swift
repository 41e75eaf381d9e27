// swift-tools-version:6.0
import PackageDescription

/// Masthead: scroll-driven header geometry and previews over HTTP.
///
/// Modules point one way: `MastheadFormat` (numbers, JSON bytes) and `MastheadGeometry` (pure layout) at the
/// bottom; `SVGWriter` knows nothing of headers; `CMicroHTTPD`/`CHarfBuzz` are thin C-library targets wrapped by
/// `MastheadHTTP` and `MastheadText`; `CMalloc` reaches glibc's malloc tuning; `Masthead` joins them into the
/// service and `masthead` only starts it.
let package = Package(
    name: "Masthead",
    products: [
        .executable(name: "masthead", targets: ["masthead"]),
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
        .target(name: "MastheadGeometry", dependencies: ["MastheadFormat", "MaterialColor"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MaterialColor", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MastheadText", dependencies: ["CHarfBuzz", "MastheadGeometry", "MastheadFormat", "MastheadSupport"]),
        .target(name: "SVGWriter", dependencies: ["MastheadFormat"]),
        .target(name: "MastheadHTTP", dependencies: ["CMicroHTTPD", "MastheadFormat"]),
        .target(
            name: "Masthead",
            dependencies: [
                "MastheadSupport", "MastheadFormat", "MastheadGeometry", "MastheadText", "SVGWriter", "MastheadHTTP",
                "MastheadRaster", "CMalloc", "MaterialColor",
            ]
        ),
        .executableTarget(name: "masthead", dependencies: ["Masthead"]),
        // The fuzz harness (requests in, checked answers out) and its libFuzzer target, built by scripts/fuzz.
        .target(name: "MastheadFuzzing", dependencies: ["Masthead", "MastheadHTTP", "MastheadFormat"]),
        .executableTarget(name: "MastheadFuzz", dependencies: ["MastheadFuzzing"]),

        .testTarget(name: "MastheadSupportTests", dependencies: ["MastheadSupport"]),
        .testTarget(name: "MastheadFormatTests", dependencies: ["MastheadFormat"]),
        .testTarget(name: "MastheadGeometryTests", dependencies: ["MastheadGeometry", "MastheadText"]),
        .testTarget(name: "MaterialColorTests", dependencies: ["MaterialColor"], exclude: ["oracle.py"]),
        .testTarget(name: "MastheadTextTests", dependencies: ["MastheadText", "MastheadGeometry"]),
        .testTarget(name: "SVGWriterTests", dependencies: ["SVGWriter"], resources: [.copy("Golden")]),
        .testTarget(name: "MastheadHTTPTests", dependencies: ["MastheadHTTP"]),
        .testTarget(name: "MastheadTests", dependencies: ["Masthead", "MastheadFuzzing"], resources: [.copy("Golden")]),
        .testTarget(name: "IntegrationTests", dependencies: ["MastheadFormat"]),
        // SVG to PNG with librsvg drawing into cairo; the service's PNG previews.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "MastheadRaster", dependencies: ["CRsvg"]),
        .testTarget(
            name: "MastheadRasterTests", dependencies: ["MastheadRaster"],
            resources: [.copy("Fixtures"), .copy("Python")]
        ),
    ]
)
