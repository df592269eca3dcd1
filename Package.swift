// swift-tools-version: 6.0
// Widgetry: lay out, render and check iOS-style widgets written in SwiftUI-compatible Swift, on any
// machine that runs Swift. See README.md for the two set-up commands and docs/ for the guides.
import PackageDescription

let package = Package(
    name: "Widgetry",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Widgetry", targets: ["Widgetry"]),
        .library(name: "WidgetryTesting", targets: ["WidgetryTesting"]),
        // The commands (`check`, `render`, `gallery`, …) for a widget package's own executable.
        .library(name: "WidgetryCLI", targets: ["WidgetryCLI"]),
        // `serve`, for executables that add it (brings Hummingbird and SwiftNIO).
        .library(name: "WidgetryServeCommand", targets: ["WidgetryServeCommand"]),
        .executable(name: "widgetry", targets: ["widgetry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // C interop: headers only. WidgetryGraphics is the one module that imports these.
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"]), .brew(["gdk-pixbuf"])]),

        // One finding type and severity scale, shared by every step that reports problems.
        .target(name: "WidgetryFindings"),
        // Published reference tables (Dynamic Type, widget sizes, Today widget), generated from Reference/.
        .target(name: "WidgetryReference"),
        // Fonts, text measuring and drawing, canvas, images, PNG/SVG/PDF output.
        .target(name: "WidgetryGraphics", dependencies: ["WidgetryFindings", "CPangoCairo", "CGdkPixbuf"]),
        // The SwiftUI-compatible API and the layout engine.
        .target(name: "WidgetryUI", dependencies: ["WidgetryFindings", "WidgetryGraphics", "WidgetryReference"]),
        // The WidgetKit-compatible API: widgets, families, devices, timelines.
        .target(name: "WidgetryKit", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryReference", "WidgetryGraphics"]),
        // Today widgets (iOS 10+ display modes): the host's rules, diagnostics, adaptive heights.
        .target(name: "WidgetryToday", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryReference"]),
        // Self-sizing lists and grids: estimated then measured cells, O(log n) offsets.
        .target(name: "WidgetryLists", dependencies: ["WidgetryUI", "WidgetryReference"]),
        // The one cell pipeline (build, lay out, draw, diagnose, tap targets) every front end calls.
        .target(name: "WidgetryPipeline", dependencies: ["WidgetryFindings", "WidgetryKit", "WidgetryToday", "WidgetryUI", "WidgetryGraphics", "WidgetryReference"]),
        // The device × family × text size matrix, reports and the gallery.
        .target(name: "WidgetryCheck", dependencies: ["WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference"]),
        // The live preview server behind `widgetry serve` (Hummingbird).
        .target(name: "WidgetryServer", dependencies: [
            "WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The command-line interface, shared by `widgetry` and by a user's `@main` widget. No server inside.
        .target(name: "WidgetryCLI", dependencies: [
            "WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryToday", "WidgetryUI", "WidgetryGraphics", "WidgetryReference",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `widgetry serve`: the server as a command, for executables that want it.
        .target(name: "WidgetryServeCommand", dependencies: [
            "WidgetryCLI", "WidgetryServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Assertions for XCTest and Swift Testing: no diagnostics across a matrix slice; PNG snapshots.
        .target(name: "WidgetryTesting", dependencies: ["WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryGraphics", "WidgetryReference"]),
        // What `import Widgetry` brings in.
        .target(name: "Widgetry", dependencies: ["WidgetryFindings", "WidgetryUI", "WidgetryKit", "WidgetryReference", "WidgetryToday", "WidgetryLists"]),
        // The sample widgets: public API only.
        .target(name: "WidgetrySamples", dependencies: ["Widgetry", "WidgetryCheck"], resources: [.copy("Assets")]),
        .executableTarget(name: "widgetry", dependencies: ["WidgetryCLI", "WidgetryServeCommand", "WidgetrySamples"]),
        .executableTarget(name: "WidgetryBenchmarks",
                          dependencies: ["WidgetryGraphics", "WidgetryUI", "WidgetryKit", "WidgetryCheck", "WidgetryLists", "WidgetrySamples", "CPangoCairo"],
                          path: "Benchmarks"),

        .testTarget(name: "WidgetryReferenceTests", dependencies: ["WidgetryReference"]),
        .testTarget(name: "WidgetryGraphicsTests", dependencies: ["WidgetryGraphics", "WidgetryFindings", "CGdkPixbuf"]),
        .testTarget(name: "WidgetryKitTests", dependencies: ["WidgetryKit", "WidgetryFindings", "WidgetryUI", "WidgetryReference", "WidgetryGraphics"]),
        .testTarget(name: "WidgetryCheckTests", dependencies: ["WidgetryCheck", "WidgetryPipeline", "WidgetryFindings", "WidgetrySamples", "WidgetryKit", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetryPipelineTests", dependencies: ["WidgetryPipeline", "WidgetryFindings", "WidgetryKit", "WidgetryUI", "WidgetryReference", "WidgetryGraphics"]),
        .testTarget(name: "WidgetryTodayTests", dependencies: ["WidgetryToday", "WidgetryFindings", "WidgetryPipeline", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetryListsTests", dependencies: ["WidgetryLists", "WidgetryUI", "WidgetryReference"]),
        .testTarget(name: "WidgetrySamplesTests", dependencies: ["WidgetrySamples", "Widgetry", "WidgetryCheck", "WidgetryPipeline"]),
        .testTarget(name: "WidgetryCLITests", dependencies: ["WidgetryCLI", "WidgetryCheck", "WidgetryFindings", "WidgetrySamples", "WidgetryGraphics",
                                                             .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "WidgetryServerTests", dependencies: [
            "WidgetryServer", "WidgetryServeCommand", "WidgetryPipeline", "WidgetryCheck", "WidgetryTesting", "WidgetrySamples", .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        .testTarget(name: "WidgetryTestingTests", dependencies: ["WidgetryTesting", "WidgetryPipeline", "Widgetry"]),
        .testTarget(name: "WidgetryUITests", dependencies: ["WidgetryUI", "WidgetryFindings", "WidgetryGraphics", "WidgetryReference"]),
    ],
    swiftLanguageModes: [.v6]
)
