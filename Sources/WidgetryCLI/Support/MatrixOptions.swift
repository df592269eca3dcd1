import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetryLocalization
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
                               discussion: ContextRendering.contextsHelp))
    var context: [PresentationContext] = []

    @Option(name: .customLong("display-setting"),
            help: ArgumentHelp("Only these display settings (repeatable): standard, boldText, increaseContrast, reduceTransparency.",
                               discussion: "Each is one setting of Settings › Accessibility › Display & Text Size turned on alone. Default: all of them for `check`, standard for `gallery`."))
    var displaySetting: [DisplaySetting] = []

    @Option(help: "The tint of the tinted contexts, as #RRGGBB (default: an amber).")
    var tint: TintArgument?

    @Option(help: ArgumentHelp("Show localized text in these locales: all (every localization the string tables have) or a list, e.g. de,ja,ar.",
                               discussion: "Text(\"key\") is looked up in the widget's String Catalogs and .strings/.stringsdict files (found with its assets), with Apple's fallback order."))
    var locale: String?

    @Option(help: "Also run a pseudo-locale (repeatable): double-length, accented, bounded, rtl, longest.")
    var pseudo: [PseudoLocaleArgument] = []

    @Flag(inversion: .prefixedNo, help: "Run each widget's code once in a child process first, so a widget that crashes on Linux becomes a finding instead of stopping the run.")
    var isolate = true

    @Option(name: .customLong("cell-timeout"),
            help: ArgumentHelp("Seconds one widget's isolated run (provider and views, every family) may take before it becomes a failed cell.",
                               discussion: "A body that never returns or a provider that blocks becomes a providerTimedOut finding; the rest of the matrix is checked."))
    var cellTimeout: Double = CrashIsolation.Limits.standard.timeLimit

    @Option(name: .customLong("cell-memory-limit"),
            help: "Megabytes of address space one widget's isolated run may use before it becomes a failed cell (0: no limit).")
    var cellMemoryLimit: Int = CrashIsolation.Limits.standard.memoryMegabytes

    /// The matrix and previews to run, with the widgets and previews whose probe crashed or hung taken
    /// out and reported as failed cells (see ``CrashIsolation``); with `sampleLiveActivities`, the previews include the
    /// Live Activities none of `previews` draws, with sample content (a sharded run asks for them in its first shard only).
    func isolatedRun(defaultDevices: [DeviceProfile] = DeviceCatalog.all, defaultDisplaySettings: [DisplaySetting] = [.standard],
                     previews: [PreviewSource], sampleLiveActivities: Bool = true)
        throws -> (matrix: CheckMatrix, previews: [PreviewSource], failures: [RenderedCell]) {
        var matrix = try matrix(defaultDevices: defaultDevices, defaultDisplaySettings: defaultDisplaySettings)
        // Only a widget executable can run itself as a probe; commands called from a test runner cannot.
        guard isolate, CommandCatalog.isOwnExecutable else {
            return (matrix, previews + (sampleLiveActivities ? Self.sampledLiveActivities(of: matrix.widgets, previews: previews) : []), [])
        }
        let isolation = CrashIsolation(limits: try limits())
        let device = matrix.devices.first ?? DeviceCatalog.defaultDevice
        let widgets = isolation.probe(widgets: matrix.widgets, previews: [], device: device)
        // Only widgets whose code ran safely in their probe are asked whether they are Live Activities.
        let sampled = sampleLiveActivities ? Self.sampledLiveActivities(of: widgets.widgets, previews: previews) : []
        let outcome = isolation.probe(widgets: [], previews: previews + sampled, device: device)
        matrix.widgets = widgets.widgets
        return (matrix, outcome.previews, widgets.failures + outcome.failures)
    }

    /// The bundle's Live Activities that none of `previews` draws, each with content made from its types
    /// (``RegisteredLiveActivity/sampled(_:sample:)``): a Live Activity has no timeline, so without this a check under
    /// `--no-previews`, or of a bundle whose Live Activity no preview names, would leave it out of the report.
    static func sampledLiveActivities(of widgets: [RegisteredWidget], previews: [PreviewSource]) -> [PreviewSource] {
        let previewed = Set(previews.compactMap(\.liveActivityType))
        return widgets.filter { !previewed.contains($0.typeName) && $0.isLiveActivity }
            .map { PreviewSource(RegisteredLiveActivity.sampled($0)) }
    }

    /// The isolation limits `--cell-timeout` and `--cell-memory-limit` ask for.
    func limits() throws -> CrashIsolation.Limits {
        guard cellTimeout.isFinite, cellTimeout > 0 else {
            throw ValidationError("--cell-timeout \(cellTimeout): give a positive number of seconds, e.g. --cell-timeout 60")
        }
        guard cellMemoryLimit >= 0 else {
            throw ValidationError("--cell-memory-limit \(cellMemoryLimit): give megabytes, e.g. --cell-memory-limit 4096, or 0 for no limit")
        }
        return CrashIsolation.Limits(timeLimit: cellTimeout, memoryMegabytes: cellMemoryLimit)
    }

    func matrix(defaultDevices: [DeviceProfile] = DeviceCatalog.all, defaultDisplaySettings: [DisplaySetting] = [.standard]) throws -> CheckMatrix {
        let widgets = try widget.map { [try lookUpWidget($0)] } ?? CommandCatalog.current.widgets
        var matrix = CheckMatrix(
            widgets: widgets,
            families: family.isEmpty ? nil : family,
            devices: device.isEmpty ? defaultDevices : try device.map(CellOptions.device),
            sizes: sizeCategory.isEmpty ? DynamicTypeSize.allCases : sizeCategory,
            appearances: appearance.isEmpty ? ColorScheme.allCases : appearance,
            contexts: context.isEmpty ? nil : context)
        if let tint { matrix.tint = tint.color }
        matrix.locales = try locales(for: widgets)
        matrix.displaySettings = displaySetting.isEmpty ? defaultDisplaySettings : displaySetting
        return matrix
    }
}

