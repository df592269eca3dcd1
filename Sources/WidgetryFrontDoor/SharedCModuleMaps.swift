import Foundation

/// Module maps for the C modules behind Widgetry's Apple-named modules, put where every Swift compile of the shared
/// build looks for modules, so a package SwiftPM builds as it is can import those modules.
///
/// Why: a package with a C or system-library target (GRDB's SQLite) is built by SwiftPM as it is, not compiled as the
/// widget's code, and may ask `#if canImport(Combine)`. In the generated package Widgetry's `Combine` sits in the build's
/// `Modules` folder, so once it is built the answer is yes, as on iOS — but loading it needs OpenCombine's C helper
/// module, whose module map SwiftPM hands only to the targets that depend on it: "missing required module
/// 'COpenCombineHelpers'" (held-out batch 8's list app, 130 times). Clang looks for a module it has not loaded in
/// `<search folder>/<name>/module.modulemap`, and every Swift target searches `Modules`; a map there serves the packages
/// that do not depend on the module, and changes no compile command (which would compile all of Widgetry again), while
/// the targets that do depend on it load SwiftPM's own map first and never look.
enum SharedCModuleMaps {
    /// A C module: its name and where its umbrella header is, in Widgetry's checkout or in a checkout of a package
    /// Widgetry depends on.
    struct CModule: Equatable {
        let name: String
        /// The header's path below a package's root.
        let header: String
    }

    /// The self-contained C modules Widgetry's public modules import: OpenCombine's helpers (behind `Combine`, so behind
    /// `SwiftUI` too) and the preview-record section (behind `WidgetryDiscovery`, so behind `SwiftUI` and `WidgetKit`).
    /// Pango's and Cairo's need pkg-config's include folders as well, which a module map cannot give.
    static let modules = [
        CModule(name: "COpenCombineHelpers", header: "Sources/COpenCombineHelpers/include/COpenCombineHelpers.h"),
        CModule(name: "CWidgetrySections", header: "Sources/CWidgetrySections/include/CWidgetrySections.h"),
    ]

    /// Writes a module map for each of ``modules`` whose header is found (in `widgetryPackage` or a checkout in
    /// `buildFolder/checkouts`) into the debug build's `Modules` folder; returns the maps written. A map already there
    /// with the same text is left as it is.
    @discardableResult
    static func install(in buildFolder: URL, widgetryPackage: URL, modules: [CModule] = modules,
                        architecture: String = hostArchitecture) -> [URL] {
        let manager = FileManager.default
        let checkouts = (try? manager.contentsOfDirectory(at: buildFolder.appendingPathComponent("checkouts"), includingPropertiesForKeys: nil)) ?? []
        let roots = [widgetryPackage] + checkouts.sorted { $0.path < $1.path }
        let modulesFolder = buildFolder.appendingPathComponent("\(architecture)-unknown-linux-gnu/debug/Modules")
        var written: [URL] = []
        for module in modules {
            guard let header = roots.map({ $0.appendingPathComponent(module.header) }).first(where: { manager.fileExists(atPath: $0.path) }) else { continue }
            let text = "module \(module.name) {\n    header \"\(header.standardizedFileURL.path)\"\n    export *\n}\n"
            let map = modulesFolder.appendingPathComponent("\(module.name)/module.modulemap")
            if (try? String(contentsOf: map, encoding: .utf8)) == text { written.append(map); continue }
            do {
                try manager.createDirectory(at: map.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: map)
                written.append(map)
            } catch {
                continue  // an unwritable build folder: such packages then fail as before, with the compiler's message
            }
        }
        return written
    }

    /// The first part of SwiftPM's build folder name on this machine (`x86_64`, `aarch64`).
    static var hostArchitecture: String {
        #if arch(arm64)
        "aarch64"
        #else
        "x86_64"
        #endif
    }
}
