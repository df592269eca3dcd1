import Foundation

/// libFuzzer entry: the input as a `.stringsdict` file, then each key resolved with plural counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let file = try? StringsDictFile(data: FuzzInput.data(bytes, count)) else { return 0 }
    var table = StringTable(name: "Localizable")
    table.add(file, language: "en")
    FuzzLookup.resolveAll(in: table, developmentLanguage: "en")
    return 0
}
