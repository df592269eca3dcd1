// swift-tools-version: 6.0
// A widget extension written exactly as for iOS — `import SwiftUI`, `WidgetKit`, `AppIntents`, `UIKit`,
// `Combine`, an App Intent configuration, `#Preview` timelines, an interactive button, asset-catalog
// images — compiled on Linux against Widgetry's modules of the same names, in Swift 5 language mode as
// many extensions still are. `@main` on the bundle makes the executable the `widgetry` command for it.
import PackageDescription

let package = Package(
    name: "PlantCare",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Widgetry", path: "../..")],
    targets: [
        .executableTarget(
            name: "PlantCareWidgets",
            dependencies: [
                .product(name: "SwiftUI", package: "Widgetry"),
                .product(name: "WidgetKit", package: "Widgetry"),
                .product(name: "AppIntents", package: "Widgetry"),
                .product(name: "UIKit", package: "Widgetry"),
                .product(name: "Combine", package: "Widgetry"),
            ],
            path: "PlantCareWidgets"),
        .testTarget(name: "PlantCareWidgetsTests", dependencies: [
            "PlantCareWidgets", .product(name: "WidgetryTesting", package: "Widgetry"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