extension MatrixOptions {
    /// The matrix's locales: `--locale` parsed against the string tables of the widgets (a malformed table
    /// stops the run with its file and line), then the `--pseudo` modes; nil when neither is given.
    func locales(for widgets: [RegisteredWidget]) throws -> [CellLocale]? {
        guard locale != nil || !pseudo.isEmpty else { return nil }
        var localizations: [String] = []
        for widget in widgets {
            let bundle: LocalizationBundle?
            do { bundle = try widget.assets.loadStrings() } catch {
                throw ValidationError("the string tables of '\(widget.name)' cannot be read: \(error)")
            }
            for language in bundle?.localizations ?? [] where !localizations.contains(language) { localizations.append(language) }
        }
        var result: [CellLocale] = []
        if let locale {
            if localizations.isEmpty {
                throw ValidationError("--locale \(locale): no String Catalog, .strings or .stringsdict file was found with the widgets' assets; add the extension's string files to --assets (the front door finds them in the project)")
            }
            do {
                result += try LocaleAxis(parsing: locale, localizations: localizations).locales.map(CellLocale.language)
            } catch {
                throw ValidationError("\(error)")
            }
        }
        result += pseudo.map { .pseudo($0.mode) }
        return result
    }
}

extension MatrixOptions {
    /// What a report should say about the matrix's locales that a widget's tables do not serve: iOS runs
    /// such an app in its development language for that reader, laid out in that language's direction (an
    /// Arabic reader of an app without Arabic sees English, left to right), and so do those cells. Widgets
    /// without any string tables are named together.
    static func localizationNotes(for matrix: CheckMatrix) -> [String] {
        let readers = (matrix.locales ?? []).filter { if case .language = $0 { true } else { false } }
        guard !readers.isEmpty else { return [] }
        var notes: [String] = []
        var withoutTables: [String] = []
        for widget in matrix.widgets {
            let strings = widget.assets.strings
            guard strings != nil else { withoutTables.append("'\(widget.name)'"); continue }
            let unserved = readers.compactMap { $0.localizationChoice(strings: strings) }.filter { !$0.servesReader }
            guard let development = unserved.first else { continue }
            let direction = development.isRightToLeft ? "right to left" : "left to right"
            let locales = unserved.map(\.readerLocale).joined(separator: ", ")
            notes.append("'\(widget.name)' is not localized into \(locales): iOS shows those readers its development language "
                         + "(\(development.localization)), laid out \(direction), and so do its \(locales) cells")
        }
        if !withoutTables.isEmpty {
            notes.append("\(withoutTables.joined(separator: ", ")) \(withoutTables.count == 1 ? "has" : "have") no string tables: "
                         + "iOS shows such an app in its development language in every locale, and so do these cells")
        }
        return notes
    }
}

/// `--pseudo MODE`.
struct PseudoLocaleArgument: ExpressibleByArgument, Sendable {
    var mode: PseudoLocale
    init?(argument: String) {
        guard let mode = PseudoLocale(argument: argument) else { return nil }
        self.mode = mode
    }
    static var allValueStrings: [String] { PseudoLocale.allCases.map(\.argument) }
}
