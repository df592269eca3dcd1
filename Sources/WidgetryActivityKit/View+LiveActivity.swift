import Foundation
import WidgetryUI

extension View {
    /// The Lock Screen background of a Live Activity; kept, no effect until Live Activities render.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the system's action button beside a Live Activity; kept, no effect until Live
    /// Activities render.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

extension View {
    /// Places a view of an expanded Dynamic Island region below the TrueDepth camera when it is too wide beside it (iOS 17),
    /// as WidgetKit's `dynamicIsland(verticalPlacement:)` on a view; kept, drawn where it is (Widgetry lays the
    /// expanded regions out without the camera's cut-out).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
