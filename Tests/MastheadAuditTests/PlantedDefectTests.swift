import MastheadGeometry
import Testing

@testable import MastheadAudit

/// Headers with a known defect planted in them, audited over their whole range and every text size: each defect is
/// found, on the right part, at the right offsets and sizes, and a sound header gives no error.
struct PlantedDefectTests {
    @Test(arguments: [HeaderStyle.large, .m3Small, .compact, .m3Medium])
    func aDefaultHeaderHasNoErrors(style: HeaderStyle) {
        let report = AuditHarness.audit(HeaderConfiguration(style: style))
        #expect(report.count(.error) == 0, "\(AuditHarness.document(report))")
    }

    /// iOS 26 draws bar items in the label colour on glass (``GlassLook``), so the back label that fails in the
    /// tint on a plain bar passes there; a prominent text item, white on the tinted glass, is the one that fails.
    @Test func theGlassBarsItemsAreCheckedInTheColoursTheGlassDrawsThem() throws {
        let back = AuditHarness.audit(
            HeaderConfiguration(style: .compact, back: "Mailboxes", fidelity: .ios26), sizes: [.large])
        #expect(back.findings(.contrastText).isEmpty, "\(AuditHarness.document(back))")
        let prominent = AuditHarness.audit(
            HeaderConfiguration(style: .compact, trailing: [.text("Done", prominent: true)], fidelity: .ios26),
            from: 0, to: 0, sizes: [.large])
        let finding = try #require(prominent.findings(.contrastText, part: "trailing[0]").first)
        #expect(finding.foreground?.css == "#FFFFFF")
        #expect(finding.measured > 3 && finding.measured < 4.5)
    }

    @Test func aTitleThatFitsAtTheDefaultSizeTruncatesFromAX2Up() throws {
        let report = AuditHarness.audit(HeaderConfiguration(title: "Quarterly Reports"))
        let finding = try #require(report.findings(.textTruncated, part: "largeTitle").first)
        #expect(report.findings(.textTruncated).count == 1)
        #expect(finding.variants == [TextSize.ax2, .ax3, .ax4, .ax5].map { AuditVariant.textSize($0) })
        #expect(finding.offsets.from == report.offsets.first)
        #expect(finding.measured > finding.threshold)
        #expect(finding.message.hasPrefix("the large title truncates"))
        // From the pull-down until the title has scrolled away under the bar.
        #expect(finding.offsets.to < report.offsets.last ?? 0)
        #expect(finding.message.contains("from AX2 up at offsets -60 to "))
        // At the default size alone it fits.
        let standard = AuditHarness.audit(HeaderConfiguration(title: "Quarterly Reports"), sizes: [.large])
        #expect(standard.findings(.textTruncated).isEmpty)
    }

    @Test func fourTrailingActionsAndALongBackLabelOnAnIPhoneSETruncateTheBackLabelAndTheTitle() throws {
        let configuration = HeaderConfiguration(
            style: .compact, back: "All Mailboxes and Folders",
            trailing: ["search", "plus", "share", "trash"].map { Action.icon($0) }, device: .iphoneSE)
        let report = AuditHarness.audit(configuration)
        let back = try #require(report.findings(.textTruncated, part: "back").first)
        let title = try #require(report.findings(.textTruncated, part: "title").first)
        for finding in [back, title] {
            // The bar's texts keep their size: every size and every offset.
            #expect(finding.variants.count == TextSize.allCases.count)
            #expect(finding.offsets.from == report.offsets.first && finding.offsets.to == report.offsets.last)
        }
        #expect(back.threshold < back.measured)
        #expect(
            report.findings(.targetSize).map(\.part) == ["trailing[0]", "trailing[1]", "trailing[2]", "trailing[3]"])
    }

    @Test(arguments: [
        (HeaderConfiguration(style: .compact, back: "Mailboxes"), "back"),
        (HeaderConfiguration(style: .compact, trailing: [.text("Done")]), "trailing[0]"),
    ])
    func iOSSystemBlueTextOnWhiteIsUnderTheTextContrastMinimum(configuration: HeaderConfiguration, part: String) throws
    {
        let report = AuditHarness.audit(configuration)
        let finding = try #require(report.findings(.contrastText, part: part).first)
        #expect(abs(finding.measured - 4.02) < 0.005)
        #expect(finding.threshold == 4.5)
        #expect(finding.foreground?.css == "#007AFF")
        #expect(finding.background?.css == "#FFFFFF")
        #expect(finding.message.contains("4.02:1"))
    }

    @Test func actionsInACollapsingHeaderRunIntoItsTitleHalfwayThroughTheCollapse() throws {
        let configuration = HeaderConfiguration(
            style: .collapsible, title: "Weekend in the Mountains", back: "Trips",
            trailing: ["search", "plus", "share"].map { Action.icon($0) })
        let report = AuditHarness.audit(configuration, sizes: [.large])
        let collisions = report.findings(.partsCollide, part: "title")
        #expect(Set(collisions.compactMap(\.with)).isSuperset(of: ["trailing[0]", "trailing[1]", "trailing[2]"]))
        for finding in collisions {
            // Not at rest, not once collapsed: part-way through the 120-point collapse.
            #expect(finding.offsets.from > 0)
            #expect(finding.offsets.to < configuration.collapseDistance)
        }
        // With no actions and no back button the title has the bar to itself.
        let bare = AuditHarness.audit(
            HeaderConfiguration(style: .collapsible, title: "Weekend in the Mountains"), sizes: [.large])
        #expect(bare.findings(.partsCollide).isEmpty)
    }
}
