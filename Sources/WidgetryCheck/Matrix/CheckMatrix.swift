import Foundation
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// Which cells to check: widgets × families × devices × text sizes × appearances × presentation contexts ×
/// display settings, each narrowed by the command's filters and by what the widget and device support.
///
/// Widget cells run the text sizes widgets have: WidgetKit clamps a widget's Dynamic Type to Large…AX5
/// (HIG, Widgets), so the smaller settings asked for collapse into Large and appear once. Each family runs in
/// every context it can appear in (``PresentationContext/all(for:on:)``) unless `contexts` narrows them;
/// StandBy is always dark, so its cells run only when dark is asked for.
public struct CheckMatrix: Sendable {
    public var widgets: [RegisteredWidget]
    /// Families to include; `nil` for each widget's supported families.
    public var families: [WidgetFamily]?
    /// Devices to include.
    public var devices: [DeviceProfile]
    public var sizes: [DynamicTypeSize]
    public var appearances: [ColorScheme]
    /// Presentation contexts to include; `nil` for every context each family can appear in.
    public var contexts: [PresentationContext]?
    /// The tint of the tinted contexts.
    public var tint: RGBAColor = ContextRendering.defaultTint
    /// The languages of localized text (`--locale`, `--pseudo`); `nil` shows text as written.
    public var locales: [CellLocale]?
    /// The display settings (Bold Text, Increase Contrast, Reduce Transparency) cells run with, each in the contexts
    /// where it can change what is shown (``DisplaySetting/changesWhatIsShown(in:for:)``); the standard ones alone
    /// by default (`widgetry check` asks for all). Standard comes first in each group of cells, so the
    /// settings that change colours only reuse its layouts where no view asked for them.
    public var displaySettings: [DisplaySetting] = [.standard]

    /// A matrix over every device, text size, appearance and context.
    public init(widgets: [RegisteredWidget], families: [WidgetFamily]? = nil, devices: [DeviceProfile] = DeviceCatalog.all,
                sizes: [DynamicTypeSize] = DynamicTypeSize.allCases, appearances: [ColorScheme] = ColorScheme.allCases,
                contexts: [PresentationContext]? = nil) {
        self.widgets = widgets; self.families = families; self.devices = devices; self.sizes = sizes; self.appearances = appearances
        self.contexts = contexts
    }

    /// The text sizes a widget cell runs: those asked for, each clamped into
    /// `DynamicTypeSize.widgetSupportedRange`, once each, in order.
    public var widgetSizes: [DynamicTypeSize] {
        var seen = Set<DynamicTypeSize>()
        let range = DynamicTypeSize.widgetSupportedRange
        return sizes.map { min(max($0, range.lowerBound), range.upperBound) }.filter { seen.insert($0).inserted }
    }

    /// Whether some asked-for text sizes are below what widgets show (and so ran as Large).
    public var clampsSmallerSizes: Bool {
        sizes.contains { $0 < DynamicTypeSize.widgetSupportedRange.lowerBound }
    }

    /// What a report of this matrix should say about how it ran.
    public var notes: [String] {
        clampsSmallerSizes
            ? ["widget cells ran at text sizes Large…AX5 only: WidgetKit shows widget text at Large when a smaller size is set (HIG, Widgets); app views and Today widgets keep every size"]
            : []
    }

    /// The cells of one widget family on one device: text sizes × appearances × contexts. `isWidget` false
    /// (a preview of an app's own view) keeps every text size and the full-colour Home Screen only.
    public func cells(for family: WidgetFamily, on device: DeviceProfile, isWidget: Bool = true) -> [WidgetCell] {
        languages.flatMap { cells(for: family, on: device, in: $0, isWidget: isWidget) }
    }

    /// The languages cells are shown in: each of `locales`, or text as written (nil).
    var languages: [CellLocale?] { locales.map { $0.map { Optional($0) } } ?? [nil] }

