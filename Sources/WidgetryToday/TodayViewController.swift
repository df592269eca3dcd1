import Foundation
import WidgetryReference
import WidgetryUI

/// A Today widget's view controller: subclass it as an iOS Today extension subclasses
/// `UIViewController` and adopts `NCWidgetProviding`, and return the widget's SwiftUI view from
/// ``content``.
///
/// The host creates a new controller every time the widget appears (as iOS does), so anything kept in
/// stored properties is lost between appearances; only the display mode is remembered, by the host.
open class TodayViewController: NCWidgetProviding {
    /// The host's context for this appearance: display modes and maximum sizes. Set before
    /// ``viewDidLoad()`` is called.
    public internal(set) var extensionContext: TodayExtensionContext?

    /// The size the widget asks for. The host uses the height in expanded mode (clamped to the
    /// maximum) and ignores it in compact mode; the width is always the host's.
    public var preferredContentSize: CGSize = .zero {
        didSet {
            guard let context = extensionContext else { return }
            context.events.append(.preferredSizeSet(preferredContentSize, activeMode: context.widgetActiveDisplayMode))
        }
    }

    /// Creates a controller; the host calls the factory it was given, which usually calls this.
    public init() {}

    /// Called once the controller has its `extensionContext`, before the host asks for a display mode:
    /// set `widgetLargestAvailableDisplayMode` here.
    open func viewDidLoad() {}

    /// The user's text size, as UIKit's `traitCollection.preferredContentSizeCategory`: set by the host
    /// before `viewDidLoad` and whenever the user changes it.
    public internal(set) var dynamicTypeSize: DynamicTypeSize = .large

    /// Called after the user changed the text size, as UIKit's `traitCollectionDidChange(_:)`: the place
    /// to ask for a new expanded height.
    open func dynamicTypeSizeDidChange() {}

    /// The host changed the display mode; set `preferredContentSize` for `activeDisplayMode` here.
    /// Does nothing unless overridden.
    open func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {}

    /// The host asks for fresh content. Reports `.noData` unless overridden.
    open func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        completionHandler(.noData)
    }

    /// The widget's view, laid out by the host at the size it grants, top-leading aligned and clipped
    /// to that size. Read `@Environment(\.dynamicTypeSize)` inside it as in any view.
    open var content: AnyView { AnyView(EmptyView()) }
}
