import Foundation
import WidgetryReference
import WidgetryToday
import WidgetryUI

/// Test widgets, each written the way a real Today extension would be, some with a known mistake.

/// Rows of body text; the widget's content in most tests.
struct RowsView: View {
    let count: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count) { index in
                Text("Row \(index)").font(.body)
            }
        }
    }
}

/// A well-behaved widget: expandable from viewDidLoad, compact size = maxSize, expanded height asked for.
final class GoodWidget: TodayViewController {
    var expandedHeight: CGFloat = 220
    var rows = 2
    private(set) var modeChanges: [(NCWidgetDisplayMode, CGSize)] = []

    override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = .expanded
    }

    override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        modeChanges.append((activeDisplayMode, maxSize))
        preferredContentSize = activeDisplayMode == .compact ? maxSize : CGSize(width: 0, height: expandedHeight)
    }

    override func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        completionHandler(.newData)
    }

    override var content: AnyView { AnyView(RowsView(count: rows)) }
}

/// The classic inverted branch: the expanded height is set when compact.
final class InvertedBranchWidget: TodayViewController {
    override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = .expanded
    }

    override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        preferredContentSize = activeDisplayMode == .compact ? CGSize(width: 0, height: 300) : maxSize
    }
}

/// Offers expanded mode only once data has loaded, in widgetPerformUpdate, and forgets to set a size.
final class LateExpandableWidget: TodayViewController {
    var setsSizeAfterwards = false

    override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        preferredContentSize = activeDisplayMode == .compact ? maxSize : CGSize(width: 0, height: 250)
    }

    override func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        extensionContext?.widgetLargestAvailableDisplayMode = .expanded
        if setsSizeAfterwards, extensionContext?.widgetActiveDisplayMode == .expanded {
            preferredContentSize = CGSize(width: 0, height: 250)
        }
        completionHandler(.newData)
    }
}

/// A widget that never offers expanded mode.
final class CompactOnlyWidget: TodayViewController {
    override var content: AnyView { AnyView(RowsView(count: 3)) }
}

/// The grid sample's rule: "Show More" only with more than four items.
final class ItemsWidget: TodayViewController {
    let items: Int
    init(items: Int) { self.items = items }

    override func viewDidLoad() {
        extensionContext?.widgetLargestAvailableDisplayMode = items > 4 ? .expanded : .compact
    }

    override func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
        preferredContentSize = activeDisplayMode == .compact ? maxSize : CGSize(width: 0, height: CGFloat(items) * 30)
    }
}

/// A device from the catalog, by name; the tests use names the catalog has.
func device(_ name: String) -> DeviceProfile {
    guard let profile = DeviceCatalog.device(named: name) else { fatalError("no device \(name)") }
    return profile
}
