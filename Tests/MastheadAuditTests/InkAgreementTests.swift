import Foundation
import MastheadGeometry
import MastheadPreview
import Testing

@testable import MastheadAudit

/// The audit agrees with the picture: for crowded headers of every style, scroll behaviour and several text sizes,
/// at the frames where the audit finds a collision worst and at a spread of others, every `parts-collide` it
/// reports at that frame is two parts whose painted pixels overlap, and every two header parts whose painted pixels
/// overlap are reported.
///
/// Each header part is drawn alone from ``ScreenParts`` (its drawing, the frame's definitions, its clip, its origin
/// and its opacity) and rasterised by librsvg at 2 pixels a point ([PartRaster]). Only parts shown at the audit's
/// threshold (opacity ``AuditStandard/visibleOpacity``) are compared; a part in the scroll content loses the pixels
/// an opaque header backing (alpha 255) covers. The slack is one device pixel, half a point, for antialiasing:
/// - a reported pair must have a painted pixel (any alpha) of one part within one pixel of a painted pixel of the
///   other (an ink box's corner may be empty where the glyph is round, by less than that);
/// - an unreported pair must have no pixel that both parts cover at least half (at their opacity): two edges that
///   merely share an antialiased pixel do not overlap. A part in the scroll content (an `inlineTitle` bar's large
///   title) passing under the bar's items is not a collision: every scroll puts content under a bar that lets it
///   show through (iOS 26's), and the audit does not report it.
struct InkAgreementTests {
    /// The headers of one style, at some of its text sizes.
    struct Family: Sendable, CustomTestStringConvertible {
        let style: HeaderStyle
        var fidelity: Fidelity = .kit
        var behaviours: [ScrollBehavior] = [.pinned]
        /// The search field's placeholder, for a header with one.
        var search: String?
        /// `collapsingToolbar`'s title mode.
        var titleCollapseMode: TitleCollapseMode = .default

        var testDescription: String {
            style.rawValue + (fidelity == .kit ? "" : " fidelity=\(fidelity.rawValue)")
                + (search == nil || style == .m3Search ? "" : " search")
                + (titleCollapseMode == .default ? "" : " titleCollapseMode=\(titleCollapseMode.rawValue)")
        }

        /// The text sizes (iOS) or font scales (Material) checked.
        var variants: [AuditVariant] {
            style.isMaterial
                ? [0.85, 1.3, 2].map { .fontScale($0) }
                : [TextSize.xSmall, .xxxLarge, .ax5].map { .textSize($0) }
        }

        /// Crowded headers: long titles, long back labels, several actions, text actions, subtitles, right to left.
        var headers: [HeaderConfiguration] {
            var headers: [HeaderConfiguration] = []
            for behaviour in behaviours {
                let make = { (title: String, subtitle: String?, back: String?, leading: [Action], trailing: [Action]) in
                    var header = HeaderConfiguration(
                        style: style, title: title, subtitle: subtitle, back: style.isMaterial ? nil : back,
                        leading: style.isMaterial ? [] : leading, trailing: trailing,
                        device: style.isMaterial ? .pixel8 : .default, fidelity: fidelity, scrollBehavior: behaviour,
                        navigation: title == "Inbox" ? .menu : .back)
                    header.search = search
                    header.titleCollapseMode = titleCollapseMode
                    return header
                }
                let prominent = fidelity == .ios26
                headers.append(
                    make(
                        "Quarterly Reports and Forecasts for the Northern Region", nil, "All Mailboxes and Folders",
                        [], ["search", "plus", "share"].map { Action.icon($0) }))
                headers.append(
                    make(
                        "Weekend in the Mountains", "Updated just now", "Trips", [.text("Edit")],
                        [.text("Select"), .text("Done", prominent: prominent)]))
                headers.append(make("Inbox", nil, "Mailboxes", [], [.icon("more"), .text("Done")]))
                var rtl = make(
                    "Weekend in the Mountains", "Updated just now", "Back to Trips", [],
                    [.icon("search"), .text("Done")])
                rtl.direction = .rtl
                headers.append(rtl)
            }
            return headers
        }
    }

