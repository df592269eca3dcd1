import Foundation
import WidgetryGraphics
import WidgetryUI

/// Lays out and draws a plain view (not a widget) the way a `UIHostingController` shows it, which is what
/// swift-snapshot-testing's SwiftUI image strategy photographs on iOS: the hosting controller's root view
/// is offered the window less its safe area and centred in it, over the system background (white, black
/// in dark mode); without a window size the view takes the size it chooses for a zero proposal
/// (`sizeThatFits`).
public enum HostedViewRenderer {
    /// Where the view is hosted.
    public enum Container: Sendable, Hashable {
        /// A window of `size` points whose safe area is inset by `safeArea` (a device, or a fixed size
        /// with no insets).
        case window(size: CGSize, safeArea: EdgeInsets)
        /// As large as the view chooses to be when offered nothing (0 × 0), no safe area. swift-snapshot-testing
        /// sizes the hosting controller with `sizeThatFits(in: CGSize(width: 0, height: 0))`, so a `Text` with
        /// nothing around to widen it is 0 × 0 on iOS and draws nothing: `VStack { Text("Top Border").padding() }`
        /// photographs as a 32 × 32 pt square (autoreleasefool/approach, `EdgeBorderTests.snapshotTopBorder`), while
        /// fixed frames, images and a `Text` in a `.frame(width: 428)` keep their sizes.
        case sizeThatFits
    }

    /// Lays `view` out in `container` with `environment` (appearance, Dynamic Type size, scale, direction).
    /// For `.sizeThatFits` the canvas is the view's size for a 0 × 0 proposal rounded up to whole pixels of
    /// the environment's display scale, as UIKit sizes a view it renders.
    public static func layout(_ view: AnyView, in container: Container, environment: EnvironmentValues,
                              assets: AssetCatalog = AssetCatalog()) -> LayoutResult {
        var environment = environment
        environment.assetCatalog = assets
        // An app's content: styles that differ from a widget's (an unstyled button is borderless) follow it.
        environment.isAppContent = true
        switch container {
        case .window(let size, let safeArea):
            let content = CGRect(x: safeArea.leading, y: safeArea.top, width: max(0, size.width - safeArea.leading - safeArea.trailing),
                                 height: max(0, size.height - safeArea.top - safeArea.bottom))
            return LayoutEngine.layout(view, canvasSize: size, contentRect: content, environment: environment)
        case .sizeThatFits:
            let ideal = LayoutEngine.size(of: view, proposal: ProposedViewSize(width: 0, height: 0), environment: environment)
            let scale = environment.displayScale > 0 ? environment.displayScale : 1
            func pixels(_ length: CGFloat) -> CGFloat { length.isFinite ? max(1 / scale, (length * scale).rounded(.up) / scale) : 1 / scale }
            let size = CGSize(width: pixels(ideal.width), height: pixels(ideal.height))
            return LayoutEngine.layout(view, canvasSize: size, contentRect: nil, environment: environment)
        }
    }

    /// The drawing of a hosted layout: the view over the system background of its appearance.
    public static func displayList(for result: LayoutResult, colorScheme: ColorScheme) -> DisplayList {
        let background = Color(uiColor: .systemBackground).resolve(in: {
            var environment = EnvironmentValues()
            environment.colorScheme = colorScheme
            return environment
        }())
        return result.displayList(background: background)
    }
}
