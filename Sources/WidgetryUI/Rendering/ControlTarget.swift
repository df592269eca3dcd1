import Foundation

/// The tap area of an interactive control (`Button`, `Toggle`) in a laid-out view: what a tap-target map
/// reports next to `Link`s and the `widgetURL`.
///
/// Unlike `Link`, which iOS honours only in medium and larger widgets, an App Intent button or toggle is
/// interactive in every family that supports interactivity (iOS 17: Home Screen, Lock Screen, StandBy).
public struct ControlTarget: Sendable, Hashable {
    /// The area in widget points: the control's frame clipped by its ancestors.
    public var rect: CGRect
    /// The action a tap performs (the App Intent's type name); `nil` for a closure, which a widget never runs.
    public var action: String?
    /// The control's path (`…/Button`, `…/Toggle`).
    public var path: String
}

extension LayoutResult {
    /// Every button and toggle placed, in drawing order (later ones are on top), with its clipped frame.
    /// Controls clipped away entirely are left out, as nothing can be tapped there.
    public var controlTargets: [ControlTarget] {
        allElements.compactMap { element in
            guard element.kind == .button else { return nil }
            let rect = element.clip.map { $0.intersection(element.frame) } ?? element.frame
            guard !rect.isNull, !rect.isEmpty else { return nil }
            return ControlTarget(rect: rect, action: element.buttonAction, path: element.path)
        }
    }
}
