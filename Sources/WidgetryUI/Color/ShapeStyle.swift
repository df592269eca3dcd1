import Foundation
import WidgetryGraphics

/// Something that can fill a shape or colour text, as in SwiftUI: a ``Color``, a ``LinearGradient``
/// or a hierarchical style such as `.secondary`.
public protocol ShapeStyle {}

/// What every built-in ``ShapeStyle`` can do: turn into paint for the canvas.
protocol PaintResolving {
    func paint(in environment: EnvironmentValues) -> Paint
}

extension Color: PaintResolving {
    func paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }
}

extension ShapeStyle {
    /// The paint for this style; a style Widgetry does not know draws in the foreground colour.
    func resolvedPaint(in environment: EnvironmentValues) -> Paint {
        (self as? PaintResolving)?.paint(in: environment) ?? environment.foregroundPaint
    }
}

/// The foreground colour at one of four levels of emphasis, as SwiftUI's `.primary` … `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func paint(in environment: EnvironmentValues) -> Paint {
        // SwiftUI derives the levels from the current foreground; with the default foreground they are
        // exactly UIKit's label colours, whose alphas are used as the levels' opacity.
        let base: Paint = environment.foregroundPaint
        let alphas: [Double] = environment.colorSchemeForColors == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        guard level > 0 else { return base }
        if environment.foregroundStyle == nil {
            let system: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            return .color(Color(storage: .system(system[level])).resolve(in: environment))
        }
        if case .color(let c) = base { return .color(c.opacity(alphas[level])) }
        return base
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A style at a lower level of emphasis, as SwiftUI's `ShapeStyle.secondary` … `.quaternary` instance properties
/// (iOS 15: `.foreground.quaternary`, `Color.red.secondary`): the base style's paint at the opacity the hierarchical
/// levels of the foreground use (the label colours' alphas, as ``HierarchicalShapeStyle`` takes them).
public struct HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving {
    let base: Base
    let level: Int

    func paint(in environment: EnvironmentValues) -> Paint {
        let alphas: [Double] = environment.colorSchemeForColors == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        let paint = base.resolvedPaint(in: environment)
        if case .color(let color) = paint { return .color(color.opacity(alphas[level])) }
        return paint
    }
}

extension ShapeStyle {
    /// This style at the secondary level.
    public var secondary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 1) }
    /// This style at the tertiary level.
    public var tertiary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 2) }
    /// This style at the quaternary level.
    public var quaternary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 3) }
}

/// The view's foreground style, as SwiftUI's `ForegroundStyle()`.
public struct ForegroundStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// Creates the foreground style.
    public init() {}
    func paint(in environment: EnvironmentValues) -> Paint { environment.foregroundPaint }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The view's foreground style, as SwiftUI's `ShapeStyle.foreground`: what `foregroundStyle(_:)` set, else the
    /// primary label colour (`Rectangle().fill(.foreground)`).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension EnvironmentValues {
    /// The paint text and shapes use when nothing more specific is set: the label colour.
    var foregroundPaint: Paint {
        if let paint = foregroundStyle { return paint }
        // Through `Color`, so a layout that records colours for Increase Contrast knows this one too.
        return .color(Color.primary.resolve(in: self))
    }
}
