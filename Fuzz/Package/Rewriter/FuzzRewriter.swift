import Foundation
import FuzzSupport
@testable import WidgetryFrontDoor

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
    // The front door refuses such a file before parsing it (BracketRunTests): swift-syntax's time doubles per `[`.
    guard BracketRun.longest(in: source).depth <= BracketRun.limit else { return 0 }
    for configuration in configurations {
        _ = ConditionRewriter.rewrite(source, fileURL: file, configuration: configuration)
    }
    return 0
}
