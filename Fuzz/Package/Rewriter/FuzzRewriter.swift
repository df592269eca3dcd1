import Foundation
import FuzzSupport
import WidgetryFrontDoor

// libFuzzer target `rewriter`: the input as a Swift file of the user's widget, decided as the front door decides its
// `#if`s for an iOS device build (Swift 5 and 6 modes, a custom condition, an own module), then rewritten.
let configurations = [
    IOSBuildConfiguration(),
    IOSBuildConfiguration(ownModules: ["Shared"], customConditions: ["DEBUG"], languageMode: .swift5, simulator: true),
]
let file = URL(fileURLWithPath: "/fuzz/Widget.swift")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRewriter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = FuzzInput.data(bytes, count)
    let source = String(decoding: data, as: UTF8.self)
    for configuration in configurations {
        _ = ConditionRewriter.rewrite(source, fileURL: file, configuration: configuration)
    }
    return 0
}
