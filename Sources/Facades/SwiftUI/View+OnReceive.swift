import Combine
import WidgetryUI

// `onReceive` lives here, not in WidgetryUI, because its publisher is Combine's (OpenCombine), which only
// this module sees.
extension View {
    /// Runs `action` for each value `publisher` emits while the view is shown. A render shows the view once
    /// and subscribes to nothing (a widget's view receives no events; WidgetKit reloads timelines instead),
    /// so the view is left as it is and `action` never runs.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }
}
