import Foundation
import SnapshotTesting
import Widgetry
import WidgetryTesting
import WidgetryGraphics

extension Snapshotting where Value: View, Format == RasterImage {
    /// A plain view (any SwiftUI view, not only a widget's) rendered as swift-snapshot-testing's `.image`
    /// renders it on iOS (`.sizeThatFits`, the traits' scale), compared as PNG.
    public static var image: Snapshotting { .image() }

    /// A plain view rendered as swift-snapshot-testing's SwiftUI `.image` strategy renders it on iOS, in a
    /// `UIHostingController`: `.device(config:)` centres it in the device's safe area (with the preset's
    /// traits, Dynamic Type size Medium), `.fixed(width:height:)` centres it in a container of that size,
    /// `.sizeThatFits` draws it at the size it takes when offered 0 × 0, as the library asks UIKit; over the system background; `traits` set the appearance,
    /// Dynamic Type size, layout direction, size classes and scale. The same signature as the library's, so
    /// `assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13)))` runs unchanged.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; there is no window on Linux.
    ///   - precision, perceptualPrecision: as in the library (its default perceptual precision is 1, an exact match).
    ///   - layout: how the view is sized.
    ///   - traits: trait overrides; the image's scale is `traits.displayScale` (3 when not given, where iOS
    ///     takes the simulator's screen scale).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            ViewSnapshotSetting(layout: layout, traits: traits).image(of: AnyView(view))
        }
    }
}

/// What a view snapshot is rendered with: the container and the environment its layout and traits give.
struct ViewSnapshotSetting {
    let container: HostedViewRenderer.Container
    let environment: EnvironmentValues
    let scale: CGFloat

    init(layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        let config: ViewImageConfig = switch layout {
        case .device(let device): device
        case .fixed(let width, let height): ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
        case .sizeThatFits: ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        }
        // As the library does: the preset's traits, overridden by the test's; the scale is the test's.
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        var environment = merged.applied(to: EnvironmentValues())
        environment.displayScale = traits.displayScale
        self.environment = environment
        scale = traits.displayScale
        if let size = config.size {
            let inset = config.safeArea
            container = .window(size: size, safeArea: EdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        } else {
            container = .sizeThatFits
        }
    }

    /// The view's pixels.
    func image(of view: AnyView) -> RasterImage {
        // The process's asset catalog (`WIDGETRY_ASSETS`), as a view on iOS reads its bundle's.
        let assets = AssetCatalog.ofProcess
        let result = HostedViewRenderer.layout(view, in: container, environment: environment, assets: assets)
        let list = HostedViewRenderer.displayList(for: result, colorScheme: environment.colorScheme)
        return DisplayListRenderer.rasterize(list, scale: scale, images: assets.images)
    }
}
