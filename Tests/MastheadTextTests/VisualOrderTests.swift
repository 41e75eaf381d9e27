import MastheadGeometry
import Testing

@testable import MastheadText

@Suite("Visual order of runs")
struct VisualOrderTests {
    @Test(
        "runs are reordered by embedding level",
        arguments: [
            ([LayoutDirection.ltr, .rtl, .ltr], LayoutDirection.ltr, [0, 1, 2]),
            ([.rtl, .rtl], .ltr, [1, 0]),
            ([.ltr, .rtl], .rtl, [1, 0]),
            ([.ltr, .ltr, .rtl], .rtl, [2, 0, 1]),
            ([.rtl, .ltr, .ltr, .rtl], .rtl, [3, 1, 2, 0]),
            ([], .rtl, []),
        ])
    func order(directions: [LayoutDirection], paragraph: LayoutDirection, expected: [Int]) {
        #expect(VisualOrder.indices(of: directions, paragraph: paragraph) == expected)
    }
}
