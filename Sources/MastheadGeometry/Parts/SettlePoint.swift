/// Where a released scroll comes to rest: the offset it settles at and the header's progress there.
///
/// A header that snaps (Material's `enterAlways` and `exitUntilCollapsed` at a collapsed fraction of 0.5; UIKit's
/// large title inside its collapse range) reports one; a scroll that stays where it is released reports none.
public struct SettlePoint: Sendable, Hashable {
    /// The offset the scroll settles at.
    public var offset: Double
    /// The header's `progress` there.
    public var progress: Double

    /// A settle point at `offset` with the header's `progress` there.
    public init(offset: Double, progress: Double) {
        self.offset = offset
        self.progress = progress
    }
}
