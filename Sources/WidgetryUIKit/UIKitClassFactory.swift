import Foundation

// UIKit's own classes, made by name. UIKit's initializers are not `required`, so Swift without the Objective-C runtime
// cannot call them through a metatype (`self.init(frame:)` in a `UIView` extension's static method, `SomeView.appearance()`):
// for UIKit's own classes Widgetry knows each initializer and calls it here; an app's subclass has no initializer
// Widgetry can call.

/// Makes instances of UIKit's own classes from their metatype.
enum UIKitClassFactory {
    private static let makers: [ObjectIdentifier: @Sendable (CGRect) -> AnyObject] = [
        ObjectIdentifier(UIView.self): { frame in UIView(frame: frame) },
        ObjectIdentifier(UIControl.self): { frame in UIControl(frame: frame) },
        ObjectIdentifier(UIButton.self): { frame in UIButton(frame: frame) },
        ObjectIdentifier(UILabel.self): { frame in UILabel(frame: frame) },
        ObjectIdentifier(UIImageView.self): { frame in UIImageView(frame: frame) },
        ObjectIdentifier(UITextView.self): { frame in UITextView(frame: frame) },
        ObjectIdentifier(UITextField.self): { frame in UITextField(frame: frame) },
        ObjectIdentifier(UIStackView.self): { frame in UIStackView(frame: frame) },
        ObjectIdentifier(UIScrollView.self): { frame in UIScrollView(frame: frame) },
        ObjectIdentifier(UITableView.self): { frame in UITableView(frame: frame) },
        ObjectIdentifier(UITableViewCell.self): { _ in UITableViewCell(style: .default, reuseIdentifier: nil) },
        ObjectIdentifier(UICollectionViewCell.self): { frame in UICollectionViewCell(frame: frame) },
        ObjectIdentifier(UINavigationBar.self): { frame in UINavigationBar(frame: frame) },
        ObjectIdentifier(UITabBar.self): { frame in UITabBar(frame: frame) },
        ObjectIdentifier(UIToolbar.self): { frame in UIToolbar(frame: frame) },
        ObjectIdentifier(UISearchBar.self): { frame in UISearchBar(frame: frame) },
        ObjectIdentifier(UISegmentedControl.self): { frame in UISegmentedControl(frame: frame) },
        ObjectIdentifier(UISwitch.self): { frame in UISwitch(frame: frame) },
        ObjectIdentifier(UISlider.self): { frame in UISlider(frame: frame) },
        ObjectIdentifier(UIPageControl.self): { frame in UIPageControl(frame: frame) },
        ObjectIdentifier(UIProgressView.self): { frame in UIProgressView(frame: frame) },
        ObjectIdentifier(UIActivityIndicatorView.self): { frame in UIActivityIndicatorView(frame: frame) },
        ObjectIdentifier(UIRefreshControl.self): { frame in UIRefreshControl(frame: frame) },
        ObjectIdentifier(UIWindow.self): { frame in UIWindow(frame: frame) },
        ObjectIdentifier(UIBarItem.self): { _ in UIBarItem() },
        ObjectIdentifier(UIBarButtonItem.self): { _ in UIBarButtonItem() },
        ObjectIdentifier(UITabBarItem.self): { _ in UITabBarItem() },
    ]

    /// An instance of `type` with `frame` (for views), or nil when `type` is not one of UIKit's own classes.
    static func make(_ type: AnyClass, frame: CGRect) -> AnyObject? { makers[ObjectIdentifier(type)]?(frame) }
}

extension UIView {
    /// `self.init(frame:)` called on a metatype (`static func autolayoutNew() -> Self { let view = self.init(frame: .zero) … }`),
    /// as the front door writes it on the copy: iOS calls the initializer through Objective-C; here UIKit's own classes
    /// are made by ``UIKitClassFactory``, and an app's subclass stops with a message saying what to change.
    public class func _makeThroughMetatype(frame: CGRect) -> Self {
        guard let made = UIKitClassFactory.make(self, frame: frame) as? Self else {
            preconditionFailure("\(self).init(frame:) was called through a metatype (`self.init(frame:)` in a static method): Swift without the Objective-C runtime can only do that for a `required` initializer; Widgetry makes UIKit's own views this way, not an app's subclass. Make the method take a closure that creates the view, or mark \(self)'s init(frame:) `required`")
        }
        return made
    }
}
