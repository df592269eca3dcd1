import Foundation

/// libFuzzer entry: the input as an `.xcconfig` that a fixed one includes (so `#include` layering,
/// `$(inherited)` and self-inclusion are reached), read as a configuration's base configuration is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = FuzzInput.write(FuzzInput.data(bytes, count), to: "Config/Input.xcconfig")
    let outer = FuzzInput.write(Data("OTHER_SWIFT_FLAGS = -DOUTER\n#include \"Input.xcconfig\"\nOTHER_SWIFT_FLAGS = $(inherited) -DAFTER\n".utf8),
                                to: "Config/Outer.xcconfig")
    _ = try? XCConfigFile.settings(contentsOf: outer)
    return 0
}
