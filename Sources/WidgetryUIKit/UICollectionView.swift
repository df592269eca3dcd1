import Foundation

// UIKit's collection views, as far as shared frameworks name them (cells sized in `preferredLayoutAttributesFitting`,
// helpers over `visibleCells`). A widget shows no UIKit view and no app screen runs in a check, so a collection view
// keeps its configuration and shows no cell: nothing is visible, and the data source is asked only for its counts.

/// A grid or list of cells, as UIKit's `UICollectionView`; never drawn (see ``UIView``).
open class UICollectionView: UIScrollView, @unchecked Sendable {
    /// Where a scrolled-to item ends up, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// How items are laid out.
    open var collectionViewLayout: UICollectionViewLayout
    /// What supplies the items.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    private var registered: [String: AnyClass] = [:]

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// Nothing is read from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// The number of sections the data source gives (one unless it says).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of items the data source gives for `section`.
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    /// Registers the cell class made for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registered[identifier] = cellClass }
    /// A new plain cell for `identifier`: UIKit makes the registered class, which cannot be made from here (app subclasses
    /// need not declare their initializer `required`), and no cell is ever shown.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// The cells on screen: none, as nothing is on screen.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// The index paths of the cells on screen: none.
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The index paths selected: none.
    open var indexPathsForSelectedItems: [IndexPath]? { [] }
    /// The cell on screen at `indexPath`: none.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// The index path of `cell`: none, as no cell is shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// Reloads everything (nothing is shown to reload).
    open func reloadData() {}
    /// Runs `updates`, then `completion` with `true`, at once.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    /// Scrolls `indexPath` into view (nothing scrolls).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Selects `indexPath` (nothing is shown selected).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    /// Deselects `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

/// A cell of a collection view, as UIKit's `UICollectionViewCell`; never drawn.
open class UICollectionViewCell: UIView, @unchecked Sendable {
    /// The view the cell's content goes in.
    public let contentView = UIView()
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The identifier it was made for.
    open var reuseIdentifier: String? { nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    /// Nothing is read from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// Prepares the cell to show another item.
    open func prepareForReuse() {}
    /// The attributes the cell would like: those given, as no Auto Layout is solved here.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// Where one item of a collection view goes, as UIKit's `UICollectionViewLayoutAttributes`.
open class UICollectionViewLayoutAttributes: NSObject, @unchecked Sendable {
    /// The item's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Its frame.
    open var frame: CGRect = .zero
    /// Its size (the frame's).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// Its centre (the frame's).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// Its stacking order.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false

    public override init() { super.init() }
    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
}

/// How a collection view's items are laid out, as UIKit's `UICollectionViewLayout`; nothing is laid out here.
open class UICollectionViewLayout: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// The attributes of the item at `indexPath`: none, as nothing is laid out.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Asks for the layout to be worked out again.
    open func invalidateLayout() {}
}

/// A line-based grid layout, as UIKit's `UICollectionViewFlowLayout`: its settings kept.
open class UICollectionViewFlowLayout: UICollectionViewLayout, @unchecked Sendable {
    /// The size of each item.
    open var itemSize = CGSize(width: 50, height: 50)
    /// A first guess at item sizes; `automaticSize` for self-sizing cells.
    open var estimatedItemSize: CGSize = .zero
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The insets of each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// The direction the grid scrolls in.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The estimated size that asks cells for their own.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

extension UICollectionView {
    /// The direction a flow layout scrolls in, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }
}

/// What supplies a collection view's items, as UIKit's `UICollectionViewDataSource`.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are (one unless the source says).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What hears a collection view's events, as UIKit's `UICollectionViewDelegate`: none is called here.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// An item was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
