import Foundation

#if !canImport(Darwin)
extension URL {
    /// The app's Documents folder, as Foundation's `URL.documentsDirectory` (iOS 16), which Linux's Foundation
    /// lacks: the user's document directory, as `FileManager` finds it.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    }

    /// The app's Application Support folder, as Foundation's `URL.applicationSupportDirectory` (iOS 16).
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory, else: "Library/Application Support") }
    /// The app's Caches folder, as Foundation's `URL.cachesDirectory` (iOS 16).
    public static var cachesDirectory: URL { directory(.cachesDirectory, else: "Library/Caches") }
    /// The app's Library folder, as Foundation's `URL.libraryDirectory` (iOS 16).
    public static var libraryDirectory: URL { directory(.libraryDirectory, else: "Library") }

    private static func directory(_ directory: FileManager.SearchPathDirectory, else relative: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(relative)
    }
}
#endif

extension NSData.WritingOptions {
    /// The iOS 4 name of ``atomic``, which Foundation still declares (`try data.write(to: url, options: .atomicWrite)`).
    public static let atomicWrite = NSData.WritingOptions.atomic
}
