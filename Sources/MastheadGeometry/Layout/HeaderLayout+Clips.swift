extension HeaderLayout {
    /// What a large title (and its subtitle) is drawn cut to, whatever it shows at this offset: for `large`, the
    /// screen below the bar (UIKit's large title belongs to the navigation bar and slides under its bottom edge);
    /// for a Material bar, its bottom row (Compose clips the expanded title to the row under the top row). Nil
    /// for the others, whose large title is never cut.
    public var largeTitleClip: Rect? {
        guard let bar, largeTitle != nil else { return nil }
        if style.isMaterial { return HeaderLayout.materialBottomRow(of: bar, title: title) }
        guard style == .large else { return nil }
        return Rect(x: 0, y: bar.maxY, width: viewport.width, height: max(0, viewport.height - bar.maxY))
    }

    /// A Material bar's bottom row, under its top row: what the expanded title is clipped to (Compose's
    /// `clipToBounds`), so it never shows over the top row. The top row is ``Metrics/m3SmallHeight`` tall, or as
    /// tall as the collapsed `title` block's line boxes when a large font scale makes them taller.
    private static func materialBottomRow(of bar: Rect, title: TitlePart?) -> Rect {
        let block = (title?.line.frame.height ?? 0) + (title?.subtitle?.frame.height ?? 0)
        let rowTop = bar.y + max(Metrics.m3SmallHeight, block)
        return Rect(x: bar.x, y: rowTop, width: bar.width, height: max(0, bar.maxY - rowTop))
    }

    /// The font a text action's label is drawn in: Material's LabelLarge at the layout's font scale, or the iOS
    /// bars' text action font (bar buttons do not follow Dynamic Type). What the painters, the exports and the
    /// audit's contrast check all read.
    public var textActionFont: FontSpec {
        guard style.isMaterial else { return Fonts.textAction }
        return MaterialTypeStyle.labelLarge.scaled(FontScaleConverter(scale: fontScale)).font
    }

    /// The smallest side of the area that takes a touch on this style's platform: 48 dp on Material, 44 points on
    /// iOS.
    var minimumTouchTarget: Double {
        style.isMaterial ? Metrics.m3MinimumInteractiveSize : Metrics.iosTouchTargetSize
    }

    /// The finished layout: each text line and action drawn cut carries its `clip` (a Material bar's items are cut
    /// to the bar, its expanded title and subtitle to the bottom row; a `large` bar's large title and subtitle to the
    /// screen below the bar), the back button and each action carry their `touchTarget` (the frame grown to the
    /// platform's minimum about its centre), and each action its `name` as the request lists it.
    ///
    /// Runs after mirroring, on screen frames: every clip spans the bar's or the screen's width, and a grown
    /// target stays centred, so neither depends on the direction.
    func resolvingClipsAndTargets(configuration: HeaderConfiguration) -> HeaderLayout {
        var layout = self
        let barClip = style.isMaterial ? bar : nil
        if let clip = largeTitleClip {
            layout.largeTitle?.line.clip = Self.cut(largeTitle?.line.frame, to: clip)
            layout.largeTitle?.subtitle?.clip = Self.cut(largeTitle?.subtitle?.frame, to: clip)
        }
        if let barClip {
            layout.title?.line.clip = Self.cut(title?.line.frame, to: barClip)
            layout.title?.subtitle?.clip = Self.cut(title?.subtitle?.frame, to: barClip)
        }
        let names = actionNames(configuration: configuration)
        for index in layout.actions.indices {
            layout.actions[index].name = names[index]
            if let barClip { layout.actions[index].clip = Self.cut(actions[index].frame, to: barClip) }
        }
        let targets = touchTargets()
        layout.back?.touchTarget = targets.first ?? .zero
        for index in layout.actions.indices {
            layout.actions[index].touchTarget = targets[index + (back == nil ? 0 : 1)]
        }
        return layout
    }

    /// The touch targets of the back button (first, when there is one) and the actions: each frame grown about its
    /// centre to the platform's minimum, then, where two grown targets in a row would overlap, cut at the middle of
    /// the gap between their frames, since a touch there goes to the nearer button. A row of 36-point buttons 4
    /// points apart thus has 40-point targets, not 44.
    private func touchTargets() -> [Rect] {
        let side = minimumTouchTarget
        let frames = (back.map { [$0.frame] } ?? []) + actions.map(\.frame)
        var targets = frames.map { $0.grown(toAtLeast: side) }
        for i in targets.indices {
            for j in targets.indices where j != i && frames[i].midX < frames[j].midX {
                let (a, b) = (targets[i], targets[j])
                // Buttons drawn overlapping (a collision the audit reports) keep their grown targets.
                guard a.maxX > b.x, a.y < b.maxY, b.y < a.maxY, frames[i].maxX <= frames[j].x else { continue }
                let middle = (frames[i].maxX + frames[j].x) / 2
                if a.maxX > middle { targets[i].width = middle - a.x }
                if b.x < middle {
                    targets[j].width = b.maxX - middle
                    targets[j].x = middle
                }
            }
        }
        return targets
    }

    /// `clip` when `frame` is not wholly inside it, nil when it is drawn whole.
    private static func cut(_ frame: Rect?, to clip: Rect) -> Rect? {
        guard let frame, frame.width > 0, !clip.contains(frame) else { return nil }
        return clip
    }

    /// Each laid-out action's name as the request lists it. A bar that leaves actions out for lack of room keeps
    /// the first leading ones and the last trailing ones, so kept trailing actions are counted from the end of the
    /// request's list; a Material bar keeps its first trailing actions, and its leading icon is `navigation`.
    func actionNames(configuration: HeaderConfiguration) -> [PartName] {
        let keptTrailing = actions.filter { $0.side == .trailing }.count
        var leadingIndex = 0
        var trailingIndex = style.isMaterial ? 0 : max(0, configuration.trailing.count - keptTrailing)
        return actions.map { action in
            if action.side == .leading {
                defer { leadingIndex += 1 }
                return style.isMaterial ? .navigation : .leading(leadingIndex)
            }
            defer { trailingIndex += 1 }
            return .trailing(trailingIndex)
        }
    }
}
