import Foundation

/// Combines the galleries of `gallery --shard i/n` runs into the gallery one machine would have written: the
/// images copied into one folder, the manifests' entries in the whole run's order, the check reports merged,
/// and the pages written again. `widgetry merge --gallery` calls it.
public enum GalleryMerger {
    /// Merges the gallery folders `shards` into `output` (created if needed) and returns the merged manifest.
    /// Throws ``GalleryError`` — before anything is written — when a folder holds no gallery, the manifests'
    /// versions or scales differ, shards are missing or repeated, or two shards have an image at the same path.
    @discardableResult
    public static func merge(_ shards: [URL], into output: URL) throws -> GalleryManifest {
        let manifests = try shards.map { try GalleryManifest.read(from: $0, fix: GalleryError.writeShards) }
        let merged = try manifest(merging: manifests, from: shards)
        let manager = FileManager.default
        for (folder, manifest) in zip(shards, manifests) {
            if let lost = manifest.entries.first(where: { !manager.fileExists(atPath: folder.appendingPathComponent($0.image).path) }) {
                throw GalleryError("'\(folder.path)' lists '\(lost.image)' but the file is not there", fix: "copy the shard's whole folder, or write it again")
            }
        }
        try manager.createDirectory(at: output, withIntermediateDirectories: true)
        GalleryWriter.removeComparison(in: output)
        for (folder, manifest) in zip(shards, manifests) where folder.standardizedFileURL != output.standardizedFileURL {
            for entry in manifest.entries {
                let source = folder.appendingPathComponent(entry.image), destination = output.appendingPathComponent(entry.image)
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? manager.removeItem(at: destination)
                do { try manager.copyItem(at: source, to: destination) } catch {
                    throw GalleryError("cannot copy '\(source.path)' to '\(destination.path)' (\(error.localizedDescription))",
                                       fix: "check that the shard's folder is whole and the output folder writable")
                }
            }
        }
        try merged.write(to: output)
        try GalleryWriter.writePages(for: merged, in: output)
        return merged
    }

    /// The manifest of the whole run from its shards' manifests (`folders` name them in errors). Entries are
    /// ordered by their place in the whole run; reports merged as `merge` merges check reports.
    public static func manifest(merging manifests: [GalleryManifest], from folders: [URL]) throws -> GalleryManifest {
        guard let first = manifests.first else {
            throw GalleryError("no gallery folders to merge", fix: "pass the shards' folders: widgetry merge --gallery OUT shard-1 shard-2 …")
        }
        func name(_ index: Int) -> String { index < folders.count ? "'\(folders[index].path)'" : "gallery \(index + 1)" }
        let versions = Set(manifests.map(\.schemaVersion))
        guard versions.count == 1 else {
            let listed = manifests.indices.map { "\(name($0)) has \(manifests[$0].schemaVersion)" }.joined(separator: ", ")
            throw GalleryError("the galleries' schema versions differ (\(listed))", fix: GalleryError.writeShards)
        }
        guard manifests.allSatisfy({ $0.scale == first.scale }) else {
            let listed = manifests.indices.map { "\(name($0)) at \(manifests[$0].scale)" }.joined(separator: ", ")
            throw GalleryError("the galleries' images are at different scales (\(listed))", fix: "write every shard with the same --scale")
        }
        try checkShards(manifests, name: name)

        var owner: [String: Int] = [:]
        for (index, manifest) in manifests.enumerated() {
            for entry in manifest.entries {
                if let other = owner[entry.image] {
                    throw GalleryError("\(name(other)) and \(name(index)) both have '\(entry.image)' (\(entry.label))",
                                       fix: "merge the shards of one run, each once: " + GalleryError.writeShards)
                }
                owner[entry.image] = index
            }
        }
        // Shards record each entry's place in the whole run, so sorting restores one machine's order. Unsharded
        // galleries (say one per widget) have no common numbering and keep the order they were given in.
        let sharded = first.shard != nil
        let entries = sharded
            ? manifests.flatMap(\.entries).sorted { ($0.position, $0.image) < ($1.position, $1.image) }
            : manifests.flatMap(\.entries)
        var merged = GalleryManifest(scale: first.scale, entries: entries, report: CheckReport(merging: manifests.map(\.report)),
                                     imageErrors: manifests.flatMap(\.imageErrors).sorted(),
                                     renderProfile: manifests.lazy.compactMap(\.renderProfile).first)
        merged.schemaVersion = first.schemaVersion
        return merged
    }

    /// Every shard of one split, each once — or no shards at all.
    private static func checkShards(_ manifests: [GalleryManifest], name: (Int) -> String) throws {
        let shards = manifests.map(\.shard)
        if shards.allSatisfy({ $0 == nil }) { return }
        if let whole = shards.firstIndex(where: { $0 == nil }) {
            throw GalleryError("\(name(whole)) is a whole gallery, the others are shards", fix: "merge only the shards of one run")
        }
        let counts = Set(shards.compactMap { $0?.count })
        guard counts.count == 1, let count = counts.first else {
            throw GalleryError("the shards split the run differently (\(shards.compactMap { $0.map { "\($0.index)/\($0.count)" } }.joined(separator: ", ")))",
                               fix: "merge the shards of one split")
        }
        let indices = shards.compactMap { $0?.index }
        if let repeated = Dictionary(grouping: indices, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw GalleryError("shard \(repeated)/\(count) is given more than once", fix: "pass each shard's folder once")
        }
        let missing = (1...count).filter { !indices.contains($0) }
        guard missing.isEmpty else {
            throw GalleryError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing",
                               fix: "pass every shard's folder, or write the missing ones with `widgetry gallery --shard i/\(count)`")
        }
    }
}
