import Foundation
import WidgetryUI

/// A Live Activity's Dynamic Island presentations, as WidgetKit's `DynamicIsland`: the expanded regions,
/// the compact leading and trailing views, and the minimal view.
public struct DynamicIsland {
    /// The expanded presentation's regions.
    public let expandedRegions: [DynamicIslandExpandedRegionContent]
    /// The compact presentation's leading view.
    public let compactLeading: AnyView
    /// The compact presentation's trailing view.
    public let compactTrailing: AnyView
    /// The minimal presentation.
    public let minimal: AnyView
    /// The tint of the island's outline, if set.
    public private(set) var keylineTint: Color?
    /// The URL opened when the island is tapped, if set.
    public private(set) var widgetURL: URL?
    /// Content margins set per presentation mode.
    public private(set) var contentMargins: [DynamicIslandContentMargins] = []

    /// An island from its presentations.
    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> [DynamicIslandExpandedRegionContent],
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {
        expandedRegions = expanded()
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The island with its outline tinted.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineTint = color
        return copy
    }

    /// The island with margins of `length` on `edges` in the presentation `mode`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        copy.contentMargins.append(DynamicIslandContentMargins(edges: edges, length: length, mode: mode))
        return copy
    }

    /// The island opening `url` when tapped.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.widgetURL = url
        return copy
    }
}

/// Margins set with ``DynamicIsland/contentMargins(_:_:for:)``.
public struct DynamicIslandContentMargins: Sendable, Hashable {
    /// The edges.
    public var edges: Edge.Set
    /// The length; the system's when `nil`.
    public var length: CGFloat?
    /// The presentation they apply to.
    public var mode: DynamicIslandMode
}

/// A Dynamic Island presentation, as WidgetKit's `DynamicIslandMode`.
public enum DynamicIslandMode: Sendable, Hashable, CaseIterable {
    /// The compact presentation.
    case compact
    /// The expanded presentation.
    case expanded
    /// The minimal presentation.
    case minimal
}
