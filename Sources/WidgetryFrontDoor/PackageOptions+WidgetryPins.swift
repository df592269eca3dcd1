import Foundation
import WidgetryXcode

extension PackageOptions {
    /// A package of Widgetry's own build that a checkout on the command line has the identity of.
    struct SharedWithWidgetry: Equatable {
        /// The checkout left out.
        var checkout: PackageDependency
        /// The version Widgetry's build resolved (its `Package.resolved`), or its branch or revision when it has none.
        var widgetryVersion: String
    }

    /// One of Widgetry's resolved packages: where it comes from and the version, branch or revision resolved.
    struct Pin: Equatable {
        var location: String
        var requirement: PackageDependency.Requirement
        var described: String
    }

    /// `checkouts` (`--package-path`) with those whose identity Widgetry's own build already resolved (its
    /// `Package.resolved` in `widgetryPackage`) replaced by the package Widgetry resolved: SwiftPM builds one package per
    /// identity, so a checkout of swift-http-types beside Widgetry's server dependencies would replace Widgetry's copy in
    /// Widgetry's graph too — an older checkout then fails Widgetry's manifests (traits it does not declare) or recompiles
    /// Widgetry's dependencies. Widgetry's copy serves the widget's packages instead (their imports of its products
    /// included), as one version serves a whole Xcode graph.
    static func leavingOutWidgetrysOwn(_ checkouts: [PackageDependency], widgetryPackage: URL) -> (kept: [PackageDependency], left: [SharedWithWidgetry]) {
        let pins = widgetryPins(in: widgetryPackage)
        var kept: [PackageDependency] = [], left: [SharedWithWidgetry] = []
        for checkout in checkouts {
            if case .local = checkout.source, let pin = pins[checkout.identity] {
                left.append(SharedWithWidgetry(checkout: checkout, widgetryVersion: pin.described))
                var resolved = checkout
                resolved.source = .remote(url: pin.location, requirement: pin.requirement)
                kept.append(resolved)
            } else {
                kept.append(checkout)
            }
        }
        return (kept, left)
    }

    /// Widgetry's resolved remote packages by identity.
    static func widgetryPins(in widgetryPackage: URL) -> [String: Pin] {
        struct Resolved: Decodable {
            struct Entry: Decodable {
                struct State: Decodable { var version: String?; var revision: String?; var branch: String? }
                var identity: String
                var location: String
                var state: State
            }
            var pins: [Entry]
        }
        guard let data = try? Data(contentsOf: widgetryPackage.appendingPathComponent("Package.resolved")),
              let resolved = try? JSONDecoder().decode(Resolved.self, from: data) else { return [:] }
        var pins: [String: Pin] = [:]
        for entry in resolved.pins where pins[entry.identity.lowercased()] == nil {
            let requirement: PackageDependency.Requirement
            if let version = entry.state.version { requirement = .exact(version) }
            else if let branch = entry.state.branch { requirement = .branch(branch) }
            else if let revision = entry.state.revision { requirement = .revision(revision) }
            else { continue }
            pins[entry.identity.lowercased()] = Pin(location: entry.location, requirement: requirement,
                                                    described: entry.state.version ?? entry.state.branch ?? entry.state.revision ?? "")
        }
        return pins
    }
}
