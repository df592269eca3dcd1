import Foundation

/// A visual effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`. Shared code wraps a blur in a
/// `UIViewRepresentable` (a "visual effect blur" package); a widget cannot show UIKit views, so the effect is kept as
/// data and the representable draws its placeholder (see ``UIView``). SwiftUI's materials are what a widget shows.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// UIKit's blur styles, with UIKit's raw values (iOS 13's system materials follow the appearance; the `Light` and
    /// `Dark` variants do not).
    public enum Style: Int, Sendable, Hashable {
        /// A lighter blur than `.light`.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// A blur following the appearance.
        case regular = 4
        /// A more opaque blur following the appearance.
        case prominent = 5
        /// The system's ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's material.
        case systemMaterial = 8
        /// The system's thick material.
        case systemThickMaterial = 9
        /// The material of bars and chrome.
        case systemChromeMaterial = 10
        /// Ultra-thin, always light.
        case systemUltraThinMaterialLight = 11
        /// Thin, always light.
        case systemThinMaterialLight = 12
        /// The system material, always light.
        case systemMaterialLight = 13
        /// Thick, always light.
        case systemThickMaterialLight = 14
        /// Chrome, always light.
        case systemChromeMaterialLight = 15
        /// Ultra-thin, always dark.
        case systemUltraThinMaterialDark = 16
        /// Thin, always dark.
        case systemThinMaterialDark = 17
        /// The system material, always dark.
        case systemMaterialDark = 18
        /// Thick, always dark.
        case systemThickMaterialDark = 19
        /// Chrome, always dark.
        case systemChromeMaterialDark = 20
    }
}

/// The vibrancy styles of content over a blur, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
    /// For primary labels.
    case label = 0
    /// For secondary labels.
    case secondaryLabel = 1
    /// For tertiary labels.
    case tertiaryLabel = 2
    /// For quaternary labels.
    case quaternaryLabel = 3
    /// For thin fills.
    case fill = 4
    /// For secondary fills.
    case secondaryFill = 5
    /// For tertiary fills.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style; `nil` for iOS 8's default vibrancy.
    public let style: UIVibrancyEffectStyle?

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The default vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }
}

/// A view applying a visual effect to what is behind it, as UIKit's `UIVisualEffectView`; subviews go into its
/// ``contentView``. Never drawn (see ``UIView``).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    /// The effect; `nil` for none.
    open var effect: UIVisualEffect?
    /// The view that holds the content shown with the effect.
    public let contentView = UIView()

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        super.addSubview(contentView)
    }

    /// A view of `frame` with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Views from an archive are not supported on Linux (no nibs or storyboards).
    public required init?(coder: NSCoder) { return nil }
}
