import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The filters `check` and `gallery` share. Each may be repeated; omitted means all.
struct MatrixOptions: ParsableArguments {
    @Option(help: "Only this widget (kind or type name).")
    var widget: String?

    @Option(help: "Only these families (repeatable).")
    var family: [WidgetFamily] = []

    @Option(help: "Only these devices (repeatable); default: every device.")
    var device: [String] = []

    @Option(name: .customLong("size-category"), help: "Only these text sizes (repeatable).")
    var sizeCategory: [DynamicTypeSize] = []

    @Option(help: "Only light or dark (repeatable).")
    var appearance: [ColorScheme] = []

    @Option(help: ArgumentHelp("Only these presentation contexts (repeatable); default: every context each family appears in.",
                               discussion: "homeScreen, tinted (iOS 18), clearGlass and tintedGlass (iOS 26), lockScreen, standBy, standByNight."))
    var context: [PresentationContext] = []

    @Option(help: "The tint of the tinted contexts, as #RRGGBB (default: an amber).")
    var tint: TintArgument?

    @Flag(inversion: .prefixedNo, help: "Run each widget's code once in a child process first, so a widget that crashes on Linux becomes a finding instead of stopping the run.")
    var isolate = true

    /// The matrix and previews to run, with the widgets and previews whose probe crashed or hung taken
    /// out and reported as failed cells (see ``CrashIsolation``).
    func isolatedRun(defaultDevices: [DeviceProfile] = DeviceCatalog.all, previews: [PreviewSource])
        throws -> (matrix: CheckMatrix, previews: [PreviewSource], failures: [RenderedCell]) {
        var matrix = try matrix(defaultDevices: defaultDevices)
        // Only a widget executable can run itself as a probe; commands called from a test runner cannot.
        guard isolate, CommandCatalog.isOwnExecutable else { return (matrix, previews, []) }
        let outcome = CrashIsolation().probe(widgets: matrix.widgets, previews: previews)
        matrix.widgets = outcome.widgets
        return (matrix, outcome.previews, outcome.failures)
    }

    func matrix(defaultDevices: [DeviceProfile] = DeviceCatalog.all) throws -> CheckMatrix {
        let widgets = try widget.map { [try lookUpWidget($0)] } ?? CommandCatalog.current.widgets
        var matrix = CheckMatrix(
            widgets: widgets,
            families: family.isEmpty ? nil : family,
            devices: device.isEmpty ? defaultDevices : try device.map(CellOptions.device),
            sizes: sizeCategory.isEmpty ? DynamicTypeSize.allCases : sizeCategory,
            appearances: appearance.isEmpty ? ColorScheme.allCases : appearance,
            contexts: context.isEmpty ? nil : context)
        if let tint { matrix.tint = tint.color }
        return matrix
    }
}

/// Shows progress on a terminal as a bar, elsewhere as a line every tenth of the way.
enum ProgressDisplay {
    static func reporter(label: String) -> @Sendable (Int, Int) -> Void {
        let terminal = isatty(STDERR_FILENO) != 0
        return { done, total in
            if terminal {
                let width = 30, filled = done * width / max(total, 1)
                let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
                FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)\(done == total ? "\n" : "")".utf8))
            } else if done == total || done % max(total / 10, 1) == 0 {
                FileHandle.standardError.write(Data("\(label): \(done)/\(total) cells\n".utf8))
            }
        }
    }
}
