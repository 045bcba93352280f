import AutoLayout

/// The bars a view controller's root sits under, as session settings (`:set navigation-bar
/// on`): each adds to the safe area the way UIKit's container controllers do. Heights from
/// shared/notes/modern-autolayout.md §2.2: a navigation bar is 44 points below the status
/// bar's safe area (64 on 20-point phones, 88 on the X, 91 on 47-point phones), a tab bar 49
/// above the home indicator's (83 on Face ID phones), a toolbar 44 likewise. On a phone in
/// landscape (compact height) a large title does not show, and on one narrower than 414 points
/// the three bars are 32 high: Interface Builder's canvas puts the safe area of
/// LTMorphingLabel's demo (Xcode 12, an iPhone 8 in landscape under a navigation bar) 32 down. A
/// navigation bar that shows a large title (`prefersLargeTitles`, iOS 11) is 96 high, 52 more:
/// Interface Builder's canvas puts the safe area of Hero's Navigation storyboard (Xcode 9, an
/// iPhone 8 under a `largeTitles` navigation bar) at 20 + 96. On a phone with a home indicator,
/// upright, a toolbar is 49 high as a tab bar is: the canvas puts the bottom layout guide of
/// Google's ads API demo (Xcode 14, an iPhone X under a simulated toolbar) 34 + 49 up. A
/// navigation controller's toolbar inside a tab bar controller sits on the tab bar, so the two
/// add up (ViewAnimator's collection view scene, Xcode 11 on an iPhone X: 34 + 49 + 49).
public struct Bars: Hashable, Sendable {
    public var navigationBar = false
    public var tabBar = false
    public var toolbar = false
    /// The navigation bar's `prefersLargeTitles`: it is `largeTitleNavigationBarHeight` high.
    public var largeTitles = false
    /// The controller is presented as a page sheet (iOS 13's default for a modal presentation on
    /// a phone): no status bar above it, and its navigation bar is `sheetNavigationBarHeight`
    /// high (Interface Builder's canvas for Eureka's modal navigation controller, Xcode 11: the
    /// table 8 above the safe area's top is stored at 56 − 64).
    public var inSheet = false
    /// The view controller's `additionalSafeAreaInsets` (iOS 11): added to the safe area after
    /// the bars, for bars of its own that UIKit does not know.
    public var additionalSafeArea = EdgeInsets.zero
    /// The view controller's `viewRespectsSystemMinimumLayoutMargins`: off, its view's margins
    /// are its own (8 by default), as a cell's or any plain view's are.
    public var respectsSystemMinimumLayoutMargins = true

    public init(navigationBar: Bool = false, tabBar: Bool = false, toolbar: Bool = false, additionalSafeArea: EdgeInsets = .zero) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.additionalSafeArea = additionalSafeArea
    }

    /// A navigation bar's height, and a tab bar's and a toolbar's.
    public static let navigationBarHeight = 44.0, tabBarHeight = 49.0, toolbarHeight = 44.0
    /// A navigation bar's height on an iPad from iPadOS 13 (Interface Builder's canvas from
    /// Xcode 11; sessions keep 44).
    public static let padNavigationBarHeight = 50.0
    /// A toolbar's height above a home indicator.
    public static let homeIndicatorToolbarHeight = 49.0
    /// A navigation bar's height with a large title, and in a sheet.
    public static let largeTitleNavigationBarHeight = 96.0, sheetNavigationBarHeight = 56.0

    /// The height of each bar on a phone narrower than 414 points in landscape.
    public static let compactBarHeight = 32.0

    /// The navigation bar's height: 44, 56 in a sheet, and a large title's 52 more (96; 108 in a
    /// sheet: Interface Builder's canvas for cometchat's sign-up, Xcode 12 on an iPhone 11,
    /// thirty-fifth held-out set: an 842-point sheet, its content at the safe area's top stored
    /// 108 down).
    public var navigationBarHeight: Double {
        let bar = inSheet ? Bars.sheetNavigationBarHeight : Bars.navigationBarHeight
        return largeTitles ? bar + Bars.largeTitleNavigationBarHeight - Bars.navigationBarHeight : bar
    }

    /// How a root of `rootSize` on `device` holds its bars: on a phone in landscape (compact
    /// height) a large title does not show, and on one narrower than 414 points in landscape the
    /// bars themselves are `compactBarHeight` high; on a phone with a home indicator, upright,
    /// the toolbar is `homeIndicatorToolbarHeight` high.
    public enum Height: Sendable { case regular, homeIndicator, compact, compactBars }

    /// The `Height` of a root of `rootSize` on `device`.
    public static func height(device: DevicePreset?, rootSize: Size) -> Height {
        guard let device, !device.isPad else { return .regular }
        guard rootSize.width > rootSize.height else { return device.portraitInsets.bottom > 0 ? .homeIndicator : .regular }
        return min(device.size.width, device.size.height) < 414 ? .compactBars : .compact
    }

    /// A toolbar's height at `height`.
    public static func toolbarHeight(_ height: Height) -> Double {
        switch height {
        case .regular, .compact: toolbarHeight
        case .homeIndicator: homeIndicatorToolbarHeight
        case .compactBars: compactBarHeight
        }
    }

    /// The root's safe area under these bars, from the screen's (a sheet has no status bar above
    /// it), at `height`.
    public func safeArea(over screen: EdgeInsets, height: Height = .regular) -> EdgeInsets {
        var insets = screen
        if inSheet { insets.top = 0 }
        let navigation =
            switch height {
            case .regular, .homeIndicator: navigationBarHeight
            case .compact: largeTitles ? Bars.navigationBarHeight : navigationBarHeight
            case .compactBars: Bars.compactBarHeight
            }
        if navigationBar { insets.top += navigation }
        // A navigation controller's toolbar sits on its tab bar controller's tab bar.
        let tab = height == .compactBars ? Bars.compactBarHeight : Bars.tabBarHeight
        insets.bottom += (tabBar ? tab : 0) + (toolbar ? Bars.toolbarHeight(height) : 0)
        return insets + additionalSafeArea
    }

    /// `navigation-bar, large-titles, tab-bar`, or `none`.
    public var text: String {
        let additional = additionalSafeArea == .zero ? nil : "additional-safe-area \(additionalSafeArea.text)"
        let minimum = respectsSystemMinimumLayoutMargins ? nil : "system-minimum-margins off"
        let on = [
            navigationBar ? "navigation-bar" : nil, largeTitles ? "large-titles" : nil, inSheet ? "sheet" : nil, tabBar ? "tab-bar" : nil,
            toolbar ? "toolbar" : nil, additional, minimum,
        ]
        .compactMap { $0 }
        return on.isEmpty ? "none" : on.joined(separator: ", ")
    }
}
