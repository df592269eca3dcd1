import Foundation

/// Where the front door's `swift build` keeps its products (`--scratch-path`).
///
/// The generated package depends on Widgetry by path, and SwiftPM reuses a dependency's compiled modules
/// from a scratch path when their compile commands are unchanged, so building in Widgetry's own build
/// folder means a project's first check compiles only the project's files: an installed Widgetry was
/// built there by `make install`, a checkout by its own `swift build`. Every project shares it, as they
/// shared the cache's build folder before (``BuildFolderLock`` serializes two checks' builds).
enum BuildFolder {
    /// Widgetry's `.build` when this process may write there (and `WIDGETRY_SHARED_BUILD` is not `0`);
    /// else `build` inside the cache — a read-only install, or an explicit opt-out, compiles Widgetry
    /// once per cache instead.
    static func choose(widgetryPackage: URL, cache: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let own = widgetryPackage.appendingPathComponent(".build")
        guard environment["WIDGETRY_SHARED_BUILD"] != "0" else { return cache.appendingPathComponent("build") }
        let manager = FileManager.default
        let writable = manager.fileExists(atPath: own.path)
            ? manager.isWritableFile(atPath: own.path)
            : manager.isWritableFile(atPath: widgetryPackage.path)
        return writable ? own : cache.appendingPathComponent("build")
    }

    /// Copies Widgetry's `Package.resolved` into a generated package that has none, so the package
    /// resolves Widgetry's dependencies to the versions Widgetry's own build compiled: a different
    /// resolution (a newer swift-syntax, say) would recompile them, and Widgetry's next build would
    /// compile them back.
    static func pinDependencies(of package: URL, like widgetryPackage: URL) throws {
        let pins = widgetryPackage.appendingPathComponent("Package.resolved")
        let copy = package.appendingPathComponent("Package.resolved")
        let manager = FileManager.default
        guard manager.fileExists(atPath: pins.path), !manager.fileExists(atPath: copy.path) else { return }
        try manager.copyItem(at: pins, to: copy)
    }

    /// Messages by which SwiftPM says its saved build plan belongs to another package: the shared build folder's
    /// plan was written by the last package built in it, and SwiftPM sometimes reuses it for the next one.
    static let stalePlanMessages = ["in build description", "unable to load output file map"]

    /// Removes the saved build plan (`description.json` and the llbuild manifest), so SwiftPM plans the
    /// next build from the package's own manifest.
    static func forgetBuildPlan(in buildFolder: URL) {
        let manager = FileManager.default
        let debug = buildFolder.appendingPathComponent("debug").resolvingSymlinksInPath()
        for file in ["description.json", "plugin-tools-description.json"] {
            try? manager.removeItem(at: debug.appendingPathComponent(file))
        }
        for file in ["debug.yaml", "plugin-tools.yaml"] {
            try? manager.removeItem(at: buildFolder.appendingPathComponent(file))
        }
    }

    /// Removes what the build folder holds of `modules` (their object folders and module files, for the
    /// target and the host), so the next build compiles them from scratch. The caller touches the package's
    /// manifest, so SwiftPM plans the build again rather than reading the removed folders' maps.
    static func forgetModules(_ modules: [String], in buildFolder: URL) {
        let manager = FileManager.default
        let debug = buildFolder.appendingPathComponent("debug").resolvingSymlinksInPath()
        for module in modules {
            for folder in ["\(module).build", "\(module)-tool.build"] {
                try? manager.removeItem(at: debug.appendingPathComponent(folder))
            }
            for modulesFolder in ["Modules", "Modules-tool"] {
                let folder = debug.appendingPathComponent(modulesFolder)
                for file in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasPrefix(module + ".") {
                    try? manager.removeItem(at: folder.appendingPathComponent(file))
                }
            }
        }
    }
}
