import Foundation
import WidgetryUI

extension View {
    /// The Lock Screen background of a Live Activity; kept, no effect until Live Activities render.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the system's action button beside a Live Activity; kept, no effect until Live
    /// Activities render.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
