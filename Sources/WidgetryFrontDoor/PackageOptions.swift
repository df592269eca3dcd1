import Foundation
import WidgetryXcode

/// Swift packages named on the command line: `--package-path DIR` (a checkout, its products read from its
/// manifest) and `--package URL@VERSION` (fetched by SwiftPM; its product is named after the repository).
public enum PackageOptions {
    /// What is wrong with a package option.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The package at `folder`, using every library product it declares (`swift package dump-package`).
    public static func localPackage(at folder: URL) throws -> PackageDependency {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw Problem(description: "--package-path \(folder.path): no Package.swift there; point it at the package's folder (a clone of its repository)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw FrontDoorError.cannotRun("swift package dump-package (\(error.localizedDescription))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Problem(description: "--package-path \(folder.path): its manifest does not load (\(message.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        return PackageDependency(source: .local(folder.standardizedFileURL), products: try libraryProducts(inManifestJSON: data))
    }

    /// The library products a `dump-package` JSON declares.
    static func libraryProducts(inManifestJSON data: Data) throws -> [String] {
        struct Manifest: Decodable {
            struct Product: Decodable {
                let name: String
                let type: [String: JSONValue]
            }
            let products: [Product]
        }
        enum JSONValue: Decodable {
            case other
            init(from decoder: any Decoder) throws { self = .other }
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        return manifest.products.filter { $0.type.keys.contains("library") }.map(\.name)
    }

    /// `URL@VERSION` (`https://github.com/onevcat/Kingfisher@8.1.0`): up to the next major version, the
    /// product named after the repository.
    public static func remotePackage(argument: String) throws -> PackageDependency {
        guard let at = argument.lastIndex(of: "@"), argument[argument.index(after: at)...].first?.isNumber == true else {
            throw Problem(description: "--package \(argument): give the version too, as URL@VERSION (e.g. https://github.com/onevcat/Kingfisher@8.1.0)")
        }
        let url = String(argument[..<at]), version = String(argument[argument.index(after: at)...])
        var package = PackageDependency(source: .remote(url: url, requirement: .upToNextMajor(from: version)), products: [])
        let repository = url.split(separator: "/").last.map(String.init) ?? url
        package.products = [repository.hasSuffix(".git") ? String(repository.dropLast(4)) : repository]
        return package
    }

    /// `target`'s packages with `added` merged in: an added local package replaces the target's package of
    /// the same identity (keeping the products the target uses); any other is appended.
    public static func merging(_ added: [PackageDependency], into target: [PackageDependency]) -> [PackageDependency] {
        var packages = target
        for package in added {
            if let index = packages.firstIndex(where: { $0.identity == package.identity }) {
                packages[index].source = package.source
            } else {
                packages.append(package)
            }
        }
        return packages
    }
}
