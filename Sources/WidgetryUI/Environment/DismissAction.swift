import WidgetryFoundation

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction` (`@Environment(\.dismiss)`).
///
/// App screens shared with a widget extension (a settings sheet, an editor) read it. A widget is never
/// presented, so calling it changes nothing; the call is told once as a note (``SkippedEffects``), as on a
/// device, where `dismiss()` outside a presentation does nothing either.
public struct DismissAction: Sendable {
    /// The action of a view that is not presented.
    public init() {}

    /// Dismisses the current presentation: nothing here (a widget is not presented).
    public func callAsFunction() {
        SkippedEffects.note("SwiftUI", "dismiss() was called: a widget is not presented, so nothing is dismissed")
    }
}

private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation (``DismissAction``).
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }

    /// Whether the view is in a presentation (a sheet, a navigation destination): `false` in a widget.
    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }
}
