import Foundation
import WidgetryFindings
import WidgetryPipeline
import WidgetryCheck
import WidgetryKit
import WidgetryLocalization
import WidgetryReference

/// The JSON bodies of the API, as the page and other clients read them. Rectangles are written as
/// `{x, y, width, height}` in widget points (Foundation's own `CGRect` coding is a nested array).
public enum API {
    /// A rectangle in widget points.
    public struct Rect: Codable, Sendable, Hashable {
        /// Left edge.
        public var x: Double
        /// Top edge.
        public var y: Double
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double

        /// The rectangle of `rect`.
        public init(_ rect: CGRect) {
            x = Double(rect.minX); y = Double(rect.minY); width = Double(rect.width); height = Double(rect.height)
        }
    }

    /// One problem in a rendered cell.
    public struct DiagnosticItem: Codable, Sendable {
        /// `truncatedText`, `clippedText`, …
        public var kind: String
        /// `info`, `warning` or `error`.
        public var severity: String
        /// The view's path, e.g. `VStack/Text("Today")`.
        public var path: String
        /// What happened.
        public var message: String
        /// What to do.
        public var suggestion: String
        /// Where, for outlining.
        public var frame: Rect?

        /// The item for `diagnostic`.
        public init(_ diagnostic: Finding) {
            kind = diagnostic.kind.rawValue; severity = diagnostic.severity.rawValue; path = diagnostic.path
            message = diagnostic.message; suggestion = diagnostic.suggestion; frame = diagnostic.frame.map(Rect.init)
        }
    }

    /// Where a tap goes.
    public struct TapTarget: Codable, Sendable {
        /// The URL opened.
        public var url: String
        /// The tap area.
        public var frame: Rect
        /// Whether this is the whole-widget `widgetURL` rather than a `Link`.
        public var isWidgetURL: Bool
        /// The link's view path.
        public var path: String?
    }

    /// The answer of `/api/diagnostics`.
    public struct DiagnosticsResponse: Codable, Sendable {
        /// Widget kind, family, device, size category and appearance.
        public var cell: CellKey
        /// The widget's size in points.
        public var width: Double
        /// The widget's size in points.
        public var height: Double
        /// The simulated instant rendered, when `time` was given.
        public var time: Date?
        /// Which timeline entry was on screen at `time` ("timeline 1 entry 2", "placeholder").
        public var frameLabel: String?
        /// The problems found.
        public var diagnostics: [DiagnosticItem]
        /// Where taps go.
        public var tapTargets: [TapTarget]
        /// Links that do nothing in this family, and similar notes.
        public var notes: [String]
    }

    /// A widget the server can show.
    public struct WidgetInfo: Codable, Sendable {
        /// The kind (what `widget=` takes).
        public var name: String
        /// The Swift type's name (also accepted by `widget=`).
        public var typeName: String
        /// The configuration's display name.
        public var displayName: String?
        /// The configuration's description.
        public var description: String?
        /// Supported families, in the widget's order.
        public var families: [String]
        /// For widgets whose content changes over time: the moments it changes in a simulated day.
        public var timeline: Timeline?
        /// The localizations its string tables have (`locale=` takes these, and any other locale).
        public var localizations: [String] = []
    }

    /// The moments a widget's content changes in the default simulated window.
    public struct Timeline: Codable, Sendable {
        /// The start of the window (`start=` default).
        public var start: Date
        /// The end of the window.
        public var end: Date
        /// The family simulated.
        public var family: String
        /// Each moment the widget showed something new.
        public var moments: [Date]
    }

    /// A device and the families it offers.
    public struct DeviceInfo: Codable, Sendable {
        /// Readable name (what `device=` takes).
        public var name: String
        /// Other accepted names.
        public var aliases: [String]
        /// Families with published sizes on this device.
        public var families: [String]
        /// The device's pixels per point.
        public var defaultScale: Int
        /// For each family, the presentation contexts it appears in on this device (`context=` accepts these).
        public var contexts: [String: [String]] = [:]
    }

    /// The answer of `/api/widgets`.
    public struct WidgetsResponse: Codable, Sendable {
        /// The widgets.
        public var widgets: [WidgetInfo]
        /// The devices.
        public var devices: [DeviceInfo]
        /// The default device's name.
        public var defaultDevice: String
        /// The twelve size categories, smallest first.
        public var sizeCategories: [String]
        /// `light`, `dark`.
        public var appearances: [String]
        /// The pseudo-locales `locale=` takes (`pseudo-double-length`, …).
        public var pseudoLocales: [String] = PseudoLocale.allCases.map { CellLocale.pseudo($0).description }
        /// The presentation contexts (`context=`): each family accepts those it appears in.
        public var contexts: [String] = PresentationContext.allCases.map(\.rawValue)
        /// The contexts that are some family's usual one, shown when no `context=` is sent.
        public var usualContexts: [String] = ContextRendering.usualContexts.map(\.rawValue)
        /// Their name for people: "Home Screen / Lock Screen".
        public var usualContextsName: String = ContextRendering.usualContextsName
        /// Accepted scales.
        public var scales: [Int]
        /// Accepted image formats.
        public var formats: [String]
        /// The asset version (bumped when the watched folder changes).
        public var version: Int
    }

    /// The answer of `/api/version`.
    public struct VersionResponse: Codable, Sendable {
        /// Bumped each time the watched asset folder changes.
        public var version: Int
        /// The folder watched, if any.
        public var watching: String?
        /// The server process's identity; it changes when `widgetry serve --project …` restarts the server
        /// after rebuilding the widget's code.
        public var instance: String = ""
    }

    /// The answer of `/api/stats`.
    public struct StatsResponse: Codable, Sendable {
        /// The render queue's counts.
        public var queue: RenderQueue.Statistics
        /// The cache's counts.
        public var cache: RenderCache.Statistics
        /// The asset version.
        public var version: Int
    }
}
