// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Formatting",
    products: [
        .library(name: "Formatting", targets: ["PriceFormatting"]),
    ],
    targets: [
        .target(name: "PriceFormatting"),
    ]
)
