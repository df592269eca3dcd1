import Foundation

/// Why a gallery folder could not be read, compared or merged: what is wrong, with the folder named, and
/// what to run to fix it. Commands print ``description`` as it is.
public struct GalleryError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the folder or file.
    public var problem: String
    /// What to do about it.
    public var fix: String

    /// An error with its fix.
    public init(_ problem: String, fix: String) {
        self.problem = problem
        self.fix = fix
    }

    /// "problem; fix".
    public var description: String { fix.isEmpty ? problem : "\(problem); \(fix)" }

    /// The fix for a folder that should hold the base revision's gallery.
    static func writeBase(_ folder: URL) -> String {
        "run `widgetry gallery --output \(folder.path)` on the base revision first"
    }

    /// The fix for a folder that should hold a shard's gallery.
    static let writeShards = "write each shard with `widgetry gallery --shard i/n --output DIR` from the same Widgetry"
}
