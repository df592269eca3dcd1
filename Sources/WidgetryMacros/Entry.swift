import WidgetryUI

/// Declares an environment value with its default, as SwiftUI's `@Entry` (iOS 18):
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WidgetryMacrosPlugin", type: "EntryMacro")
