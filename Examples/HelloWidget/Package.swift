// swift-tools-version: 6.0
// A user's widget package: it depends on Widgetry by path, puts @main on its widget, and gets the
// `widgetry` commands (render, check, gallery, simulate) as its own executable.
import PackageDescription

let package = Package(
    name: "HelloWidget",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Widgetry", path: "../..")],
    targets: [
        .executableTarget(name: "HelloWidget", dependencies: [.product(name: "Widgetry", package: "Widgetry")]),
        .testTarget(name: "HelloWidgetTests", dependencies: ["HelloWidget", .product(name: "WidgetryTesting", package: "Widgetry")]),
    ],
    swiftLanguageModes: [.v6]
)
