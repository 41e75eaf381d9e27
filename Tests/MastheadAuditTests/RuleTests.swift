import MastheadGeometry
import Testing

@testable import MastheadAudit

/// Each rule on its own, on headers whose numbers are known.
struct RuleTests {
    @Test(arguments: [
        // The kit's 36-point icon buttons: under Apple's 44, over WCAG's 24.
        (
            HeaderConfiguration(style: .compact, trailing: [.icon("plus")]), "trailing[0]" as String?,
            AuditSeverity.warning, 36.0
        ),
        // A chevron alone is 13 points wide: under WCAG's 24.
        (HeaderConfiguration(style: .compact, back: ""), "back", .error, 13),
        // Material's icon buttons are 48 dp: nothing to report.
        (HeaderConfiguration(style: .m3Small, trailing: [.icon("search")], navigation: .back), nil, .warning, 0),
    ])
    func targetSizesAreCheckedAgainstThePlatformAndWCAG(
        configuration: HeaderConfiguration, part: String?, severity: AuditSeverity, measured: Double
    ) throws {
        let findings = AuditHarness.audit(configuration, sizes: [.large]).findings(.targetSize)
        guard let part else {
            #expect(findings.isEmpty)
            return
        }
        let finding = try #require(findings.first { $0.part == part })
        #expect(finding.severity == severity)
        #expect(finding.measured == measured)
    }

    @Test func anInlineTitleThatAppearsAtOnceIsAMotionNotice() throws {
        let report = AuditHarness.audit(HeaderConfiguration(style: .inlineTitle), sizes: [.large])
        let finding = try #require(report.findings(.motionJump, part: "title").first)
        #expect(finding.severity == .notice)
        let threshold = try #require(report.offsets.first { $0 > finding.offsets.from && $0 <= finding.offsets.to + 1 })
        #expect(threshold <= finding.offsets.to + 1)
    }

    @Test func uikitsTimedCrossFadeOfTheTitlesIsNotAJump() {
        let report = AuditHarness.audit(HeaderConfiguration(fidelity: .uikit), sizes: [.large])
        #expect(report.findings(.motionJump).isEmpty)
    }

    @Test func aLargeTitleCutAtTheBarsBottomNeverReachesTheStatusBar() {
        let report = AuditHarness.audit(HeaderConfiguration(title: "Inbox"))
        #expect(report.findings(.safeArea).isEmpty)
    }

    @Test func aCollapsingTitleThatRisesIntoTheStatusBarIsFound() throws {
        let report = AuditHarness.audit(HeaderConfiguration(style: .collapsible, parallax: 1), sizes: [.large])
        let finding = try #require(report.findings(.safeArea, part: "title").first)
        #expect(finding.measured > 0)
        #expect(finding.offsets.from > 0)
    }

    @Test(arguments: [
        // Compose clips the bar's items to the container as it scrolls away under the status bar.
        HeaderConfiguration(
            style: .m3Small, trailing: [.icon("search")], scrollBehavior: .enterAlways, navigation: .back),
        // … and the expanded title to the bottom row, so it never meets the navigation icon.
        HeaderConfiguration(style: .m3Large, scrollBehavior: .exitUntilCollapsed, navigation: .menu),
    ])
    func whatAMaterialBarClipsAwayIsNeitherInTheStatusBarNorColliding(configuration: HeaderConfiguration) {
        let report = AuditHarness.audit(configuration)
        #expect(report.findings(.safeArea).isEmpty && report.findings(.partsCollide).isEmpty)
    }

    @Test func aQuickReturnBarSlidingUnderTheStatusBarIsFound() throws {
        // Nothing clips the iOS bar: its title passes under the Dynamic Island (as /v1/preview.png shows).
        let configuration = HeaderConfiguration(style: .compact, back: "Mail", scrollBehavior: .enterAlways)
        let report = AuditHarness.audit(configuration, sizes: [.large])
        let finding = try #require(report.findings(.safeArea, part: "title").first)
        #expect(finding.offsets.from > 0)
        #expect(report.findings(.safeArea, part: "back").first != nil)
    }

    @Test func everyRuleHasASourceAndASummary() {
        for rule in AuditRule.allCases {
            #expect(!rule.source.isEmpty && !rule.summary.isEmpty)
        }
    }
}
