import Foundation
import SnapshotTesting
import Widgetry
import WidgetryTesting
import WidgetryGraphics

extension Snapshotting where Value: View, Format == RasterImage {
    /// A view rendered as the content of a widget of `family` — content margins, container background and
    /// the widget's corner clip included, as WidgetKit presents it — in one setting, compared as PNG.
    ///
    /// ```swift
    /// assertSnapshot(of: MyWidgetView(entry: .sample),
    ///                as: .widget(.systemMedium, device: "iPhone 16", sizeCategory: .accessibility3, colorScheme: .dark))
    /// ```
    ///
    /// - Parameters:
    ///   - device: a name `widgetry list` shows (`"iPhone 16"`, `"iPhone SE"`); an unknown name fails the test.
    ///   - scale: pixels per point of the PNG; 2 keeps references small and shows what 3 shows.
    ///   - precision, perceptualPrecision: as in the library's image strategies; see ``Diffing/widgetImage(precision:perceptualPrecision:)``.
    public static func widget(_ family: WidgetFamily, device: String = DeviceCatalog.defaultDevice.name, sizeCategory: DynamicTypeSize = .large,
                              colorScheme: ColorScheme = .light, context: PresentationContext? = nil, scale: CGFloat = 2,
                              options: WidgetOptions = WidgetOptions(), assets: AssetCatalog = AssetCatalog(),
                              precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
        let cell = WidgetSnapshotRenderer.cell(family, device: device, sizeCategory: sizeCategory, colorScheme: colorScheme, context: context)
        return widget(in: cell, scale: scale, options: options, assets: assets, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A view rendered as a widget in `cell` (any setting the matrix has: a Lock Screen context, a locale), compared as PNG.
    public static func widget(in cell: WidgetCell, scale: CGFloat = 2, options: WidgetOptions = WidgetOptions(), assets: AssetCatalog = AssetCatalog(),
                              precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let rendered = CellPipeline().render(AnyView(view), named: "\(Value.self)", in: cell, options: options, assets: assets, output: .drawing)
            return WidgetSnapshotRenderer.image(of: rendered, scale: scale)
        }
    }

    /// One image strategy per cell of a matrix slice, keyed by the cell (`systemSmall-iPhone-16-accessibility3-dark`):
    /// `assertSnapshots(of: view, as: .widgetMatrix(families: [.systemSmall, .systemMedium]))` records and
    /// verifies one PNG per cell, named `<test>.<cell>.png`. Cells a device does not offer are left out.
    public static func widgetMatrix(families: [WidgetFamily], devices: [String] = [DeviceCatalog.defaultDevice.name],
                                    sizeCategories: [DynamicTypeSize] = [.large, .accessibility3], colorSchemes: [ColorScheme] = ColorScheme.allCases,
                                    contexts: [PresentationContext]? = [], scale: CGFloat = 2, options: WidgetOptions = WidgetOptions(),
                                    assets: AssetCatalog = AssetCatalog(), precision: Float = 1, perceptualPrecision: Float = 0.98) -> [String: Snapshotting] {
        let cells = WidgetSnapshotRenderer.cells(families: families, devices: devices, sizeCategories: sizeCategories,
                                                 colorSchemes: colorSchemes, contexts: contexts)
        return Dictionary(uniqueKeysWithValues: cells.map { cell in
            (WidgetSnapshotRenderer.name(of: cell),
             Snapshotting.widget(in: cell, scale: scale, options: options, assets: assets, precision: precision, perceptualPrecision: perceptualPrecision))
        })
    }
}

extension Snapshotting where Value: Widget, Format == RasterImage {
    /// A widget rendered as WidgetKit would show it in one setting: its provider's first timeline entry (or
    /// snapshot) through its configuration's view, compared as PNG. `assertSnapshot(of: MyWidget(), as: .widget(.systemSmall))`.
    public static func widget(_ family: WidgetFamily, device: String = DeviceCatalog.defaultDevice.name, sizeCategory: DynamicTypeSize = .large,
                              colorScheme: ColorScheme = .light, context: PresentationContext? = nil, scale: CGFloat = 2,
                              assets: AssetCatalog = AssetCatalog(), precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
        let cell = WidgetSnapshotRenderer.cell(family, device: device, sizeCategory: sizeCategory, colorScheme: colorScheme, context: context)
        return widget(in: cell, scale: scale, assets: assets, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A widget rendered in `cell`, compared as PNG.
    public static func widget(in cell: WidgetCell, scale: CGFloat = 2, assets: AssetCatalog = AssetCatalog(),
                              precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(precision: precision, perceptualPrecision: perceptualPrecision)) { _ in
            let rendered = CellPipeline().render(RegisteredWidget(Value.self, assets: assets), in: cell, output: .drawing)
            return WidgetSnapshotRenderer.image(of: rendered, scale: scale)
        }
    }

    /// One image strategy per cell of a matrix slice, for `assertSnapshots(of: MyWidget(), as: .widgetMatrix(…))`;
    /// `families: nil` takes the widget's supported families.
    public static func widgetMatrix(families: [WidgetFamily]? = nil, devices: [String] = [DeviceCatalog.defaultDevice.name],
                                    sizeCategories: [DynamicTypeSize] = [.large, .accessibility3], colorSchemes: [ColorScheme] = ColorScheme.allCases,
                                    contexts: [PresentationContext]? = [], scale: CGFloat = 2, assets: AssetCatalog = AssetCatalog(),
                                    precision: Float = 1, perceptualPrecision: Float = 0.98) -> [String: Snapshotting] {
        let chosen = families ?? RegisteredWidget(Value.self).makeDescriptor()?.options.supportedFamilies ?? []
        let cells = WidgetSnapshotRenderer.cells(families: chosen, devices: devices, sizeCategories: sizeCategories,
                                                 colorSchemes: colorSchemes, contexts: contexts)
        return Dictionary(uniqueKeysWithValues: cells.map { cell in
            (WidgetSnapshotRenderer.name(of: cell),
             Snapshotting.widget(in: cell, scale: scale, assets: assets, precision: precision, perceptualPrecision: perceptualPrecision))
        })
    }
}

extension Snapshotting where Value: Widget, Format == String {
    /// What `widgetry check` finds for the widget across a matrix slice, as text: one line per cell (`none`
    /// when clean) and one indented line per finding at or above `severity`. A new truncation or a fixed one
    /// shows as a changed line in the library's line diff — the strategy to pin a widget's whole matrix
    /// without a PNG per cell. `families: nil` takes the widget's supported families.
    public static func findings(families: [WidgetFamily]? = nil, devices: [String] = [DeviceCatalog.defaultDevice.name],
                                sizeCategories: [DynamicTypeSize] = DynamicTypeSize.allCases, colorSchemes: [ColorScheme] = ColorScheme.allCases,
                                contexts: [PresentationContext]? = nil, atOrAbove severity: Severity = .warning,
                                assets: AssetCatalog = AssetCatalog()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (_: Value) in
            let profiles = devices.map { WidgetSnapshotRenderer.device(named: $0) }
            var matrix = CheckMatrix(widgets: [RegisteredWidget(Value.self, assets: assets)], families: families, devices: profiles,
                                     sizes: sizeCategories, appearances: colorSchemes, contexts: contexts)
            matrix.locales = nil
            return WidgetSnapshotRenderer.findingsReport(MatrixRunner().run(matrix), atOrAbove: severity)
        }
    }
}
