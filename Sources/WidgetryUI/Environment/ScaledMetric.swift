import Foundation
import WidgetryReference

/// A number that scales with the user's text size, as SwiftUI's `@ScaledMetric`: `@ScaledMetric var icon: CGFloat = 24`
/// is 24 at the default size (`.large`) and grows and shrinks as body text does; `relativeTo:` follows another
/// text style. The factor is Apple's Dynamic Type ratio for the style (Reference/dynamic-type.json), what
/// `UIFontMetrics.scaledValue(for:)` applies.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let baseValue: Value
    private let style: Font.TextStyle

    /// A metric of `wrappedValue` at the default text size, scaled as body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric of `wrappedValue` at the default text size, scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        style = textStyle
    }

    /// The value at the text size of the environment where the view's `body` is being evaluated.
    public var wrappedValue: Value {
        let factor = DynamicTypeTable.scaleFactor(relativeTo: style.typeStyle, at: EnvironmentValues.current.dynamicTypeSize)
        return baseValue * Value(factor)
    }
}
