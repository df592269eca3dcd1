import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What ``leavingOutUnusedSources(of:request:projectFiles:targetLists:)`` did: the files left out, in path order.
    struct UnusedSources: Equatable {
        var leftOut: [URL]
        var candidates: Int
        /// How many of those the widget's Xcode target lists (Xcode compiles them; nothing the widget runs uses them).
        var listedByTarget = 0

        /// The note the front door prints, naming a few of the files and the option that keeps them.
        var note: String? {
            guard !leftOut.isEmpty else { return nil }
            let shown = leftOut.prefix(4).map(\.lastPathComponent).joined(separator: ", ")
            let why = listedByTarget == 0
                ? "as a widget target compiles only the files it lists"
                : "\(listedByTarget) of them listed by the widget's Xcode target, which compiles them though nothing the widget runs uses them (left out here, they cannot stop the check on API Widgetry lacks)"
            return "note: \(leftOut.count) of the \(candidates) shared files --sources names declare nothing the widget's code uses and are left out, "
                + "\(why) (\(shown)\(leftOut.count > 4 ? ", …" : "")); --all-sources compiles them all"
        }
    }

    /// Takes out of `target` the `--sources` files the widget does not use (``SourceReachability``), unless the request
    /// asks for all of them. The widget's own files stay: with a project, the target's members (`projectFiles`); with
    /// folders alone, the first folder's files (the widget's folder, unless it holds an `App`: then it is the app's),
    /// every file declaring a widget, and each single file named on the command line. A file the widget's Xcode target
    /// lists (`targetLists`) that nothing reaches is left out too — Xcode compiles it, but nothing the widget runs needs
    /// it, and compiled it can stop the check on an API Widgetry lacks (a map view the app's screens use) — and the note
    /// says how many were. Folders that declare no widget
    /// (views whose previews are checked) are kept whole, but for Finder's copies (``SourceReachability/duplicateCopies(among:)``).
    static func leavingOutUnusedSources(of target: inout TargetSources, request: FrontDoorRequest, projectFiles: [URL]? = nil,
                                        targetLists: Set<String> = []) -> UnusedSources {
        guard !request.compilesAllSources, !request.sources.isEmpty else { return UnusedSources(leftOut: [], candidates: 0) }
        let reachability = SourceReachability(files: target.swiftFiles)
        // `Widget 2.swift` beside `Widget.swift`, declaring the same names: a copy Finder or iCloud Drive made, which no
        // target lists (both compiled would redeclare everything in it).
        let copies = reachability.duplicateCopies(among: target.swiftFiles)
        target.swiftFiles.removeAll { copies.contains($0) }
        let widgetFiles = reachability.widgetFiles(among: target.swiftFiles)
        let roots: [URL]
        if let projectFiles {
            roots = projectFiles
        } else {
            guard !widgetFiles.isEmpty else { return UnusedSources(leftOut: copies, candidates: copies.count) }
            let named = request.sources.map(\.standardizedFileURL)
            let singleFiles = named.filter { $0.pathExtension == "swift" }
            var widgetFolder: [URL] = []
            if let first = named.first, first.pathExtension != "swift" {
                let inFirst = target.swiftFiles.filter { $0.standardizedFileURL.path.hasPrefix(first.path + "/") }
                if !reachability.declaresApp(among: inFirst) { widgetFolder = inFirst }
            }
            roots = widgetFiles + widgetFolder + target.swiftFiles.filter { singleFiles.contains($0.standardizedFileURL) }
        }
        let rootSet = Set(roots)
        let reasons = SourceReachability(symbols: reachability.symbols.filter { !copies.contains($0.key) }).usedWithReasons(from: roots)
        let used = Set(reasons.keys)
        // WIDGETRY_EXPLAIN_SOURCES=1: why each shared file is compiled, to find the name that pulled an unwanted one in.
        if ProcessInfo.processInfo.environment["WIDGETRY_EXPLAIN_SOURCES"] == "1" {
            for (file, reason) in reasons.sorted(by: { $0.key.path < $1.key.path }) where !rootSet.contains(file) {
                log("note: \(file.path) is compiled: it \(reason)")
            }
        }
        let candidates = target.swiftFiles.filter { !rootSet.contains($0) }
        let leftOut = target.swiftFiles.filter { !used.contains($0) }
        target.swiftFiles.removeAll { !used.contains($0) }
        return UnusedSources(leftOut: (leftOut + copies).sorted { $0.path < $1.path }, candidates: candidates.count + copies.count,
                             listedByTarget: leftOut.filter { targetLists.contains($0.standardizedFileURL.path) }.count)
    }
}
