import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Which cells to check: widgets × families × devices × text sizes × appearances, each narrowed by
/// the command's filters and by what the widget and device support.
public struct CheckMatrix: Sendable {
    public var widgets: [RegisteredWidget]
    /// Families to include; `nil` for each widget's supported families.
    public var families: [WidgetFamily]?
    /// Devices to include.
    public var devices: [DeviceProfile]
    public var sizes: [DynamicTypeSize]
    public var appearances: [ColorScheme]

    /// A matrix over every device, text size and appearance.
    public init(widgets: [RegisteredWidget], families: [WidgetFamily]? = nil, devices: [DeviceProfile] = DeviceCatalog.all,
                sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, appearances: [ColorScheme] = ColorScheme.allCases) {
        self.widgets = widgets; self.families = families; self.devices = devices; self.sizes = sizes; self.appearances = appearances
    }

    /// One unit of work.
    public struct Job: Sendable {
        public var widgetIndex: Int
        public var cell: WidgetCell
    }

    /// Shard `index` of `count` (1-based, as `--shard 2/3`): every `count`-th cell from the `index`-th, so shards
    /// are balanced across widgets, devices and text sizes and together hold every cell exactly once.
    public var shard: (index: Int, count: Int)?

    /// Every cell to render (of this shard, when sharded), skipping families a widget does not offer or a
    /// device does not have.
    public func jobs() -> [Job] {
        let all = allJobs()
        guard let shard, shard.count > 1 else { return all }
        return all.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    private func allJobs() -> [Job] {
        var jobs: [Job] = []
        for (index, widget) in widgets.enumerated() {
            let supported = widget.makeDescriptor()?.options.supportedFamilies ?? []
            let chosen = families.map { $0.filter(supported.contains) } ?? supported
            for family in chosen {
                for device in devices where device.size(for: family) != nil {
                    for size in sizes {
                        for scheme in appearances {
                            jobs.append(Job(widgetIndex: index, cell: WidgetCell(family: family, device: device, dynamicTypeSize: size, colorScheme: scheme)))
                        }
                    }
                }
            }
        }
        return jobs
    }
}
