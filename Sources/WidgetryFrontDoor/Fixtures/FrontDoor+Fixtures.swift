import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What the request's code (the target, the project's frameworks it depends on, `--module` folders) asks of
    /// the app's data, read without building: for `widgetry fixtures`.
    public static func fixtureNeeds(for request: FrontDoorRequest) throws -> FixtureNeeds {
        let target = try targetSources(for: request)
        var all = [target]
        var queue = target.dependencies
        while let next = queue.popLast() {
            all.append(next)
            queue += next.dependencies
        }
        for module in request.modules { all.append(try TargetSources.scanning(directories: [module.folder], name: module.name)) }
        let files = Array(Set(all.flatMap(\.swiftFiles))).sorted { $0.path < $1.path }
        let models = Array(Set(all.flatMap(\.dataModels))).sorted { $0.path < $1.path }
        return FixtureNeedsReader.needs(files: files, models: models)
    }
}