    /// The cells of one widget family on one device in one language.
    func cells(for family: WidgetFamily, on device: DeviceProfile, in language: CellLocale?, isWidget: Bool = true) -> [WidgetCell] {
        let settings = settings(for: family, on: device, isWidget: isWidget)
        var cells: [WidgetCell] = []
        for (context, schemes) in settings.contexts {
            for size in settings.sizes {
                for scheme in schemes {
                    for setting in orderedDisplaySettings where setting.changesWhatIsShown(in: context, for: family) {
                        var cell = WidgetCell(family: family, device: device, dynamicTypeSize: size, colorScheme: scheme, context: context)
                        cell.tint = tint
                        cell.locale = language
                        cell.displaySetting = setting
                        cells.append(cell)
                    }
                }
            }
        }
        return cells
    }

    /// `displaySettings` once each, standard first.
    private var orderedDisplaySettings: [DisplaySetting] {
        DisplaySetting.allCases.filter(displaySettings.contains)
    }

    /// The contexts (each with its appearances) and text sizes of one family's cells on `device`, in the cells'
    /// order; none when the device does not have the family.
    private func settings(for family: WidgetFamily, on device: DeviceProfile, isWidget: Bool)
        -> (contexts: [(PresentationContext, [ColorScheme])], sizes: [DynamicTypeSize]) {
        guard device.size(for: family) != nil else { return ([], []) }
        let available = isWidget ? PresentationContext.all(for: family, on: device.idiom) : [.default(for: family)]
        let chosen = contexts.map { wanted in available.filter(wanted.contains) } ?? available
        return (chosen.map { context in (context, context.isDarkOnly ? appearances.filter { $0 == .dark } : appearances) },
                isWidget ? widgetSizes : sizes)
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
        blocks().reduce(into: (jobs: [Job](), offset: 0)) { result, block in
            let all = jobs(in: block)
            result.jobs += all.enumerated().filter { isInShard(result.offset + $0.offset) }.map(\.element)
            result.offset += all.count
        }.jobs
    }

    /// One widget's family in one language on every device. Cells that share work (``MatrixRunner``) are
    /// always in one block, so a runner can list the matrix's cells a block at a time instead of all at once:
    /// what it holds then does not grow with the number of widgets or languages.
    public struct Block: Sendable {
        public var widgetIndex: Int
        public var family: WidgetFamily
        /// The language; nil shows text as written.
        public var locale: CellLocale?
    }

    /// The blocks, in the order of ``jobs()``: by widget, family, then language.
    public func blocks() -> [Block] {
        widgets.indices.flatMap { index in
            let supported = (widgets[index].makeDescriptor()?.options.supportedFamilies ?? []).filter { !widgets[index].crashedFamilies.contains($0) }
            let chosen = families.map { $0.filter(supported.contains) } ?? supported
            return chosen.flatMap { family in languages.map { Block(widgetIndex: index, family: family, locale: $0) } }
        }
    }

    /// Every cell of `block` in order, of every shard.
    public func jobs(in block: Block) -> [Job] {
        devices.flatMap { device in
            cells(for: block.family, on: device, in: block.locale).map { Job(widgetIndex: block.widgetIndex, cell: $0) }
        }
    }

    /// How many cells `block` holds, of every shard: `jobs(in: block).count`, worked out without listing them.
    public func jobCount(in block: Block) -> Int {
        devices.reduce(0) { count, device in
            let settings = settings(for: block.family, on: device, isWidget: true)
            return count + settings.contexts.reduce(0) { total, entry in
                total + entry.1.count * orderedDisplaySettings.filter { $0.changesWhatIsShown(in: entry.0, for: block.family) }.count
            } * settings.sizes.count
        }
    }

    /// Whether the cell at `position` among all the matrix's cells (``jobs()`` unsharded) is in this shard.
    public func isInShard(_ position: Int) -> Bool {
        guard let shard, shard.count > 1 else { return true }
        return position % shard.count == shard.index - 1
    }

    /// How many of the cells at `positions` (among all the matrix's cells) are in this shard.
    public func shardCount(of positions: Range<Int>) -> Int {
        guard let shard, shard.count > 1 else { return positions.count }
        // The positions below `end` in the shard: those with remainder `index - 1`.
        func below(_ end: Int) -> Int { end <= shard.index - 1 ? 0 : (end - shard.index) / shard.count + 1 }
        return below(positions.upperBound) - below(positions.lowerBound)
    }
}
