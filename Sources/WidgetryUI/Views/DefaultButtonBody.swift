import Foundation

/// Whether the view is an app's content (hosted in a `UIHostingController`) rather than a widget's.
private struct IsAppContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is laid out as an app's content, not a widget's (Widgetry sets it for snapshot tests of
    /// plain views, `HostedViewRenderer`); styles whose look depends on that context read it.
    package var isAppContent: Bool {
        get { self[IsAppContentKey.self] }
        set { self[IsAppContentKey.self] = newValue }
    }
}

/// What `.automatic` draws: bordered in a widget (see ``DefaultButtonStyle``), borderless in an app, as Apple
/// documents for iOS ("If you create a button directly on a blank canvas, the style varies by platform. iOS uses
/// the borderless button style by default",
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic). The iOS render of an
/// unstyled `Button { Label("Archive", systemImage: "archivebox") }` in a snapshot test is the label alone, 20 pt
/// tall (autoreleasefool/approach, `ArchiveButtonTests.snapshotArchiveButton`).
struct _DefaultButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isAppContent) private var isAppContent

    var body: some View {
        if isAppContent {
            _BorderlessButtonBody(configuration: configuration)
        } else {
            _BorderedButtonBody(configuration: configuration, prominent: false)
        }
    }
}
