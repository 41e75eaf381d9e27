extension HeaderLayout {
    /// What a large title (and its subtitle) is drawn cut to, whatever it shows at this offset: for `large`, the
    /// screen below the bar (UIKit's large title belongs to the navigation bar and slides under its bottom edge);
    /// for a Material bar, its bottom row (Compose clips the expanded title to the row under the top row). Nil
    /// for the others, whose large title is never cut.
    public var largeTitleClip: Rect? {
        guard let bar, case .some = largeTitle else { return nil }
        // Flutter's `FlexibleSpaceBar` cuts its title to the flexible space, the header.
        if style == .sliverAppBar { return header.frame }
        if style == .collapsingToolbar {
            // The layout draws its title inside itself, and in `fade` mode outside a shown scrim
            // (`canvas.clipRect(contentScrim.getBounds(), Region.Op.DIFFERENCE)`).
            guard let scrim, scrim.opacity > 0, title != nil else { return header.frame }
            let top = min(max(scrim.frame.maxY, header.frame.y), header.frame.maxY)
            return Rect(x: header.frame.x, y: top, width: header.frame.width, height: header.frame.maxY - top)
        }
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

    /// Finishes the layout: each text line and action drawn cut carries its `clip` (a Material bar's items are cut
    /// to the bar, its expanded title and subtitle to the bottom row; a `large` bar's large title and subtitle to the
    /// screen below the bar), the back button and each action carry their `touchTarget` (the frame grown to the
    /// platform's minimum about its centre), and each action its `name` as the request lists it.
    ///
    /// Runs after mirroring, on screen frames: every clip spans the bar's or the screen's width, and a grown
    /// target stays centred, so neither depends on the direction.
    ///
    /// `requestedTrailing` is the number of trailing actions the request lists (``LayoutPlan/requestedTrailing``).
    mutating func resolveClipsAndTargets(requestedTrailing: Int) {
        let barClip = style.isMaterial ? bar : nil
        if let clip = largeTitleClip {
            // Each cut is worked out before the write, which then changes the line in place.
            let line = Self.cut(largeTitle?.line.frame, to: clip)
            largeTitle?.line.clip = line
            if case .some = largeTitle?.subtitle {
                let subtitle = Self.cut(largeTitle?.subtitle?.frame, to: clip)
                largeTitle?.subtitle?.clip = subtitle
            }
        }
        if let barClip, case .some = title {
            let line = Self.cut(title?.line.frame, to: barClip)
            title?.line.clip = line
            if case .some = title?.subtitle {
                let subtitle = Self.cut(title?.subtitle?.frame, to: barClip)
                title?.subtitle?.clip = subtitle
            }
        }
        nameActions(requestedTrailing: requestedTrailing)
        if let barClip {
            for index in actions.indices { actions[index].clip = Self.cut(actions[index].frame, to: barClip) }
        }
        resolveTouchTargets()
        resolveTabs()
    }

    /// Each tab takes touches over its whole box (Compose's `Tab` is `selectable` across it; a segment of an iOS
    /// segmented control, grown to 44 points about its centre) and is cut to the row where a scrollable row's tab
    /// reaches past the screen.
    private mutating func resolveTabs() {
        guard let row = tabs?.frame, let count = tabs?.items.count else { return }
        let material = style.isMaterial
        let least = minimumTouchTarget
        for index in 0..<count {
            guard let frame = tabs?.items[index].frame else { continue }
            tabs?.items[index].touchTarget = material ? frame : frame.grown(toAtLeast: least)
            tabs?.items[index].clip = Self.cut(frame, to: row)
        }
    }

    /// Sets the touch targets of the back button and the actions: each frame grown about its centre to the
    /// platform's minimum, then, where two grown targets in a row would overlap, cut at the middle of the gap
    /// between their frames, since a touch there goes to the nearer button. A row of 36-point buttons 4 points
    /// apart thus has 40-point targets, not 44.
    private mutating func resolveTouchTargets() {
        let side = minimumTouchTarget
        // The back button is read and written through its frame and target alone: testing or binding the whole
        // optional part copied it, strings and all, several times per answer.
        let backFrame = back?.frame
        let first = backFrame == nil ? 0 : 1
        let count = actions.count + first
        guard count > 0 else { return }
        // The frames and targets of a bar's few buttons, on the stack: this runs for every answer.
        withUnsafeTemporaryAllocation(of: Rect.self, capacity: 2 * count) { buffer in
            let (frames, targets) = (buffer.baseAddress!, buffer.baseAddress! + count)
            if let backFrame { frames[0] = backFrame }
            for index in actions.indices { frames[index + first] = actions[index].frame }
            for index in 0..<count { targets[index] = frames[index].grown(toAtLeast: side) }
            for i in 0..<count {
                for j in 0..<count where j != i && frames[i].midX < frames[j].midX {
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
            if first == 1 { back?.touchTarget = targets[0] }
            for index in actions.indices { actions[index].touchTarget = targets[index + first] }
        }
    }

    /// `clip` when `frame` is not wholly inside it, nil when it is drawn whole.
    private static func cut(_ frame: Rect?, to clip: Rect) -> Rect? {
        guard let frame, frame.width > 0, !clip.contains(frame) else { return nil }
        return clip
    }

    /// Names each laid-out action as the request lists it. A bar that leaves actions out for lack of room keeps
    /// the first leading ones and the last trailing ones, so kept trailing actions are counted from the end of the
    /// request's list; a Material bar keeps its first trailing actions, and its leading icon is `navigation`.
    private mutating func nameActions(requestedTrailing: Int) {
        // By index: iterating the parts themselves copied each one.
        var keptTrailing = 0
        for index in actions.indices where actions[index].side == .trailing { keptTrailing += 1 }
        var leadingIndex = 0
        let material = style.isMaterial
        var trailingIndex = material ? 0 : max(0, requestedTrailing - keptTrailing)
        for index in actions.indices {
            if actions[index].side == .leading {
                actions[index].name = material ? .navigation : .leading(leadingIndex)
                leadingIndex += 1
            } else {
                actions[index].name = .trailing(trailingIndex)
                trailingIndex += 1
            }
        }
    }
}
