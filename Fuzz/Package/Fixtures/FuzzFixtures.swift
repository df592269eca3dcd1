import Foundation
import FuzzSupport
import WidgetryFoundation

// libFuzzer target `fixtures`: the input as a UserDefaults suite's fixture (`UserDefaults/<suite>.json` and
// `.plist`, registered as `--fixtures` does), and as SwiftData/Core Data rows (a JSON array of objects) whose
// values are converted to the declared types the stores ask for (`FixtureValueDecoder`).
struct Place: Codable { var lat: Double; var lon: Double }
enum Kind: String, Codable { case reading, finished }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixtures(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = FuzzInput.data(bytes, count)
    _ = FuzzInput.write(data, to: "Fixtures/UserDefaults/fuzz.json")
    _ = FuzzInput.write(data, to: "Fixtures/UserDefaults/fuzz.plist")
    _ = try? AppFixtures(folder: FuzzInput.folder.appendingPathComponent("Fixtures")).registerUserDefaults()

    guard let rows = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [Any] else { return 0 }
    for case let row as [String: Any] in rows.prefix(32) {
        for value in row.values.prefix(32) {
            _ = FixtureValueDecoder.decode(value, as: Int.self)
            _ = FixtureValueDecoder.decode(value, as: Int8.self)
            _ = FixtureValueDecoder.decode(value, as: UInt.self)
            _ = FixtureValueDecoder.decode(value, as: Double.self)
            _ = FixtureValueDecoder.decode(value, as: Float.self)
            _ = FixtureValueDecoder.decode(value, as: Bool.self)
            _ = FixtureValueDecoder.decode(value, as: String.self)
            _ = FixtureValueDecoder.decode(value, as: Date.self)
            _ = FixtureValueDecoder.decode(value, as: UUID.self)
            _ = FixtureValueDecoder.decode(value, as: URL.self)
            _ = FixtureValueDecoder.decode(value, as: Data.self)
            _ = FixtureValueDecoder.decode(value, as: [Int].self)
            _ = FixtureValueDecoder.decode(value, as: Place.self)
            _ = FixtureValueDecoder.decode(value, as: Kind.self)
            _ = FixtureValueDecoder.decode(value, as: Int?.self)
            _ = FixtureValueDecoder.decode(value, as: [String: Double].self)
        }
    }
    return 0
}
