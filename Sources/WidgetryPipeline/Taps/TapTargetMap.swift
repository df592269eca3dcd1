import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Where taps on a rendered widget go: `widgetURL` for the whole widget, and each `Link`'s frame in
/// families that honour links.
///
/// iOS honours `Link` in `systemMedium` and larger widgets only; a `systemSmall` widget is a single tap
/// target that opens its `widgetURL` (Apple's `widgetURL(_:)` documentation), and Lock Screen
/// (`accessory…`) widgets likewise. Links there are ignored and reported in ``notes``.
public struct TapTargetMap: Sendable {
    /// One tap area.
    public struct Target: Sendable, Hashable {
        /// The area, in widget points (a link's frame clipped by its ancestors).
        public var rect: CGRect
        /// Where a tap opens.
        public var url: URL
        /// Whether this is the whole-widget `widgetURL` rather than a `Link`.
        public var isWidgetURL: Bool
        /// The element's path, for links.
        public var path: String?
    }

    /// The family the map is for.
    public var family: WidgetFamily
    /// The widget's size.
    public var size: CGSize
    /// The `widgetURL` target first (if any), then links in drawing order (later ones are on top).
    public var targets: [Target]
    /// Interactive `Button`s and `Toggle`s (iOS 17+), in drawing order: a tap on one runs its App Intent
    /// in place, without opening the app. WidgetKit runs them in every family, small included, unlike links.
    public var controls: [ControlTarget]
    /// Links that do not work here, and other things worth knowing.
    public var notes: [String]

    /// Whether this family honours `Link`.
    public static func familyHonoursLinks(_ family: WidgetFamily) -> Bool {
        switch family {
        case .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return true
        default: return false
        }
    }

    /// The tap map of a laid-out widget in `family`.
    public init(layout: LayoutResult, family: WidgetFamily) {
        self.family = family
        size = layout.canvasSize
        targets = []
        notes = []
        controls = layout.controlTargets
        if let url = layout.widgetURL {
            targets.append(Target(rect: CGRect(origin: .zero, size: layout.canvasSize), url: url, isWidgetURL: true, path: nil))
        }
        // A `Link` is placed as an element of kind `.link` whose descendants inherit its URL; the Link
        // element's frame is the tap area, clipped by whatever clips it.
        let links = layout.allElements.filter { $0.kind == .link && $0.linkURL != nil }
        for link in links {
            guard let url = link.linkURL else { continue }
            let rect = link.clip.map { $0.intersection(link.frame) } ?? link.frame
            if !Self.familyHonoursLinks(family) {
                notes.append("\(family): Link to \(url.absoluteString) at \(link.path) is ignored, as on iOS; "
                    + (layout.widgetURL.map { "a tap anywhere opens the widgetURL \($0.absoluteString)" } ?? "a tap opens the app (no widgetURL is set)"))
            } else if rect.isNull || rect.isEmpty {
                notes.append("Link to \(url.absoluteString) at \(link.path) has no visible area and cannot be tapped")
            } else {
                targets.append(Target(rect: rect, url: url, isWidgetURL: false, path: link.path))
            }
        }
        if targets.isEmpty { notes.append("no widgetURL or Link: a tap opens the app at its default scene") }
        for control in controls where control.action == nil {
            notes.append("\(control.path) has a closure action, which a widget never runs: use Button(intent:) or Toggle(isOn:intent:)")
        }
    }

    /// The App Intent a tap at `point` runs: the topmost control under it with an intent, else `nil`.
    public func action(at point: CGPoint) -> String? {
        controls.last(where: { $0.rect.contains(point) })?.action
    }

    /// Where a tap at `point` goes: the topmost link under it, else the `widgetURL`, else `nil` (the app opens).
    public func url(at point: CGPoint) -> URL? {
        if let link = targets.last(where: { !$0.isWidgetURL && $0.rect.contains(point) }) { return link.url }
        return targets.first(where: \.isWidgetURL)?.url
    }

    /// The link targets only.
    public var links: [Target] { targets.filter { !$0.isWidgetURL } }
}
