// `import SafariServices`: the in-app browser app code presents links with
// (https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller). A widget presents no
// controllers: the controller keeps its URL and configuration and is never shown. See docs/compatibility.md.
@_exported import UIKit

/// What the browser tells its delegate, as `SFSafariViewControllerDelegate` (optional; never called).
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// An in-app Safari browser, as `SFSafariViewController`.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
    /// The browser's options, as `SFSafariViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether Reader is entered when available.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse on scrolling.
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }
    /// The dismiss button's title, as `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable { case done = 0, close, cancel }

    /// The page opened.
    public let url: URL
    /// The options.
    public let configuration: Configuration
    /// Told when the user closes it.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The controls' colour.
    open var preferredControlTintColor: UIColor?
    /// The bars' colour.
    open var preferredBarTintColor: UIColor?
    /// The dismiss button's title.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser opening `url` with `configuration`.
    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// A browser opening `url`, in Reader when `entersReaderIfAvailable`.
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }
    public required init?(coder: NSCoder) { return nil }
}
