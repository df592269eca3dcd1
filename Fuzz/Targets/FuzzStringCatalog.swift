import Foundation

/// libFuzzer entry: the input as a String Catalog, then every key resolved in every localization it has.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let catalog = try? StringCatalog(data: FuzzInput.data(bytes, count)) else { return 0 }
    var table = StringTable(name: "Localizable")
    table.add(catalog)
    FuzzLookup.resolveAll(in: table, developmentLanguage: catalog.sourceLanguage)
    return 0
}
