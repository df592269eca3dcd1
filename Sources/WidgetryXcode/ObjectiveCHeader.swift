import Foundation

/// What Swift files see of a framework's Objective-C headers. Xcode imports a framework's umbrella header (and an app's
/// bridging header) into each of its Swift files, so a file with no `import` of its own uses what the header imports —
/// `URL` and `Locale` when the umbrella header imports Foundation or UIKit.
public enum ObjectiveCHeader {
    /// The modules a C header imports: `#import <Module/…>`, `#include <Module/…>`, `@import Module;`.
    public static func importedModules(in text: String) -> [String] {
        var modules: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            var module: Substring?
            if trimmed.hasPrefix("#import <") || trimmed.hasPrefix("#include <") {
                let path = trimmed.drop { $0 != "<" }.dropFirst()
                if let slash = path.firstIndex(of: "/") { module = path[..<slash] }
            } else if trimmed.hasPrefix("#import \"") || trimmed.hasPrefix("#include \"") {
                // `#import "Foundation/Foundation.h"`, as some bridging headers write a framework's header; a project's own
                // header (`"NoteCell.h"`) names no framework.
                let path = trimmed.drop { $0 != "\"" }.dropFirst()
                if let slash = path.firstIndex(of: "/") { module = path[..<slash] }
            } else if trimmed.hasPrefix("@import ") {
                module = trimmed.dropFirst("@import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            if let module, !module.isEmpty, !modules.contains(String(module)) { modules.append(String(module)) }
        }
        return modules
    }

    /// A framework folder's umbrella header, by Xcode's convention `<Module>.h` (its template puts it beside the
    /// sources): in `folder` or a folder below it, at most two levels down.
    public static func umbrellaHeader(ofModule module: String, in folder: URL) -> URL? {
        let name = module + ".h"
        var level = [folder]
        for _ in 0...2 {
            var next: [URL] = []
            for directory in level {
                let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
                if let header = entries.first(where: { $0.lastPathComponent == name }) { return header }
                next += entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
                    .sorted { $0.path < $1.path }
            }
            level = next
        }
        return nil
    }
}
