import Foundation

/// A custom alignment, as in SwiftUI: declare a type with the guide's default value and use it with
/// `HorizontalAlignment(MyID.self)` or `VerticalAlignment(MyID.self)`, and `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` and `AlignmentID.defaultValue(in:)`
/// see them.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view, for its text baselines and its explicit guides.
    let node: LayoutNode?

    init(size: CGSize, node: LayoutNode?) {
        width = size.width
        height = size.height
        self.node = node
    }

    private var size: CGSize { CGSize(width: width, height: height) }

    /// The guide's value: the explicit one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        node.map { $0.guideValue(guide.key, in: size) } ?? guide.key.defaultValue(in: self)
    }

    /// The guide's value: the explicit one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        node.map { $0.guideValue(guide.key, in: size) } ?? guide.key.defaultValue(in: self)
    }

    /// The guide's explicit value (set by `alignmentGuide` on the view or its content), or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { node?.explicitGuide(guide.key, in: size) }

    /// The guide's explicit value, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { node?.explicitGuide(guide.key, in: size) }
}

/// Which guide: a built-in one or a custom `AlignmentID`, on one axis.
enum GuideKey: Hashable, @unchecked Sendable {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    /// A custom guide. Metatypes are compared by identity; the type itself answers the default value.
    case custom(ObjectIdentifier, any AlignmentID.Type, axis: Axis)

    static func == (lhs: GuideKey, rhs: GuideKey) -> Bool {
        switch (lhs, rhs) {
        case (.leading, .leading), (.horizontalCenter, .horizontalCenter), (.trailing, .trailing), (.top, .top),
             (.verticalCenter, .verticalCenter), (.bottom, .bottom), (.firstTextBaseline, .firstTextBaseline),
             (.lastTextBaseline, .lastTextBaseline):
            return true
        case (.custom(let a, _, let axisA), .custom(let b, _, let axisB)):
            return a == b && axisA == axisB
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .custom(let id, _, let axis):
            hasher.combine(id)
            hasher.combine(axis)
        default:
            hasher.combine("\(self)")
        }
    }

    /// The guide's value in a view that does not set it: SwiftUI's defaults (text baselines fall back to
    /// the bottom for a view without text).
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        let size = CGSize(width: dimensions.width, height: dimensions.height)
        if let value = builtInValue(in: size, node: dimensions.node) { return value }
        guard case .custom(_, let type, _) = self else { return 0 }
        return type.defaultValue(in: dimensions)
    }

    /// A built-in guide's value in a view of `size` (`node`, when given, answers text baselines); `nil` for
    /// a custom guide, whose type answers.
    func builtInValue(in size: CGSize, node: LayoutNode?) -> CGFloat? {
        switch self {
        case .leading, .top: return 0
        case .horizontalCenter: return size.width / 2
        case .trailing: return size.width
        case .verticalCenter: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return node?.firstBaseline(in: size) ?? size.height
        case .lastTextBaseline: return node?.lastBaseline(in: size) ?? size.height
        case .custom: return nil
        }
    }
}

/// Where views line up across a vertical stack's width, as in SwiftUI.
public struct HorizontalAlignment: Sendable, Hashable {
    let key: GuideKey
    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// A custom horizontal guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(ObjectIdentifier(id), id, axis: .horizontal) }

    init(key: GuideKey) { self.key = key }
}

/// Where views line up across a horizontal stack's height, as in SwiftUI, including text baselines.
public struct VerticalAlignment: Sendable, Hashable {
    let key: GuideKey
    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .verticalCenter)
    public static let bottom = VerticalAlignment(key: .bottom)
    /// The first line of text's baseline; a view without text uses its bottom, as in SwiftUI.
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    /// The last line of text's baseline.
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// A custom vertical guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(ObjectIdentifier(id), id, axis: .vertical) }

    init(key: GuideKey) { self.key = key }
}

/// A horizontal and a vertical alignment, as in SwiftUI.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// Combines two alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
}
