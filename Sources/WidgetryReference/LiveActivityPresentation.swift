import Foundation

/// Where a Live Activity is shown: its Lock Screen banner, or one of its Dynamic Island presentations
/// (WidgetKit's `DynamicIslandMode`, with the compact one split into its two slots beside the camera).
///
/// A Live Activity cell is not in a widget family; reports name it `liveActivity.<presentation>`
/// (``familyName``), where widget cells put the family.
public enum LiveActivityPresentation: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Lock Screen banner (and the banner of devices without a Dynamic Island).
    case lockScreen
    /// The compact presentation's view leading the TrueDepth camera.
    case compactLeading
    /// The compact presentation's view trailing the TrueDepth camera.
    case compactTrailing
    /// The minimal presentation, shown when several Live Activities run.
    case minimal
    /// The expanded presentation (its four regions), shown on a long press.
    case expanded

    /// The name reports use where a widget cell has its family: `"liveActivity.lockScreen"`.
    public var familyName: String { "liveActivity.\(rawValue)" }

    /// The presentation named `familyName` (`"liveActivity.compactTrailing"`), if it is one.
    public init?(familyName: String) {
        guard familyName.hasPrefix("liveActivity.") else { return nil }
        self.init(rawValue: String(familyName.dropFirst("liveActivity.".count)))
    }

    /// Whether the presentation is drawn in the Dynamic Island (always black, so always dark).
    public var isInDynamicIsland: Bool { self != .lockScreen }

    /// Whether the presentation takes the height its content asks for (between 84 and — before the
    /// system may truncate it — 160 points) rather than a fixed height.
    public var hugsHeight: Bool { self == .lockScreen || self == .expanded }
}

/// The size a Live Activity presentation is laid out at on one device.
public struct LiveActivityCanvas: Sendable, Hashable {
    /// The presentation.
    public var presentation: LiveActivityPresentation
    /// The width the system gives it.
    public var width: CGFloat
    /// Its height, or the shortest it may be when it takes its content's height (``LiveActivityPresentation/hugsHeight``).
    public var height: CGFloat

    /// A canvas.
    public init(presentation: LiveActivityPresentation, width: CGFloat, height: CGFloat) {
        self.presentation = presentation
        self.width = width
        self.height = height
    }

    /// The width and (minimum) height.
    public var size: CGSize { CGSize(width: width, height: height) }
}

/// A screen's Dynamic Island, from the HIG's Live Activities specifications.
public struct DynamicIslandSizes: Sendable, Hashable {
    /// The width of each compact slot (leading and trailing), e.g. 62.33 points on 430x932.
    public var compactWidth: CGFloat
    /// The expanded presentation's width, e.g. 408 points on 430x932.
    public var expandedWidth: CGFloat
    /// The whole island's width in the compact and minimal presentations, e.g. 250 points.
    public var islandWidth: CGFloat
}

/// A screen's Live Activity sizes (`Reference/live-activity-sizes.json`): the Lock Screen banner's width
/// and, on iPhones with a Dynamic Island, the island's presentations.
public struct LiveActivitySizes: Sendable, Hashable {
    /// The Lock Screen presentation's width.
    public var lockScreenWidth: CGFloat
    /// The Dynamic Island's sizes; `nil` on screens without one (notch, Home button, iPad).
    public var island: DynamicIslandSizes?
    /// How the numbers were derived when Apple's table does not list the screen; `nil` when published.
    public var derivation: String?

    /// The presentations this screen shows: the Lock Screen always, the island's where there is one.
    public var presentations: [LiveActivityPresentation] {
        island == nil ? [.lockScreen] : LiveActivityPresentation.allCases
    }

    /// The canvas of `presentation`; `nil` when the screen has no Dynamic Island for it. The minimal
    /// presentation is laid out at its widest (45 points): content that needs more is cut off there.
    public func canvas(for presentation: LiveActivityPresentation) -> LiveActivityCanvas? {
        switch presentation {
        case .lockScreen:
            return LiveActivityCanvas(presentation: presentation, width: lockScreenWidth, height: Self.minimumHeight)
        case .compactLeading, .compactTrailing:
            return island.map { LiveActivityCanvas(presentation: presentation, width: $0.compactWidth, height: Self.islandHeight) }
        case .minimal:
            return island.map { _ in LiveActivityCanvas(presentation: presentation, width: Self.minimalWidth.upperBound, height: Self.islandHeight) }
        case .expanded:
            return island.map { LiveActivityCanvas(presentation: presentation, width: $0.expandedWidth, height: Self.minimumHeight) }
        }
    }
}

extension DeviceProfile {
    /// The device's Live Activity sizes; `nil` where Live Activities do not run (the 320x568 screen,
    /// whose iPhones stop before iOS 16.1).
    public var liveActivitySizes: LiveActivitySizes? { LiveActivitySizes.byScreenKey[screenKey] }
}
