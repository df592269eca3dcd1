import Foundation
import FuzzSupport
import WidgetryUI

// libFuzzer target `assetcatalog`: the input is an asset set's `Contents.json`, written as an image set, a colour
// set and a data set of one catalog, then looked up as `Image("Asset")`, `Color("Asset")` (light, dark,
// increased contrast) and `NSDataAsset(name:)` look them up. Each input gets a fresh catalog (no cached lookups).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = FuzzInput.data(bytes, count)
    for set in ["Asset.imageset", "Asset.colorset", "Asset.dataset"] {
        _ = FuzzInput.write(data, to: "Assets.xcassets/\(set)/Contents.json")
    }
    // The data set's file and an image file its `Contents.json` may name.
    _ = FuzzInput.write(Data("payload".utf8), to: "Assets.xcassets/Asset.dataset/payload.json")
    _ = FuzzInput.write(Data([0x89, 0x50, 0x4E, 0x47]), to: "Assets.xcassets/Asset.imageset/asset@2x.png")
    let catalog = AssetCatalog(directories: [FuzzInput.folder])
    _ = catalog.image(named: "Asset")
    for scheme in [ColorScheme.light, .dark] {
        _ = catalog.color(named: "Asset", scheme: scheme)
        _ = catalog.color(named: "Asset", scheme: scheme, increasedContrast: true)
    }
    _ = catalog.dataFile(named: "Asset")
    return 0
}
