import Foundation
import WidgetryCoreLocation
import WidgetryFoundation
import WidgetryUI
import WidgetryUIKit

/// Draws an overlay, as MapKit's `MKOverlayRenderer`. Its drawing space is the overlay's bounding rectangle in map
/// points, origin at the rectangle's corner (``point(for:)``), as MapKit's is; ``draw(_:zoomScale:in:)`` draws into a
/// context already scaled to that space. An interactive map never asks for it in a widget; app code that draws overlays
/// onto a map snapshot calls it (or the geometry helpers) itself.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The opacity the overlay is drawn at.
    open var alpha: CGFloat = 1
    /// The screen's scale.
    open var contentScaleFactor: CGFloat = 1

    /// A renderer of `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// `mapPoint` in the renderer's drawing space.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }
    /// `point` of the drawing space as a map point.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }
    /// `mapRect` in the drawing space.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let corner = point(for: mapRect.origin)
        return CGRect(x: corner.x, y: corner.y, width: mapRect.size.width, height: mapRect.size.height)
    }
    /// Whether the renderer can draw `mapRect` now: yes.
    open func canDraw(_ mapRect: MKMapRect, zoomScale: CGFloat) -> Bool { true }
    /// Draws the part of the overlay in `mapRect`; the base renderer draws nothing.
    open func draw(_ mapRect: MKMapRect, zoomScale: CGFloat, in context: CGContext) {}
    /// Asks for a redraw: nothing is on screen in a render.
    open func setNeedsDisplay() {}
}

/// Draws an overlay as a path, filled and stroked, as MapKit's `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The fill colour; nothing is filled without one.
    open var fillColor: UIColor?
    /// The stroke colour; nothing is stroked without one.
    open var strokeColor: UIColor?
    /// The stroke's width in screen points (divided by the zoom scale when drawn, as MapKit does).
    open var lineWidth: CGFloat = 0
    /// How lines join.
    open var lineJoin: CGLineJoin = .round
    /// How lines end.
    open var lineCap: CGLineCap = .round
    /// The path; made by ``createPath()`` when first needed.
    open var path: CGPath! {
        get {
            if storedPath == nil { createPath() }
            return storedPath
        }
        set { storedPath = newValue }
    }
    private var storedPath: CGPath?

    /// Makes ``path``; the base renderer has none.
    open func createPath() {}
    /// Forgets ``path`` so it is made again.
    open func invalidatePath() { storedPath = nil }

    /// Sets the stroke colour, width (over `zoomScale`), join and cap on `context`.
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: CGFloat) {
        if let strokeColor { context.setStrokeColor(faded(strokeColor)) }
        context.setLineWidth(lineWidth / max(zoomScale, .leastNonzeroMagnitude))
        context.setLineJoin(lineJoin)
        context.setLineCap(lineCap)
    }
    /// Sets the fill colour on `context`.
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: CGFloat) {
        if let fillColor { context.setFillColor(faded(fillColor)) }
    }
    /// `color` at the renderer's ``alpha``.
    private func faded(_ color: UIColor) -> CGColor {
        let resolved = color.cgColor
        return alpha == 1 ? resolved : resolved.copy(alpha: resolved.alpha * alpha) ?? resolved
    }
    /// Strokes `path` in `context`.
    open func strokePath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.strokePath()
    }
    /// Fills `path` in `context`.
    open func fillPath(_ path: CGPath, in context: CGContext) {
        context.addPath(path)
        context.fillPath(using: .evenOdd)
    }
    /// Fills and strokes ``path`` with the renderer's colours.
    open override func draw(_ mapRect: MKMapRect, zoomScale: CGFloat, in context: CGContext) {
        guard let path else { return }
        if fillColor != nil {
            applyFillProperties(to: context, atZoomScale: zoomScale)
            fillPath(path, in: context)
        }
        if strokeColor != nil, lineWidth > 0 {
            applyStrokeProperties(to: context, atZoomScale: zoomScale)
            strokePath(path, in: context)
        }
    }

    /// Adds the points of `shape` to `path` (closing each ring when `closed`).
    func add(_ shape: MKMultiPoint, to path: CGMutablePath, closed: Bool) {
        let points = UnsafeBufferPointer(start: shape.points(), count: shape.pointCount)
        guard let first = points.first else { return }
        path.move(to: point(for: first))
        for mapPoint in points.dropFirst() { path.addLine(to: point(for: mapPoint)) }
        if closed { path.closeSubpath() }
    }

    /// A polygon's outline and its holes.
    func add(_ polygon: MKPolygon, to path: CGMutablePath) {
        add(polygon as MKMultiPoint, to: path, closed: true)
        for hole in polygon.interiorPolygons ?? [] { add(hole as MKMultiPoint, to: path, closed: true) }
    }
}

/// Draws an `MKPolygon`, its holes left empty.
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The polygon drawn.
    public var polygon: MKPolygon { overlay as! MKPolygon }
    /// A renderer of `polygon`.
    public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }
    open override func createPath() {
        let made = CGMutablePath()
        add(polygon, to: made)
        path = made
    }
}

/// Draws an `MKPolyline`.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The line drawn.
    public var polyline: MKPolyline { overlay as! MKPolyline }
    /// A renderer of `polyline`.
    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
    open override func createPath() {
        let made = CGMutablePath()
        add(polyline, to: made, closed: false)
        path = made
    }
    /// A line is stroked, never filled.
    open override func fillPath(_ path: CGPath, in context: CGContext) {}
}

/// Draws an `MKMultiPolygon` (iOS 13).
open class MKMultiPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The polygons drawn.
    public var multiPolygon: MKMultiPolygon { overlay as! MKMultiPolygon }
    /// A renderer of `multiPolygon`.
    public convenience init(multiPolygon: MKMultiPolygon) { self.init(overlay: multiPolygon) }
    open override func createPath() {
        let made = CGMutablePath()
        for polygon in multiPolygon.polygons { add(polygon, to: made) }
        path = made
    }
}

/// Draws an `MKMultiPolyline` (iOS 13).
open class MKMultiPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The lines drawn.
    public var multiPolyline: MKMultiPolyline { overlay as! MKMultiPolyline }
    /// A renderer of `multiPolyline`.
    public convenience init(multiPolyline: MKMultiPolyline) { self.init(overlay: multiPolyline) }
    open override func createPath() {
        let made = CGMutablePath()
        for line in multiPolyline.polylines { add(line, to: made, closed: false) }
        path = made
    }
    /// Lines are stroked, never filled.
    open override func fillPath(_ path: CGPath, in context: CGContext) {}
}

/// Draws an `MKCircle`.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// The circle drawn.
    public var circle: MKCircle { overlay as! MKCircle }
    /// A renderer of `circle`.
    public convenience init(circle: MKCircle) { self.init(overlay: circle) }
    open override func createPath() {
        let made = CGMutablePath()
        made.addEllipse(in: rect(for: circle.boundingMapRect))
        path = made
    }
}