    static let families: [Family] =
        [
            Family(style: .compact, behaviours: [.pinned, .enterAlways]),
            Family(style: .large), Family(style: .inlineTitle), Family(style: .scrollEdge), Family(style: .collapsible),
            Family(style: .compact, fidelity: .uikit), Family(style: .large, fidelity: .uikit),
            Family(style: .compact, fidelity: .ios26), Family(style: .large, fidelity: .ios26),
            Family(style: .inlineTitle, fidelity: .ios26),
        ]
        + [HeaderStyle.m3Small, .m3CenterAligned, .m3Medium, .m3Large, .m3MediumFlexible, .m3LargeFlexible].map {
            Family(style: $0, behaviours: ScrollBehavior.allCases)
        }
        + [
            Family(style: .compact, behaviours: [.pinned, .enterAlways], search: "Search every mailbox and folder"),
            Family(style: .large, search: ""), Family(style: .large, fidelity: .uikit, search: "Find"),
            Family(style: .inlineTitle, search: "Search all the photos in the library"),
            Family(style: .m3Search, behaviours: [.pinned, .enterAlways], search: "Search in mail and chats"),
            // Flutter's SliverAppBar: its title shrinking from 1.5 times into the toolbar under the actions.
            Family(style: .sliverAppBar),
            // Android's CollapsingToolbarLayout: the expanded title fading under the scrim, or moving and shrinking
            // into the toolbar (`scale`), with the app bar's two scroll flags.
            Family(style: .collapsingToolbar, behaviours: [.exitUntilCollapsed, .enterAlways]),
            Family(style: .collapsingToolbar, behaviours: [.exitUntilCollapsed], titleCollapseMode: .scale),
        ]

    @Test(arguments: families)
    func theAuditsCollisionsAreThePicturesOverlaps(family: Family) throws {
        // INK_FAMILY=collapsible (a family's description) checks that family alone, for looking into one.
        if let only = ProcessInfo.processInfo.environment["INK_FAMILY"], only != family.testDescription { return }
        var tally = InkTally()
        for configuration in family.headers {
            let request = AuditRequest(
                configuration: configuration, options: PreviewOptions(), variants: family.variants)
            let report = Audit.run(request, measurer: AuditHarness.shaper)
            tally.headers += 1
            for (offset, variant) in Self.frames(of: report, seed: tally.headers) {
                try InkComparison.check(
                    configuration: variant.applied(to: configuration), offset: offset, variant: variant,
                    into: &tally)
            }
        }
        print(
            "ink agreement, \(family.testDescription): \(tally.headers) headers, \(tally.frames) frames, "
                + "\(tally.pairs) pairs, \(tally.reported) reported, \(tally.disagreements.count) disagreements")
        #expect(tally.disagreements.isEmpty, "\(tally.disagreements.prefix(20).joined(separator: "\n"))")
    }

    /// The frames checked: where each collision is worst, and a spread of offsets at every size.
    static func frames(of report: AuditReport, seed: Int) -> [(Double, AuditVariant)] {
        var frames: [(Double, AuditVariant)] = []
        for finding in report.findings(.partsCollide) where !finding.message.contains("left out") {
            frames.append((finding.worst.offset, finding.worst.variant))
        }
        let offsets = report.offsets
        for (index, variant) in report.variants.enumerated() {
            // Four offsets from the pull-down to the end, a different four for each size and header.
            for step in 0..<4 {
                let at = (offsets.count - 1) * step / 3 + (seed * 7 + index * 13 + step * 3) % 9 - 4
                frames.append((offsets[min(max(at, 0), offsets.count - 1)], variant))
            }
        }
        return frames
    }
}
