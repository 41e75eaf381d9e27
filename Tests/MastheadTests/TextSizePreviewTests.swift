import MastheadHTTP
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// `textSize` in the preview and its `400`.
struct TextSizePreviewTests {
    @Test("the inbox rows take Body and Subheadline and grow; the default draws as before")
    func rows() throws {
        let large = try PreviewHarness.render(PreviewEndpoint(), "style=compact&crop=400")
        let same = try PreviewHarness.render(PreviewEndpoint(), "style=compact&textSize=large&crop=400")
        #expect(large == same)
        let ax5 = try PreviewHarness.render(PreviewEndpoint(), "style=compact&textSize=AX5&crop=400")
        #expect(ax5.contains("font-size=\"53\"") && ax5.contains("font-size=\"49\""))
        #expect(!large.contains("font-size=\"53\""))
        let small = try PreviewHarness.render(PreviewEndpoint(), "style=compact&textSize=xSmall&crop=400")
        #expect(small.contains("font-size=\"14\"") && small.contains("font-size=\"12\""))
        #expect(try PreviewHarness.lint(ax5).status == 0)
        #expect(try PreviewHarness.pngSize(ax5).height == 400)
    }

    @Test("an unknown textSize is a 400 naming the parameter and every category")
    func unknownTextSize() throws {
        do {
            _ = try PreviewHarness.render(GeometryEndpoint(), "textSize=huge")
            Issue.record("textSize=huge was accepted")
        } catch let error as HTTPError {
            #expect(error.parameter == "textSize")
            #expect(
                error.allowed == [
                    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
                    "AX5",
                ])
        }
    }
}
