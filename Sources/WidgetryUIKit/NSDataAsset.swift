import Foundation
@_spi(WidgetryUIKit) import WidgetryUI

/// A data set of the asset catalog (`name.dataset`: JSON, sounds, fonts shipped as data), as UIKit's
/// `NSDataAsset`. Read from the catalog of the view being built, else the process's (`WIDGETRY_ASSETS`,
/// which the front door sets to the target's catalogs); `nil` when no catalog has the set, as on iOS for a
/// missing name.
open class NSDataAsset: @unchecked Sendable {
    // `@unchecked`: immutable after init.
    /// The set's name.
    public let name: String
    /// The set's bytes.
    public let data: Data
    /// The set's uniform type identifier, as the catalog gives it (`public.json`), else `public.data`.
    public let typeIdentifier: String

    /// The data set `name`; `bundle` is not read (the widget's catalogs are its bundle).
    public init?(name: String, bundle: Bundle = .main) {
        let catalogs = [EnvironmentValues.ofCurrentView.assetCatalog, AssetCatalog.ofProcess]
        guard let file = catalogs.lazy.compactMap({ $0.dataFile(named: name) }).first,
              let data = try? Data(contentsOf: file) else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = Self.typeIdentifier(of: file)
    }

    /// The `universal-type-identifier` the set's `Contents.json` gives its file.
    private static func typeIdentifier(of file: URL) -> String {
        let contents = file.deletingLastPathComponent().appendingPathComponent("Contents.json")
        guard let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any],
              let entries = json["data"] as? [[String: Any]],
              let type = entries.first(where: { $0["filename"] as? String == file.lastPathComponent })?["universal-type-identifier"] as? String
        else { return "public.data" }
        return type
    }
}
