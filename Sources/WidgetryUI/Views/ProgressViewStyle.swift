import Foundation

/// A custom way to draw progress views, as SwiftUI's `ProgressViewStyle`: `.progressViewStyle(MyStyle())`.
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the fraction completed and the labels.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws from, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's own content.
        public var body: some View { content }
    }
    /// The progress view's current value label (a timer's time remaining), as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label's own content.
        public var body: some View { content }
    }
    /// How much is done, 0…1, at the render's `now` for a timer progress view. Never `nil`: Widgetry has
    /// no indeterminate progress view (a `nil` value is drawn as 0).
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public let label: Label?
    /// The current value label, if the progress view has one.
    public let currentValueLabel: CurrentValueLabel?
}

/// The bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The colour of the filled part, set with iOS 14's `init(tint:)`; nil uses the environment's tint.
    let tint: Color?
    /// The bar.
    public init() { tint = nil }
    /// The bar filled in `tint` (iOS 14; deprecated for `.tint(_:)`, which it overrides as it does on iOS).
    public init(tint: Color) { self.tint = tint }
    /// The bar, as ``ProgressView`` draws it in the linear style.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).modifyingEnvironment { $0.progressViewStyleTint = tint }.progressViewStyle(.linear)
    }
}

/// The ring, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The colour of the filled arc (or of an indeterminate spinner), set with iOS 14's `init(tint:)`; nil uses the
    /// environment's tint.
    let tint: Color?
    /// The ring.
    public init() { tint = nil }
    /// The ring filled in `tint`, an indeterminate spinner drawn in it (iOS 14; deprecated for `.tint(_:)`, which it
    /// overrides as it does on iOS). Code written for iOS 14 still compiles with it on later SDKs.
    public init(tint: Color) { self.tint = tint }
    /// The ring, as ``ProgressView`` draws it in the circular style.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).modifyingEnvironment { $0.progressViewStyleTint = tint }.progressViewStyle(.circular)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// A progress view of a style's configuration, drawn in the built-in style (for styles that add to it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted ?? 0
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
        ignoresCustomStyle = true
    }
}

/// A progress view style with its type erased, as the environment holds it.
struct ProgressViewStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, never mutated after `.progressViewStyle(_:)` stores it.
    let make: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct CustomProgressViewStyleKey: EnvironmentKey { static let defaultValue: ProgressViewStyleMaker? = nil }
private struct ProgressViewStyleTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The custom progress view style set with `.progressViewStyle(_:)`; `nil` for a built-in one.
    var customProgressViewStyle: ProgressViewStyleMaker? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
    /// The tint a built-in style was made with (`CircularProgressViewStyle(tint:)`); it wins over `.tint(_:)`.
    var progressViewStyleTint: Color? {
        get { self[ProgressViewStyleTintKey.self] }
        set { self[ProgressViewStyleTintKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views inside with a custom `style` (the built-in styles by their types too).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifyingEnvironment { environment in
            switch style {
            case let linear as LinearProgressViewStyle:
                environment.customProgressViewStyle = nil; environment.progressViewStyle = .linear
                environment.progressViewStyleTint = linear.tint
            case let circular as CircularProgressViewStyle:
                environment.customProgressViewStyle = nil; environment.progressViewStyle = .circular
                environment.progressViewStyleTint = circular.tint
            default: environment.customProgressViewStyle = ProgressViewStyleMaker(style)
            }
        }
    }
}
