import Foundation
import WidgetryGraphics

/// The colour that marks a selected item, as SwiftUI's `.selection` shape style (`SelectionShapeStyle`, iOS 15): on
/// iOS a selection is drawn in the app's accent colour, which `.tint(_:)` overrides
/// (https://developer.apple.com/documentation/swiftui/selectionshapestyle), so it paints as ``TintShapeStyle`` does.
public struct SelectionShapeStyle: ShapeStyle, Sendable, Hashable, PaintResolving {
    /// The selection style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint { .color(environment.resolvedTint) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of a selection: the environment's tint (the accent colour unless `.tint(_:)` set one).
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
