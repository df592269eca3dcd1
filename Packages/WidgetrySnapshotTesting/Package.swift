// swift-tools-version: 6.0
// swift-snapshot-testing strategies for widgets: `assertSnapshot(of: view, as: .widget(.systemMedium, …))`.
//
// A package of its own, beside Widgetry rather than inside it: swift-snapshot-testing compiles its SwiftUI
// strategies under `#if canImport(SwiftUI)`, and in a build folder that also holds Widgetry's `SwiftUI` and
// `UIKit` facade modules that import fails (the facades' C modules are not on its search path). This
// package's build holds Widgetry's own modules only, so the library always compiles. See docs/snapshot-testing.md.
import PackageDescription

let package = Package(
    name: "WidgetrySnapshotTesting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WidgetrySnapshotTesting", targets: ["WidgetrySnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Widgetry", path: "../.."),
        // `assertSnapshot`, `__Snapshots__`, record modes and diff messages; this package adds strategies.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // `Snapshotting` strategies that render widgets through Widgetry's cell pipeline.
        .target(name: "WidgetrySnapshotTesting", dependencies: [
            .product(name: "Widgetry", package: "Widgetry"),
            .product(name: "WidgetryTesting", package: "Widgetry"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // assertSnapshot with the widget strategies: recorded references, verification, a failing diff.
        .testTarget(name: "WidgetrySnapshotTestingTests", dependencies: [
            "WidgetrySnapshotTesting",
            .product(name: "Widgetry", package: "Widgetry"),
            .product(name: "WidgetryTesting", package: "Widgetry"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
