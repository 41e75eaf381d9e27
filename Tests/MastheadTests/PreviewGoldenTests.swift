import Foundation
import Testing

@testable import MastheadEndpoints
@testable import MastheadPreview

/// Previews of a dozen states compared byte for byte with `Golden/<name>.svg`.
///
/// Each style at rest and mid-transition, a pull-down, a hard edge over cards, dark, right-to-left and outlined
/// text with guides. To re-record after an intended change, run with `RECORD_GOLDEN=1`: the files are written into
/// the source tree next to this file (not the build's resource bundle) and the test passes. Convert the changed
/// files with `rsvg-convert` and look at them before committing.
struct PreviewGoldenTests {
    static let base = "back=Mailboxes&trailing=search,more&crop=420"
    static let cases: [(name: String, query: String)] = [
        ("compact-rest", "style=compact&offset=0&back=Mailboxes&trailing=compose&crop=420"),
        ("compact-mid", "style=compact&offset=5&back=Mailboxes&trailing=compose&crop=420"),
        ("large-rest", "style=large&offset=0&" + base),
        ("large-mid", "style=large&offset=26&" + base),
        ("large-pulled", "style=large&offset=-40&subtitle=3 unread&" + base),
        ("scrolledge-rest", "style=scrollEdge&offset=0&subtitle=3 unread&trailing=search,plus&crop=420"),
        ("scrolledge-mid", "style=scrollEdge&offset=40&subtitle=3 unread&trailing=search,plus&crop=420"),
        ("scrolledge-hard-cards", "style=scrollEdge&edge=hard&offset=40&back=&trailing=search&content=cards&crop=420"),
        ("inline-rest", "style=inlineTitle&offset=0&back=Settings&trailing=text:Done&crop=420"),
        ("inline-mid", "style=inlineTitle&offset=70&back=Settings&trailing=text:Done&crop=420"),
        ("collapsible-rest", "style=collapsible&offset=0&back=Back&trailing=share&crop=420"),
        ("collapsible-mid", "style=collapsible&offset=60&back=Back&trailing=share&crop=420"),
        ("large-dark", "style=large&offset=26&appearance=dark&" + base),
        ("large-rtl", "style=large&offset=26&direction=rtl&title=דואר נכנס&back=תיבות&trailing=search&crop=420"),
        ("compact-paths-guides", "style=compact&offset=20&back=&leading=menu&trailing=bell&text=paths&guides&crop=300"),
    ]

    @Test(arguments: cases)
    func previewMatchesGoldenFile(name: String, query: String) throws {
        let rendered = try PreviewHarness.render(PreviewEndpoint(), query)
        try PreviewHarness.expectGolden(rendered, name: name)
    }
}
