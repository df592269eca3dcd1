import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

extension ActivityConfiguration {
    /// The views one content state shows in every presentation: the Lock Screen view, the island's compact
    /// leading and trailing and minimal views, and the expanded regions placed as ``expandedLayout(_:)`` does.
    public func views(for context: ActivityViewContext<Attributes>) -> LiveActivityViews {
        let island = dynamicIsland(for: context)
        return LiveActivityViews(lockScreen: lockScreenView(for: context), compactLeading: island.compactLeading,
                                 compactTrailing: island.compactTrailing, minimal: island.minimal,
                                 expanded: Self.expandedLayout(island.expandedRegions))
    }

    /// The expanded presentation's regions as one view: leading, center and trailing side by side at the top
    /// (leading and trailing taking what center leaves, each toward its edge), bottom below across the whole
    /// width. WidgetKit's placement is close to this (DynamicIslandExpandedRegion: center "right below the
    /// TrueDepth camera", leading and trailing along the edges, bottom "below leading, trailing, and
    /// center"); the camera's cut-out, the regions wrapping below it and `priority` are not modelled.
    static func expandedLayout(_ regions: [DynamicIslandExpandedRegionContent]) -> AnyView {
        func region(_ position: DynamicIslandExpandedRegionPosition) -> AnyView {
            let views = regions.filter { $0.position == position }.map(\.view)
            if views.isEmpty { return AnyView(EmptyView()) }
            if views.count == 1 { return views[0] }
            return AnyView(VStack(spacing: 0) { ForEach(0..<views.count, id: \.self) { views[$0] } })
        }
        return AnyView(VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                region(.leading).frame(maxWidth: .infinity, alignment: .leading)
                region(.center)
                region(.trailing).frame(maxWidth: .infinity, alignment: .trailing)
            }
            region(.bottom)
        })
    }
}
