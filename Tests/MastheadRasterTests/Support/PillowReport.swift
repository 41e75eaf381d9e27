/// What `Python/png_compare.py` prints: each image as Pillow decoded it and, for two images of one size, how
/// far apart their pixels are.
struct PillowReport: Decodable {
    /// One decoded file.
    struct Image: Decodable {
        var width: Int
        var height: Int
        /// Pillow's mode, `RGBA` for cairo's PNGs.
        var mode: String
        /// Pillow's name for the file format it recognised, `PNG` here.
        var format: String?
    }

    var images: [Image]
    /// The largest difference of one channel of one pixel, 0 to 255; absent when the sizes differ.
    var maxDifference: Int?
    /// How many pixels differ in any channel; absent when the sizes differ.
    var differingPixels: Int?
    /// The first image's alpha, 0 to 255, at each probed pixel, in the order asked; absent without probes.
    var alpha: [Int]?
}
