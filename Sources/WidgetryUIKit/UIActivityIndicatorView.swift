import Foundation
import WidgetryUI

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView`, in app screens and image-loading libraries
/// shared with a widget extension; never drawn (see ``UIView``). It keeps UIKit's state rules: stopped it hides itself
/// when ``hidesWhenStopped`` (the default), and animating shows it again.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    /// The indicator's look, with UIKit's raw values (the pre-iOS 13 styles first, then `medium` = 100, `large` = 101).
    public enum Style: Int, Sendable {
        /// iOS 13's large indicator (37 pt).
        case large = 101
        /// iOS 13's medium indicator (20 pt), the default.
        case medium = 100
        /// The large white indicator (before iOS 13).
        case whiteLarge = 0
        /// The white indicator (before iOS 13).
        case white = 1
        /// The grey indicator (before iOS 13).
        case gray = 2

        /// The side of the square the indicator occupies in UIKit: 37 pt for the large styles, 20 pt otherwise.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The style; `medium` unless set.
    open var style: Style = .medium
    /// The spinner's colour; `nil` uses the style's.
    open var color: UIColor?
    /// Whether a stopped indicator is hidden; `true` as in UIKit.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    private var animating = false

    /// An indicator of `style`, sized as UIKit sizes it and hidden until it animates.
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
    }

    /// An indicator in `frame`; hidden until it animates, as `hidesWhenStopped` is on.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Storyboards are not read here: nothing is decoded.
    public required init?(coder: NSCoder) { return nil }

    /// Whether it is animating.
    open var isAnimating: Bool { animating }
    /// Starts the animation and shows the indicator.
    open func startAnimating() { animating = true; isHidden = false }
    /// Stops the animation; hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() { animating = false; if hidesWhenStopped { isHidden = true } }
}

/// A progress bar, as UIKit's `UIProgressView`; never drawn (see ``UIView``). The progress is kept between 0 and 1.
open class UIProgressView: UIView, @unchecked Sendable {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar used in a toolbar.
        case bar = 1
    }

    /// The style; `default` unless set.
    open var progressViewStyle: Style = .default
    /// The fraction done, clamped to 0…1 as UIKit does.
    open var progress: Float = 0 {
        didSet { if !(0...1).contains(progress) { progress = min(max(progress, 0), 1) } }
    }
    /// The filled part's colour.
    open var progressTintColor: UIColor?
    /// The unfilled part's colour.
    open var trackTintColor: UIColor?
    /// The `Progress` the bar follows; setting it does not observe it here (no key-value observation), its fraction is
    /// read once.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    /// A bar of `style`, 2 pt high as UIKit's.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 2))
        progressViewStyle = style
    }

    /// Sets the fraction done; `animated` is accepted.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// A row of page dots, as UIKit's `UIPageControl`; never drawn (see ``UIView``).
open class UIPageControl: UIControl, @unchecked Sendable {
    /// How many pages there are.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, kept within the pages as UIKit does.
    open var currentPage = 0 {
        didSet { if currentPage < 0 || (numberOfPages > 0 && currentPage >= numberOfPages) { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    }
    /// Whether one page hides the control.
    open var hidesForSinglePage = false
    /// The dots' colour.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's colour.
    open var currentPageIndicatorTintColor: UIColor?
}
