import Foundation

// iCloud documents, as Foundation declares them on iOS (absent from Linux's Foundation). A Linux run has no iCloud
// account: the answers are those of a device signed out of iCloud, so code takes its local-storage path.
extension FileManager {
    /// The signed-in iCloud account's token: `nil`, as on a device signed out of iCloud.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

    /// The app's iCloud container: `nil`, as without an iCloud account.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// Whether `url` is in iCloud: `false`.
    public func isUbiquitousItem(at url: URL) -> Bool { false }
}
