// swift-tools-version: 6.0
// A user's widget package: it depends on Widgetry by path, puts @main on its widget, and gets the
// `widgetry` commands (render, check, gallery, simulate, today) as its own executable from WidgetryCLI.
import PackageDescription

let package = Package(
    name: "HelloWidget",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Widgetry", path: "../..")],
    targets: [
        .executableTarget(name: "HelloWidget", dependencies: [
            .product(name: "Widgetry", package: "Widgetry"),
            .product(name: "WidgetryCLI", package: "Widgetry"),
        ]),
        .testTarget(name: "HelloWidgetTests", dependencies: ["HelloWidget", .product(name: "WidgetryTesting", package: "Widgetry")]),
    ],
    swiftLanguageModes: [.v6]
)
