import Foundation

/// libFuzzer entry: the input as a `.strings` file (old-style property list or binary), then each key resolved.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let file = try? StringsFile(data: FuzzInput.data(bytes, count)) else { return 0 }
    var table = StringTable(name: "Localizable")
    table.add(file, language: "en")
    FuzzLookup.resolveAll(in: table, developmentLanguage: "en")
    return 0
}
