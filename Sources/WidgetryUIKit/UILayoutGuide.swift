import Foundation

/// A rectangle in a view that constraints can refer to without a view of its own, as UIKit's `UILayoutGuide`
/// (a view's ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide``, or one added with
/// ``UIView/addLayoutGuide(_:)``). Constraints are never solved here (see ``NSLayoutConstraint``), so its frame is
/// the owning view's bounds inset by what the guide stands for.
open class UILayoutGuide: NSObject, LayoutAnchorOwning, @unchecked Sendable {
    // `@unchecked`: UIKit's layout objects are main-thread objects; nothing here shares one across threads.
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name shown when debugging.
    open var identifier = ""
    /// What part of the owning view the guide covers.
    let region: Region
    enum Region { case custom, safeArea, margins }

    /// A guide to add to a view with ``UIView/addLayoutGuide(_:)``.
    public override init() {
        region = .custom
        super.init()
    }

    init(region: Region, owningView: UIView) {
        self.region = region
        self.owningView = owningView
        super.init()
    }

    /// The guide's rectangle in the owning view: its bounds, inset by the safe area or the margins for those guides.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let insets: UIEdgeInsets = switch region {
        case .custom: .zero
        case .safeArea: view.safeAreaInsets
        case .margins: view.layoutMargins
        }
        return CGRect(x: insets.left, y: insets.top, width: max(0, view.bounds.width - insets.left - insets.right),
                      height: max(0, view.bounds.height - insets.top - insets.bottom))
    }
}
