import Foundation
import WidgetryKit
import WidgetryFindings
import WidgetryReference

/// The hit-region part of the accessibility audit: tap targets too small to hit, and tap targets that cover
/// each other, read from a ``TapTargetMap``.
///
/// The minimum is Apple's: "a button needs a hit region of at least 44 x 44 pt — in visionOS, 60 x 60 pt"
/// (Human Interface Guidelines, "Buttons", https://developer.apple.com/design/human-interface-guidelines/buttons),
/// and "Give all controls and interactive elements a hit target that measures at least 44x44 pt" ("Accessibility",
/// https://developer.apple.com/design/human-interface-guidelines/accessibility). Widgetry's devices are iPhones and
/// iPads, so 44 pt applies to every control it checks: App Intent buttons and toggles (interactive in every family)
/// and `Link`s where the family honours them. The `widgetURL` area is the whole widget, whose size the system
/// sets: it is checked as well, except in `accessoryInline`, a single line of text (26 pt high) the system
/// sizes and taps as a whole, where no widget could meet the minimum.
public struct HitRegionCheck: LayoutCheck {
    public init() {}

    public var isAccessibilityAudit: Bool { true }
    /// Tap targets are frames.
    public var readsColors: Bool { false }

    public func findings(in laidOut: LaidOutCell) -> [Finding] {
        laidOut.tapTargets.map(Self.findings(in:)) ?? []
    }

    /// The smallest width and height of a tap target on iPhone and iPad, in points (HIG, "Buttons").
    public static let minimumSide: CGFloat = 44
    /// Overlaps thinner than this (points) are rounding, not a covered target.
    public static let tolerance: CGFloat = 0.5

    /// One tap target as the check sees it.
    struct Target {
        var rect: CGRect
        var path: String
        var what: String
        var isWidgetURL: Bool
    }

    /// The findings for the targets in `map`.
    public static func findings(in map: TapTargetMap) -> [Finding] {
        var targets: [Target] = map.controls.map { control in
            let name = control.path.split(separator: "/").last.map(String.init) ?? "control"
            let what = control.action.map { "\(name.hasPrefix("Toggle") ? "Toggle" : "Button") performing \($0)" } ?? name
            return Target(rect: control.rect, path: control.path, what: what, isWidgetURL: false)
        }
        targets += map.links.map { Target(rect: $0.rect, path: $0.path ?? "", what: "Link to \($0.url.absoluteString)", isWidgetURL: false) }
        var found: [Finding] = []
        if let whole = map.targets.first(where: \.isWidgetURL), map.family != .accessoryInline, tooSmall(whole.rect) {
            found.append(small(Target(rect: whole.rect, path: "", what: "the widgetURL area (the whole widget)", isWidgetURL: true)))
        }
        found += targets.filter { tooSmall($0.rect) }.map(small)
        found += overlaps(targets)
        return found
    }

    static func tooSmall(_ rect: CGRect) -> Bool {
        rect.width < minimumSide - tolerance || rect.height < minimumSide - tolerance
    }

    static func small(_ target: Target) -> Finding {
        let side = Int(minimumSide)
        return Finding(kind: .smallTapTarget, path: target.path,
                       message: "\(target.what) has a tap area of \(format(target.rect.size)), under the \(side) × \(side) pt hit region Apple's HIG asks of every control",
                       suggestion: "give the control a frame of at least \(side) × \(side) pt (.frame(minWidth: \(side), minHeight: \(side)), or padding inside the Button's label); the drawn icon may stay smaller",
                       frame: target.rect)
    }

    /// Pairs of targets, neither inside the other (a button inside a link is a deliberate nesting), whose areas
    /// intersect by more than ``tolerance`` each way: a tap on the shared area reaches only the later one.
    static func overlaps(_ targets: [Target]) -> [Finding] {
        var found: [Finding] = []
        for (index, first) in targets.enumerated() {
            for second in targets[(index + 1)...] {
                guard !isNested(first.path, second.path) else { continue }
                let shared = first.rect.intersection(second.rect)
                guard !shared.isNull, shared.width > tolerance, shared.height > tolerance else { continue }
                found.append(Finding(kind: .overlappingTapTargets, path: second.path,
                                     message: "\(second.what) covers \(format(shared.size)) of \(first.what) (at \(first.path)): a tap there reaches only \(second.what)",
                                     suggestion: "move the controls apart (spacing, padding) so each has its own \(Int(minimumSide)) × \(Int(minimumSide)) pt area",
                                     frame: shared))
            }
        }
        return found
    }

    static func isNested(_ a: String, _ b: String) -> Bool {
        !a.isEmpty && !b.isEmpty && (a.hasPrefix(b + "/") || b.hasPrefix(a + "/") || a == b)
    }

    static func format(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }
        return "\(number(size.width)) × \(number(size.height)) pt"
    }
}
