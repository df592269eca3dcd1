import Foundation
import WidgetryUI

/// What UIKit's appearance proxies are: `UINavigationBar.appearance().largeTitleTextAttributes = …` at an app's launch
/// styles every bar made afterwards. Widgets draw no UIKit bar, so nothing here applies a proxy's settings; the proxy
/// keeps them, so code that writes and reads them runs as on iOS.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView {
    /// The proxy whose settings style every view of this class, as `UIAppearance.appearance()`.
    public class func appearance() -> Self { AppearanceProxies.proxy(of: self, key: "") }

    /// The proxy for views of this class inside `containerTypes`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, key: containerTypes.map { String(reflecting: $0) }.joined(separator: ">"))
    }

    /// The proxy for views of this class in an environment with `trait`.
    public class func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, key: "traits:\(ObjectIdentifier(trait).hashValue)")
    }
}

extension UIBarItem {
    /// The proxy whose settings style every item of this class, as `UIAppearance.appearance()`.
    public class func appearance() -> Self { AppearanceProxies.proxy(of: self, key: "") }

    /// The proxy for items of this class inside `containerTypes`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, key: containerTypes.map { String(reflecting: $0) }.joined(separator: ">"))
    }
}

/// One proxy per class (and containment), made once. UIKit's own classes are made here by name; a proxy of an app's
/// own subclass cannot be made without a `required` initializer, which UIKit's views lack.
enum AppearanceProxies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [String: AnyObject] = [:]


    static func proxy<T: AnyObject>(of type: T.Type, key: String) -> T {
        let name = "\(String(reflecting: type))|\(key)"
        return lock.withLock {
            if let made = proxies[name] as? T { return made }
            guard let made = UIKitClassFactory.make(type, frame: .zero) as? T else {
                preconditionFailure("\(type).appearance(): Widgetry makes appearance proxies of UIKit's own classes only (an app's subclass has no initializer Widgetry can call); style the subclass in its initializer instead")
            }
            proxies[name] = made
            return made
        }
    }
}
