import Foundation
import WidgetryFoundation
import WidgetryUI

// iOS 17's trait registration: views and view controllers ask to hear about changes to chosen traits instead of
// overriding `traitCollectionDidChange(_:)`. A render's traits are fixed (light or dark, text size and the rest are the
// cell's), so registrations are kept and no handler is ever called, as on a device whose traits never change.

/// A trait UIKit can report changes of, as `UITraitDefinition`; the trait types below are its conformers.
public protocol UITraitDefinition {
    /// The trait's name.
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(describing: Self.self) }
}

/// A trait type, as UIKit's `UITrait` (`[UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]`).
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The Increase Contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}
/// The legibility weight (Bold Text) trait.
public enum UITraitLegibilityWeight: UITraitDefinition {}
/// The user interface idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The user interface level (base or elevated) trait.
public enum UITraitUserInterfaceLevel: UITraitDefinition {}

/// A registration returned by `registerForTraitChanges`, as UIKit's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Sendable {}

/// One registration: the traits it watches.
struct TraitRegistration: UITraitChangeRegistration {
    let identifiers: [String]
}

/// Something whose trait changes can be observed, as UIKit's `UITraitChangeObservable` (views and view controllers).
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits when one of `traits` changes: never in a render.
    ///
    /// Generic over the object's type, as UIKit declares it, so a class's handler may take its dynamic `Self`
    /// (`{ (self: Self, previous: UITraitCollection) in … }`).
    @discardableResult
    public func registerForTraitChanges<Observed: UITraitChangeObservable>(_ traits: [UITrait],
                                        handler: @escaping (Observed, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitRegistration(identifiers: traits.map { $0.identifier })
    }

    /// Sends `action` to `target` when one of `traits` changes: never in a render.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitRegistration(identifiers: traits.map { $0.identifier })
    }

    /// Sends `action` to the object itself when one of `traits` changes: never in a render.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitRegistration(identifiers: traits.map { $0.identifier })
    }

    /// Ends a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
