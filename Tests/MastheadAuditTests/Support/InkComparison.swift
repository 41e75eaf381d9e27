import MastheadGeometry

@testable import MastheadAudit
@testable import MastheadPreview

/// What ``InkComparison`` counted, and where the audit and the picture disagreed.
struct InkTally {
    var headers = 0
    var frames = 0
    /// Pairs of shown header parts compared.
    var pairs = 0
    /// Collisions the audit reported at the frames checked.
    var reported = 0
    var disagreements: [String] = []
}

/// One frame's `parts-collide` findings against its parts' pixels (see ``InkAgreementTests`` for the slack).
enum InkComparison {
    /// The parts the header paints that the audit can name in a collision.
    static func isHeaderPart(_ name: PartName) -> Bool {
        switch name {
        case .back, .title, .largeTitle, .largeTitleSubtitle, .navigation, .leading, .trailing, .searchIcon,
            .searchPlaceholder:
            true
        default: false
        }
    }

    /// The part the picture draws a collision's part in: a title's subtitle is drawn in the title's group.
    static func drawn(_ name: String, in scene: ResolvedScene) -> PartName? {
        guard let entry = scene.entries.first(where: { $0.name.path == name }) else { return nil }
        return entry.name == .titleSubtitle ? .title : entry.name
    }

    /// Checks the frame of `configuration` (already at `variant`) at `offset`.
    static func check(
        configuration: HeaderConfiguration, offset: Double, variant: AuditVariant, into tally: inout InkTally
    ) throws {
        tally.frames += 1
        let request = AuditRequest(
            configuration: configuration, options: PreviewOptions(), from: offset, to: offset, variants: [variant])
        let report = Audit.run(request, measurer: AuditHarness.shaper)
        let layout = LayoutPlan(configuration: configuration, measurer: AuditHarness.shaper).layout(at: offset)
        let scene = layout.scene
        let place =
            "\(configuration.style.rawValue) \(configuration.fidelity.rawValue) "
            + "\(configuration.scrollBehavior.rawValue) \(configuration.direction.rawValue) "
            + "“\(configuration.title)” at \(offset), \(variant.name)"
        var reported = Set<[String]>()
        for finding in report.findings(.partsCollide) where !finding.message.contains("left out") {
            guard let with = finding.with, let a = drawn(finding.part, in: scene), let b = drawn(with, in: scene)
            else {
                tally.disagreements.append("\(place): \(finding.part) with \(finding.with ?? "-") is not drawn")
                continue
            }
            if a != b { reported.insert([a.path, b.path].sorted()) }
        }
        tally.reported += reported.count
        let raster = PartRaster(layout: layout, configuration: configuration, region: region(of: layout), scale: 2)
        var coverages: [PartRaster.Coverage] = []
        for part in raster.parts.parts where isHeaderPart(part.name) && part.opacity >= AuditStandard.visibleOpacity {
            guard var coverage = try raster.coverage(of: part.name), !coverage.isEmpty else { continue }
            if scene[part.name]?.inContent == true, let header = try raster.coverage(of: .header) {
                // An opaque backing painted over the content hides what scrolls under it.
                for index in coverage.alpha.indices where header.alpha[index] == 255 { coverage.alpha[index] = 0 }
            }
            coverages.append(coverage)
        }
        var painted = Set<[String]>()
        for (index, a) in coverages.enumerated() {
            for b in coverages[(index + 1)...] {
                tally.pairs += 1
                let pair = [a.name.path, b.name.path].sorted()
                if reported.contains(pair) {
                    painted.insert(pair)
                    if !touches(a, b) {
                        tally.disagreements.append("\(place): \(pair) reported, but their paint does not meet")
                    }
                } else if scene[a.name]?.inContent == true || scene[b.name]?.inContent == true {
                    // Content scrolling under the bar is not a collision: every scroll puts some there.
                    continue
                } else if let pixel = overlap(a, b) {
                    tally.disagreements.append(
                        "\(place): \(pair) overlap at (\(Double(pixel.x) / 2), \(Double(pixel.y) / 2)), unreported")
                }
            }
        }
        for pair in reported.subtracting(painted) {
            tally.disagreements.append("\(place): \(pair) reported, but one of them paints nothing shown")
        }
    }

    /// The header's region of the screen: the full width, from the top to below its lowest part (a large title
    /// scaled by its pull-down included), with room for antialiasing.
    static func region(of layout: HeaderLayout) -> Rect {
        var bottom = layout.header.frame.maxY
        for entry in layout.scene.entries where isHeaderPart(entry.name) {
            bottom = max(bottom, entry.frame.maxY + entry.frame.height * max(0, entry.scale - 1))
        }
        return Rect(x: 0, y: 0, width: layout.viewport.width, height: min(layout.viewport.height, bottom + 16))
    }

    /// Whether a painted pixel of `a` lies within one pixel (a king's move) of a painted pixel of `b`.
    static func touches(_ a: PartRaster.Coverage, _ b: PartRaster.Coverage) -> Bool {
        let (width, height) = (a.width, a.height)
        for y in 0..<height {
            for x in 0..<width where a.painted(y * width + x) {
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) where b.painted(ny * width + nx) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// The first pixel both parts cover at least half, if any.
    static func overlap(_ a: PartRaster.Coverage, _ b: PartRaster.Coverage) -> (x: Int, y: Int)? {
        for index in a.alpha.indices where a.solid(index) && b.solid(index) {
            return (index % a.width, index / a.width)
        }
        return nil
    }
}
