import Foundation

#if !canImport(Darwin)
extension URL {
    /// The app's Documents folder, as Foundation's `URL.documentsDirectory` (iOS 16), which Linux's Foundation
    /// lacks: the user's document directory, as `FileManager` finds it.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    }
}
#endif
