import Foundation
import WidgetryUI

/// One region of a Dynamic Island's expanded presentation, as WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Where the region sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets more width when they compete.
    public let priority: Double
    /// The region's view.
    public let content: Content

    /// A region at `position`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// The region with `verticalPlacement` (iOS 17: below the TrueDepth camera); kept, no effect yet.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> Self { self }
}

/// Where an expanded region sits, as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable {
    let name: String
    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below everything else.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// The vertical placement of an expanded region, as WidgetKit's `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Hashable {
    let name: String
    /// Below the TrueDepth camera.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// An expanded region with its view type erased.
public struct DynamicIslandExpandedRegionContent {
    /// Where the region sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets more width when they compete.
    public let priority: Double
    /// The region's view.
    public let view: AnyView
}

/// Builds the regions of a Dynamic Island's expanded presentation.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// A region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> [DynamicIslandExpandedRegionContent] {
        [DynamicIslandExpandedRegionContent(position: region.position, priority: region.priority, view: AnyView(region.content))]
    }

    /// The regions, in order.
    public static func buildBlock(_ regions: [DynamicIslandExpandedRegionContent]...) -> [DynamicIslandExpandedRegionContent] {
        regions.flatMap { $0 }
    }

    /// Regions present only when a condition holds.
    public static func buildOptional(_ regions: [DynamicIslandExpandedRegionContent]?) -> [DynamicIslandExpandedRegionContent] { regions ?? [] }

    /// One branch of an `if`.
    public static func buildEither(first regions: [DynamicIslandExpandedRegionContent]) -> [DynamicIslandExpandedRegionContent] { regions }

    /// The other branch of an `if`.
    public static func buildEither(second regions: [DynamicIslandExpandedRegionContent]) -> [DynamicIslandExpandedRegionContent] { regions }

    /// Regions behind an availability check.
    public static func buildLimitedAvailability(_ regions: [DynamicIslandExpandedRegionContent]) -> [DynamicIslandExpandedRegionContent] { regions }
}
