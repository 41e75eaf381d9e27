/// Whether an iOS bar's search band collapses with the scroll: UIKit's
/// `UINavigationItem.hidesSearchBarWhenScrolling` (true by default), Flutter's `NavigationBarBottomMode`
/// (`automatic` and `always`, `cupertino/nav_bar.dart`).
public enum SearchBehavior: String, Sendable, Hashable, CaseIterable {
    /// The band collapses first as the content scrolls up (UIKit's default), then the large title does.
    case hideOnScroll
    /// The band stays: the large title collapses and the band pins under the bar.
    case always

    /// The behaviour used when a request names none.
    public static let `default`: SearchBehavior = .hideOnScroll
}
