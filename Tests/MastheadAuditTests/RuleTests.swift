import MastheadGeometry
import Testing

@testable import MastheadAudit

/// Each rule on its own, on headers whose numbers are known.
struct RuleTests {
    @Test(arguments: [
        // One 36-point icon button takes touches over a 44-point slot (Metrics.iosTouchTargetSize): nothing to report.
        (HeaderConfiguration(style: .compact, trailing: [.icon("plus")]), nil as String?, AuditSeverity.warning, 0.0),
        // Four of them 4 points apart share the gaps: the middle ones' targets are 36 + 4 = 40 wide, under Apple's 44
        // and over WCAG's 24.
        (
            HeaderConfiguration(style: .compact, trailing: ["search", "plus", "share", "trash"].map { .icon($0) }),
            "trailing[1]", .warning, 40
        ),
        // A chevron alone is drawn 13 points wide, but its button takes touches over 44 x 44.
        (HeaderConfiguration(style: .compact, back: ""), nil, .error, 0),
        // Material's icon buttons are 48 dp: nothing to report.
        (HeaderConfiguration(style: .m3Small, trailing: [.icon("search")], navigation: .back), nil, .warning, 0),
        // A Material text button is drawn 40 dp high, inside Compose's 48-dp minimum interactive size: nothing.
        (HeaderConfiguration(style: .m3Small, trailing: [.text("Save")], navigation: .back), nil, .warning, 0),
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

/// The default header of every style, in every look, with the items its platform's own bar carries, is what the
/// platforms ship: the audit finds no collision and no touch target too small in it, at any text size or font scale.
struct DefaultHeaderTests {
    /// Every style with each fidelity that has a form of it (the kit's for the rest).
    static let headers: [HeaderConfiguration] = HeaderStyle.allCases.flatMap { style in
        Fidelity.allCases.filter { $0 == .kit || $0.styles.contains(style) }.map { fidelity in
            style.isMaterial
                // Compose's TopAppBar sample: a navigation icon and two actions.
                ? HeaderConfiguration(
                    style: style, trailing: [.icon("search"), .icon("more_vert")], device: .pixel8,
                    navigation: .back)
                // UIKit's: a back button titled by the previous screen and one bar button item.
                : HeaderConfiguration(
                    style: style, back: "Mailboxes", trailing: [.icon("plus")], fidelity: fidelity)
        }
    }

    @Test(arguments: headers)
    func aDefaultHeaderHasNoCollisionAndNoSmallTarget(configuration: HeaderConfiguration) {
        let report = AuditHarness.audit(configuration)
        let found = report.findings(.partsCollide) + report.findings(.targetSize)
        #expect(found.isEmpty, "\(configuration.style) \(configuration.fidelity): \(found.map(\.message))")
    }
}

/// What the audit reads from the geometry: clips and the place a finding is worst.
struct DrawnPartTests {
    /// A flexible bar's subtitle is cut inside the bottom row as the bar collapses (Compose clips it there), so it
    /// never meets the navigation icon in the top row: no collision at any font scale.
    @Test func aFlexibleBarsSubtitleCutInsideItsRowNeverCollidesWithTheNavigationIcon() {
        let configuration = HeaderConfiguration(
            style: .m3LargeFlexible, subtitle: "Updated just now from the server", device: .pixel8,
            scrollBehavior: .exitUntilCollapsed, navigation: .back)
        let report = AuditHarness.audit(configuration)
        #expect(report.findings(.partsCollide).isEmpty, "\(report.findings(.partsCollide).map(\.message))")
    }

    /// A finding's `worst` names an offset and a size inside it where the audit of that frame alone measures the
    /// finding's value.
    @Test func aFindingsWorstPlaceMeasuresItsValue() throws {
        let configuration = HeaderConfiguration(
            style: .large, title: "Quarterly Reports and Forecasts", back: "Mailboxes", device: .iphoneSE)
        let report = AuditHarness.audit(configuration)
        let finding = try #require(report.findings(.textTruncated, part: "largeTitle").first)
        let worst = finding.worst
        #expect(worst.offset >= finding.offsets.from && worst.offset <= finding.offsets.to)
        #expect(finding.variants.contains(worst.variant))
        guard case .textSize(let size) = worst.variant else {
            Issue.record("an iOS style's finding is at a text size, got \(worst.variant)")
            return
        }
        let alone = AuditHarness.audit(configuration, from: worst.offset, to: worst.offset, sizes: [size])
        let there = try #require(alone.findings(.textTruncated, part: "largeTitle").first)
        #expect(there.measured == finding.measured)
        #expect(AuditHarness.document(report).contains(#""worst":{"offset":"#))
    }
}
