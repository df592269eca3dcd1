import Foundation

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `first.attribute = multiplier × second.attribute + constant`.
///
/// Auto Layout solves constraints when UIKit lays a view out for the screen; a widget shows no UIKit view
/// (WidgetKit draws SwiftUI only), so here constraints are kept as data and never solved: activating one adds it to
/// the ``UIView/constraints`` of the closest view holding both items, as UIKit does, and frames are left as the code
/// set them. Code that builds its screens with anchors compiles and runs; nothing is drawn from it.
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    // `@unchecked`: UIKit's layout objects are main-thread objects; nothing here shares one across threads.
    /// A layout attribute, as `NSLayoutConstraint.Attribute` (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// How the two sides relate, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// An axis, as `NSLayoutConstraint.Axis` (hugging and compression resistance are set per axis).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// The item on the left side (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The item on the right side; `nil` for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` for a constant size).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The offset added to the second side.
    open var constant: CGFloat
    /// How strongly the constraint holds; `.required` unless set.
    open var priority: UILayoutPriority = .required
    /// A name shown when debugging.
    open var identifier: String?
    /// Whether the constraint takes part in layout. Setting it adds the constraint to (or removes it from) the closest
    /// common ancestor of its items, as UIKit does.
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue {
                guard owner == nil, let view = Self.commonAncestor(firstItem, secondItem) else { return }
                view.install(self)
                owner = view
            } else {
                owner?.uninstall(self)
                owner = nil
            }
        }
    }
    /// The view whose ``UIView/constraints`` hold the active constraint.
    weak var owner: UIView?

    /// A constraint between two items' attributes, as UIKit's visual-format-free initialiser.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint, as `NSLayoutConstraint.activate(_:)`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
    /// Deactivates every constraint, as `NSLayoutConstraint.deactivate(_:)`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item lays out in: a view itself, a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view holding both items (the first item's view for a constant size); `nil` when they are in
    /// different trees, where UIKit raises an exception and here nothing is activated.
    static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
        guard let firstView = view(of: first) else { return nil }
        guard let secondView = view(of: second) else { return second == nil ? firstView : nil }
        var candidate: UIView? = firstView
        while let view = candidate {
            if secondView.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}

/// How strongly a constraint holds or a view hugs its content, as UIKit's `UILayoutPriority` (1…1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// What fitting size calculations use.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag that may resize the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A scene at its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
