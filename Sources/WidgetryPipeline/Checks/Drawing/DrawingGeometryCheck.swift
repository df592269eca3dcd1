import Foundation
import WidgetryFindings
import WidgetryGraphics

/// The drawing itself: non-finite geometry and unbalanced clip and transform groups (``DisplayListCheck``),
/// which would draw nothing or the wrong thing on a device too.
public struct DrawingGeometryCheck: DrawingCheck {
    public init() {}

    public func findings(in drawn: DrawnCell) -> [Finding] {
        DisplayListCheck.findings(in: drawn.drawing)
    }
}
