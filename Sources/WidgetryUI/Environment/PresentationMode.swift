/// Whether a view is presented, as SwiftUI's (deprecated) `PresentationMode`, read through
/// `@Environment(\.presentationMode)` by app screens written before `dismiss` (iOS 15).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: `false` for a widget, which is never presented.
    public private(set) var isPresented: Bool

    /// A mode; `isPresented` is `false` unless given.
    public init(isPresented: Bool = false) { self.isPresented = isPresented }

    /// Dismisses the view if presented: it ends the presentation (`isPresented` becomes `false`).
    public mutating func dismiss() {
        isPresented = false
    }
}

extension EnvironmentValues {
    /// The presentation mode of the view, as a binding (`presentationMode.wrappedValue.dismiss()`):
    /// not presented, and dismissing keeps it so.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode())
    }
}
