import Foundation
import QuartzCore
import Testing
import UIKit

/// A theme manager as apps share it with their widget extension (held-out batch 11: a theming library's bar, tab and
/// search appearances): it styles UIKit's bars, tabs and labels. None of it is drawn in a widget; it must compile and
/// keep what it sets, as UIKit keeps it.
private enum Theme {
    static func style(_ bar: UINavigationBar, tabs: UITabBar, search: UISearchBar, accent: UIColor) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: accent]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.barStyle = .black

        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithTransparentBackground()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = accent
        tabs.standardAppearance = tabAppearance
        tabs.unselectedItemTintColor = .secondaryLabel

        search.searchBarStyle = .minimal
        search.keyboardAppearance = .dark
    }
}

/// A pager's coordinator as SwiftUI apps wrap `UIPageViewController` (held-out batch 12: a pages package the widget
/// links): data source, delegate and the scroll view's delegate at once.
private final class PagerCoordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate, UIScrollViewDelegate {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

@Suite struct AppChromeTests {
    @Test("A pager keeps the pages it is given and completes at once; its coordinator is also a scroll view's delegate")
    func pager() {
        let pages = [UIViewController(), UIViewController()]
        let coordinator = PagerCoordinator(pages: pages)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 8])
        pager.dataSource = coordinator
        pager.delegate = coordinator
        var finished: Bool?
        pager.setViewControllers([pages[0]], direction: .forward, animated: true) { finished = $0 }
        #expect(pager.viewControllers?.first === pages[0] && finished == true)
        #expect(coordinator.pageViewController(pager, viewControllerAfter: pages[0]) === pages[1])
        // The optional page-indicator members: no indicator, as UIKit shows none.
        #expect(coordinator.presentationCount(for: pager) == 0)
        let scroll = UIScrollView(frame: .zero)
        scroll.delegate = coordinator
        #expect(scroll.delegate === coordinator)
        // A table's delegate is its scroll view's, as UIKit's protocol refines the scroll view's.
        let table = UITableView(frame: .zero)
        table.delegate = coordinator
        #expect(table.delegate === coordinator)
    }

    @Test("Bar appearances keep what a theme sets; the configure methods set UIKit's backgrounds and hairlines")
    func barAppearances() {
        let bar = UINavigationBar(frame: .zero), tabs = UITabBar(frame: .zero), search = UISearchBar(frame: .zero)
        Theme.style(bar, tabs: tabs, search: search, accent: .systemPink)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground && bar.standardAppearance.backgroundEffect == nil)
        #expect(bar.scrollEdgeAppearance === bar.standardAppearance)
        #expect(tabs.standardAppearance.shadowColor == nil && tabs.standardAppearance.backgroundColor == .clear)
        #expect(tabs.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(search.keyboardAppearance == .dark && UIKeyboardAppearance.alert == .dark)
        // UIKit's raw values: UIStatusBarStyleDarkContent is 3 (iOS 13), UIScrollViewIndicatorStyleWhite 2.
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIScrollView.IndicatorStyle.white.rawValue == 2)
    }

    @Test("Tab items keep titles, tags and badges; setting items deselects one no longer there")
    func tabItems() {
        let tabs = UITabBar(frame: .zero)
        let home = UITabBarItem(title: "Home", image: nil, tag: 1), library = UITabBarItem(title: "Library", image: nil, selectedImage: nil)
        library.badgeValue = "3"
        library.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        tabs.setItems([home, library], animated: false)
        tabs.selectedItem = library
        #expect(library.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        #expect(library.titleTextAttributes(for: .normal) == nil)
        tabs.setItems([home], animated: true)
        #expect(tabs.selectedItem == nil && tabs.items?.first?.tag == 1)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        done.isEnabled = false
        let item: UIBarItem = done
        #expect(!item.isEnabled)
    }

    @Test("Attributed text and placeholders set the plain text, and plain text clears the attributes, as UIKit")
    func attributedText() {
        let label = UILabel(frame: .zero)
        label.attributedText = NSAttributedString(string: "Streak", attributes: [.kern: 1.5])
        #expect(label.text == "Streak")
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 1.5)
        label.text = "Goal"
        #expect(label.attributedText?.string == "Goal")
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)

        let field = UITextField(frame: .zero)
        field.attributedPlaceholder = NSAttributedString(string: "Search")
        #expect(field.placeholder == "Search")

        let refresh = UIRefreshControl()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)

        let text = CATextLayer()
        text.string = "42"
        // Core Animation's defaults: 36 pt, white.
        #expect(text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1))
    }
}
