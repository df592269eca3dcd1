import Foundation
import WidgetryUI

/// An on/off switch, as UIKit's `UISwitch`, in app screens shared with a widget extension; never drawn
/// (see ``UIView``). Setting it does not send `.valueChanged`, as in UIKit (only a user's tap does).
open class UISwitch: UIControl, @unchecked Sendable {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the on track.
    open var onTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// Turns the switch on or off; `animated` is accepted.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider, as UIKit's `UISlider`; never drawn (see ``UIView``).
open class UISlider: UIControl, @unchecked Sendable {
    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Float = 0 {
        didSet { if value < minimumValue || value > maximumValue { value = min(max(value, minimumValue), maximumValue) } }
    }
    /// The smallest value.
    open var minimumValue: Float = 0
    /// The largest value.
    open var maximumValue: Float = 1
    /// Whether dragging sends `.valueChanged` continuously.
    open var isContinuous = true
    /// Sets the value; `animated` is accepted.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

/// A segmented control, as UIKit's `UISegmentedControl`; never drawn (see ``UIView``).
open class UISegmentedControl: UIControl, @unchecked Sendable {
    /// The segment index when none is selected.
    public static let noSegment = -1
    private var titles: [String?] = []
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }
    /// The selected segment's colour (iOS 13).
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Sets the titles' text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The titles' text attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// A control with a segment for each title (`String`) or image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }
    /// Inserts a segment titled `title` at `segment`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }
    /// Removes every segment.
    open func removeAllSegments() { titles.removeAll(); selectedSegmentIndex = Self.noSegment }
    /// The title of `segment`.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    /// Sets the title of `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }
}
