import Foundation

/// libFuzzer entry: the input as a `project.pbxproj`, read as `--project` reads it, then every target's
/// sources and build settings resolved (group tree, synchronized folders, configurations, `.xcconfig`s).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProj(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let url = FuzzInput.write(FuzzInput.data(bytes, count), to: "Fuzz.xcodeproj/project.pbxproj")
    guard let project = try? XcodeProject(contentsOf: url.deletingLastPathComponent()) else { return 0 }
    for target in project.targets {
        _ = try? project.sources(ofTarget: target.name)
        for configuration in project.configurations { _ = try? project.sources(ofTarget: target.name, configuration: configuration) }
    }
    return 0
}
