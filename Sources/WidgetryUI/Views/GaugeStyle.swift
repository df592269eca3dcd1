import Foundation

/// A custom way to draw gauges, as SwiftUI's `GaugeStyle` (iOS 16): `.gaugeStyle(MyStyle())`.
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// One of the gauge's labels, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's own content.
        public var body: some View { content }
    }
    /// The gauge's label.
    public typealias CurrentValueLabel = Label
    /// The gauge's minimum or maximum label.
    public typealias MarkedValueLabel = Label

    /// Where the value lies in the gauge's range, 0…1 (clamped).
    public let value: Double
    /// The gauge's label.
    public let label: Label
    /// The current value's label, if the gauge has one.
    public let currentValueLabel: Label?
    /// The minimum value's label, if the gauge has one.
    public let minimumValueLabel: Label?
    /// The maximum value's label, if the gauge has one.
    public let maximumValueLabel: Label?

    init(value: Double, label: AnyView, currentValueLabel: AnyView?, minimumValueLabel: AnyView?, maximumValueLabel: AnyView?) {
        self.value = value
        self.label = Label(content: label)
        self.currentValueLabel = currentValueLabel.map { Label(content: $0) }
        self.minimumValueLabel = minimumValueLabel.map { Label(content: $0) }
        self.maximumValueLabel = maximumValueLabel.map { Label(content: $0) }
    }
}

/// A gauge style with its type erased, as the environment holds it.
struct GaugeStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, never mutated after `.gaugeStyle(_:)` stores it.
    let make: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomGaugeStyleKey: EnvironmentKey { static let defaultValue: GaugeStyleMaker? = nil }

extension EnvironmentValues {
    /// The custom gauge style set with `.gaugeStyle(_:)`; `nil` for a built-in one.
    var customGaugeStyle: GaugeStyleMaker? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges inside with a custom style.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.customGaugeStyle = GaugeStyleMaker(style) }
    }
}
