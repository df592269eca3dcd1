import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// A Live Activity's Lock Screen or expanded presentation taller than 160 points: the system may truncate it
/// there (ActivityKit, "Displaying live data with Live Activities"; the HIG's height ranges end at 160 too).
/// The cell is laid out at the content's own height, so the number is the height the content asked for.
public struct LiveActivityHeightCheck: DrawingCheck {
    public init() {}

    public func findings(in drawn: DrawnCell) -> [Finding] {
        guard let canvas = drawn.cell.liveActivity, canvas.presentation.hugsHeight else { return [] }
        let limit = LiveActivitySizes.truncationHeight
        let height = drawn.layout.canvasSize.height
        guard height > limit else { return [] }
        let place = canvas.presentation == .lockScreen ? "on the Lock Screen" : "in the expanded Dynamic Island"
        return [Finding(
            kind: .liveActivityTooTall,
            message: "the Live Activity is \(Self.points(height)) pt tall \(place) at \(Self.points(canvas.width)) pt wide; the system may truncate a Live Activity taller than \(Self.points(limit)) pt",
            suggestion: "show less at once (fewer rows, shorter text, a smaller font) or cap the text with .lineLimit and .dynamicTypeSize(...), so it stays within \(Self.points(limit)) points at every text size",
            frame: CGRect(x: 0, y: limit, width: canvas.width, height: height - limit))]
    }

    private static func points(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
