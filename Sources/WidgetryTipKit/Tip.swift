import Foundation
import WidgetryUI

/// TipKit's tip, as shared app code declares it. Tips appear in apps, not in widgets: Widgetry accepts
/// the declarations so shared files compile, and ``TipView`` draws nothing (an info finding says so).
public protocol Tip: Identifiable, Sendable {
    /// The tip's title.
    var title: Text { get }
    /// Its message.
    var message: Text? { get }
    /// Its image.
    var image: Image? { get }
    /// Its identifier (the type's name by default).
    var id: String { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var id: String { String(describing: Self.self) }

    /// Marks the tip as no longer needed; nothing to do where tips are not shown.
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// TipKit's configuration namespace.
public enum Tips {
    /// Why a tip was invalidated.
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }
    /// How often tips may show.
    public enum ConfigurationOption: Sendable {
        case displayFrequency(DisplayFrequency)
        case datastoreLocation(DatastoreLocation)
    }
    /// A display frequency.
    public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
    /// Where tips keep their state.
    public enum DatastoreLocation: Sendable { case applicationDefault, groupContainer(identifier: String), url(URL) }

    /// Configures TipKit; accepted (nothing is stored on Linux).
    public static func configure(_ options: [ConfigurationOption] = []) throws {}
    /// Clears tips' state; accepted.
    public static func resetDatastore() throws {}
    /// Shows every tip; accepted.
    public static func showAllTipsForTesting() {}
    /// Hides every tip; accepted.
    public static func hideAllTipsForTesting() {}
}

/// A tip drawn inline, as TipKit's `TipView`: nothing is drawn and no space is taken (tips do not
/// appear in widgets). An empty view has no element to carry a finding, so none is reported.
public struct TipView<T: Tip>: View {
    let tip: T

    /// A tip's view; `arrowEdge` is accepted.
    public init(_ tip: T, arrowEdge: Edge? = nil) { self.tip = tip }

    public var body: some View {
        EmptyView()
    }
}

extension View {
    /// A popover tip, as TipKit's; accepted without effect (tips are not shown in widgets).
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top) -> some View {
        acceptedWithoutEffect("popoverTip(_:)", "TipKit tips are not shown in widgets")
    }
}
