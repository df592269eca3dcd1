import Foundation

extension View {
    /// Asks the presentation holding this view to use `colorScheme`, as SwiftUI's `preferredColorScheme(_:)`. The
    /// preference is read by a window or sheet; a widget is neither (WidgetKit draws it in the Home Screen's own light
    /// or dark appearance), so the view is unchanged, with an info finding naming the call. To draw a widget dark in
    /// both appearances, set `.environment(\.colorScheme, .dark)`, which SwiftUI and Widgetry both honour.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        acceptedWithoutEffect(".preferredColorScheme(_:)",
                              "a widget follows the Home Screen's appearance; only a window or sheet reads this preference",
                              when: colorScheme != nil)
    }
}
