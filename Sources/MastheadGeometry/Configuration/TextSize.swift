/// A Dynamic Type content size category (Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes"); iOS styles.
///
/// The category sets the large title, the large subtitle and the sample content's text; the bar title, the bar
/// subtitle and the back label keep their size, as UIKit's navigation bar does.
public enum TextSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"

    /// The category used when a request names none: Large, the system default.
    public static let `default`: TextSize = .large

    /// The Large Title style's size in points (HIG Dynamic Type sizes, "Large Title" row:
    /// 31 32 33 34 36 38 40, accessibility 44 48 52 56 60).
    public var largeTitle: Double { Self.table[index].largeTitle }
    /// The Body style's size in points (HIG, "Body": 14 15 16 17 19 21 23, accessibility 28 33 40 47 53).
    public var body: Double { Self.table[index].body }
    /// The Subheadline style's size in points (HIG, "Subheadline": 12 13 14 15 17 19 21, accessibility
    /// 25 30 36 42 49).
    public var subheadline: Double { Self.table[index].subheadline }

    private var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The HIG's sizes, one row per category in declaration order.
    private static let table: [(largeTitle: Double, body: Double, subheadline: Double)] = [
        (31, 14, 12), (32, 15, 13), (33, 16, 14), (34, 17, 15), (36, 19, 17), (38, 21, 19), (40, 23, 21),
        (44, 28, 25), (48, 33, 30), (52, 40, 36), (56, 47, 42), (60, 53, 49),
    ]
}
