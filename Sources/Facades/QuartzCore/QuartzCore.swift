// `import QuartzCore`: Core Animation's clock and the layer classes app code names
// (https://developer.apple.com/documentation/quartzcore). They are declared in WidgetryUIKit, as UIKit imports
// QuartzCore on iOS and every `UIView` has a `layer`; this module exports them by name, without the rest of UIKit.
// Widgets draw SwiftUI only and nothing animates in a check: `CACurrentMediaTime()` is the monotonic clock, as on
// iOS; layers keep their properties and are never drawn. See docs/compatibility.md.
@_exported import Foundation
@_exported import typealias WidgetryFoundation.CFTimeInterval
@_exported import func WidgetryUIKit.CACurrentMediaTime
@_exported import class WidgetryUIKit.CALayer
@_exported import class WidgetryUIKit.CAGradientLayer
@_exported import class WidgetryUIKit.CAShapeLayer
@_exported import class WidgetryUIKit.CAAnimation
@_exported import class WidgetryUIKit.CABasicAnimation
@_exported import struct WidgetryUIKit.CAMediaTimingFunctionName
@_exported import class WidgetryUIKit.CAMediaTimingFunction
@_exported import class WidgetryUIKit.CATransaction
@_exported import class WidgetryUIKit.CADisplayLink
@_exported import struct WidgetryUIKit.CAFrameRateRange
@_exported import class WidgetryUIKit.CATextLayer
