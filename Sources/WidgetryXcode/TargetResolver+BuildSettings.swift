import Foundation

extension TargetResolver {
    /// The target's settings for `configuration`: Xcode's defaults, then the project's configuration
    /// of that name (its `.xcconfig` first), then the target's (likewise).
    func buildSettings(of target: PBXObject, named name: String, configuration: String, strict: Bool) throws -> BuildSettings {
        let targetList = try graph.reference("buildConfigurationList", of: target)
        let targetConfigurations = try targetList.map { try graph.references("buildConfigurations", of: $0) } ?? []
        var targetConfiguration = targetConfigurations.first { $0.string("name") == configuration }
        if targetConfiguration == nil {
            if strict {
                throw XcodeProjectError.noSuchConfiguration(
                    name: configuration, target: name, available: targetConfigurations.compactMap { $0.string("name") })
            }
            let fallback = targetList?.string("defaultConfigurationName")
            targetConfiguration = targetConfigurations.first { $0.string("name") == fallback } ?? targetConfigurations.first
        }
        let configurationName = targetConfiguration?.string("name") ?? configuration

        let projectList = try graph.reference("buildConfigurationList", of: graph.project)
        let projectConfiguration = try projectList
            .map { try graph.references("buildConfigurations", of: $0) }?
            .first { $0.string("name") == configurationName }

        var missing: [URL] = []
        let projectBase = try baseConfiguration(of: projectConfiguration, missing: &missing)
        let targetBase = try baseConfiguration(of: targetConfiguration, missing: &missing)
        var settings = BuildSettings(layers: [
            defaults(target: name, configuration: configurationName),
            projectBase,
            projectConfiguration?.fields["buildSettings"]?.dictionary ?? [:],
            targetBase,
            targetConfiguration?.fields["buildSettings"]?.dictionary ?? [:],
        ])
        settings.missingConfigurationFiles = missing
        return settings
    }

    /// The settings Xcode provides whatever the project says, for paths and names to refer to.
    private func defaults(target: String, configuration: String) -> [String: PlistValue] {
        let root = PlistValue.string(tree.sourceRoot.path)
        return [
            "SRCROOT": root, "SOURCE_ROOT": root, "PROJECT_DIR": root,
            "PROJECT_FILE_PATH": .string(projectURL.path),
            "PROJECT_NAME": .string(projectURL.deletingPathExtension().lastPathComponent),
            "TARGET_NAME": .string(target), "TARGETNAME": .string(target),
            "CONFIGURATION": .string(configuration),
            "PRODUCT_NAME": .string("$(TARGET_NAME)"),
            "PRODUCT_MODULE_NAME": .string("$(PRODUCT_NAME:c99extidentifier)"),
        ]
    }

    /// The settings of a configuration's `.xcconfig`: a file reference, or (Xcode 16) a path inside a
    /// synchronized folder. A file that is not there (CocoaPods generates its `Pods-*.xcconfig` at
    /// `pod install`; teams git-ignore secrets files) is read as empty and added to `missing`: the
    /// widget's code rarely depends on it, and stopping would check nothing.
    private func baseConfiguration(of configuration: PBXObject?, missing: inout [URL]) throws -> [String: PlistValue] {
        guard let configuration else { return [:] }
        var url: URL?
        if let reference = try graph.reference("baseConfigurationReference", of: configuration) {
            url = tree.url(of: reference)
        } else if let anchor = try graph.reference("baseConfigurationReferenceAnchor", of: configuration),
                  let path = configuration.string("baseConfigurationReferenceRelativePath") {
            url = tree.url(of: anchor)?.appendingPathComponent(path)
        }
        guard let url else { return [:] }
        guard FileManager.default.fileExists(atPath: url.path) else {
            missing.append(url)
            return [:]
        }
        return try XCConfigFile.settings(contentsOf: url, missing: &missing)
    }
}
