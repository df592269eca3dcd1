import Foundation
import WidgetryFoundation
import WidgetryGraphics
@_spi(WidgetryUIKit) import WidgetryUI

/// Colours at locations 0…1, as Core Graphics' `CGGradient`, which `CGContext.drawLinearGradient` and
/// `drawRadialGradient` paint.
public final class CGGradient: @unchecked Sendable {
    // `@unchecked`: immutable.
    let stops: [GradientStop]

    /// A gradient of `colors` (an array of ``CGColor``) at `locations` (evenly spread when `nil`), as
    /// `CGGradient(colorsSpace:colors:locations:)`; `nil` when the array holds no colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = (colors as [AnyObject]).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        stops = colors.enumerated().map { index, color in
            let location = locations?[index] ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return GradientStop(color: CGContext.rgba(color), location: location)
        }
    }

    /// A gradient from `count` colours given as components in `space` (4 per colour for RGB, 2 for grey, alpha
    /// last), as `CGGradient(colorSpace:colorComponents:locations:count:)`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.model == .monochrome ? 2 : 4
        stops = (0..<count).map { index in
            let c = components + index * perColor
            let color = perColor == 2 ? RGBAColor(red: c[0], green: c[0], blue: c[0], alpha: c[1])
                : RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return GradientStop(color: color, location: location)
        }
    }
}

/// Whether a gradient also fills before its start and after its end, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fills before the start (beyond the start line, or inside the start circle) with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fills after the end (beyond the end line, or outside the end circle) with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Fills the clip with `gradient` along the line from `start` to `end` (user space), as
    /// `drawLinearGradient(_:start:end:options:)`: only the band between the two perpendicular lines through them,
    /// unless `options` extend it with the end colours.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, let reach = userReach else { return }
        // Along the line and across it, far enough to cover the whole context.
        let along = CGPoint(x: dx / length, y: dy / length), across = CGPoint(x: -along.y, y: along.x)
        let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? reach : 0
        func point(_ t: CGFloat, _ side: CGFloat) -> CGPoint {
            CGPoint(x: start.x + along.x * t + across.x * side, y: start.y + along.y * t + across.y * side)
        }
        var band = Path()
        band.addLines([point(-before, -reach), point(length + after, -reach), point(length + after, reach), point(-before, reach)])
        band.closeSubpath()
        let box = band.boundingRect
        func unit(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x - box.minX) / box.width, y: (p.y - box.minY) / box.height) }
        let paint = Paint.linearGradient(stops: gradient.stops, start: unit(start), end: unit(end))
        record(wrappedInEffects([.beginTransform(userToList.drawTransform),
                                 Self.fill(band.data, in: box, with: paint),
                                 .endTransform]))
    }

    /// Fills the clip with `gradient` between two circles (user space), as
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: the ring between them, the
    /// inner disc with the first colour and the outside with the last when `options` say so. Circles with
    /// different centres are drawn around the end circle's centre.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let reach = userReach, endRadius >= 0, startRadius >= 0 else { return }
        var area = Path()
        let outer = options.contains(.drawsAfterEndLocation) ? reach : endRadius
        area.addEllipse(in: CGRect(x: endCenter.x - outer, y: endCenter.y - outer, width: 2 * outer, height: 2 * outer))
        var data = area.data
        if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
            var hole = Path()
            hole.addEllipse(in: CGRect(x: endCenter.x - startRadius, y: endCenter.y - startRadius, width: 2 * startRadius, height: 2 * startRadius))
            data.elements += hole.data.elements
            data.fillRule = .evenOdd
        }
        let box = area.boundingRect
        let center = CGPoint(x: (endCenter.x - box.minX) / box.width, y: (endCenter.y - box.minY) / box.height)
        let paint = Paint.radialGradient(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius, elliptical: false)
        record(wrappedInEffects([.beginTransform(userToList.drawTransform),
                                 Self.fill(data, in: box, with: paint),
                                 .endTransform]))
    }

    /// A fill of `outline` whose gradient's unit coordinates refer to `box`: the outline is written relative to the
    /// box, which the painter puts back where it was.
    private static func fill(_ outline: PathData, in box: CGRect, with paint: Paint) -> DrawCommand {
        .fill(.path(Path(outline).offsetBy(dx: -box.minX, dy: -box.minY).data), box, paint)
    }

    /// A distance in user space beyond which nothing of the context can be seen.
    private var userReach: CGFloat? {
        guard let bounds = listBounds else { return nil }
        let user = bounds.applying(userToList.inverted())
        return 2 * (user.width + user.height) + abs(user.minX) + abs(user.minY) + 1
    }
}
