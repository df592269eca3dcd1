import Foundation

/// A list of rows in sections, as UIKit's `UITableView`: app screens shared with a widget (a results controller's
/// table updates) use it. Never drawn (see ``UIView``) — WidgetKit draws SwiftUI only — so it keeps what it is told:
/// its data source answers how many rows there are, and updates run their blocks at once.
open class UITableView: UIScrollView, @unchecked Sendable {
    /// How rows are grouped, as `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate, as `UITableView.RowAnimation` (kept; nothing animates).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row ends up after scrolling to it, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Its style.
    public let style: Style
    /// What supplies the rows.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The height of a row.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of a row.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The line between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The view above the first section.
    open var tableHeaderView: UIView?
    /// The view below the last section.
    open var tableFooterView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true

    /// Asks for the height the content needs, as `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    private var registered: [String: UITableViewCell.Type] = [:]

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Nothing is read from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// The number of sections the data source gives (one unless it says).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The number of rows the data source gives for `section`.
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// Registers the cell class made for `identifier`.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) { registered[identifier] = cellClass }

    /// A new plain cell for `identifier`: a table's cells are never made here, since no screen of the app runs (UIKit
    /// makes the registered class; app subclasses need not declare their initializer `required` for that, so this cannot).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A new plain cell for `identifier`, or nil when no class is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier] == nil ? nil : UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Reloads everything (nothing is shown to reload).
    open func reloadData() {}
    /// Runs `updates`, then `completion` with `true`, at once.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    /// Starts a group of updates (kept for balance with ``endUpdates()``).
    open func beginUpdates() {}
    /// Ends a group of updates.
    open func endUpdates() {}
    /// Inserts rows (the data source already has them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    /// Scrolls so the row shows (nothing scrolls here).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Selects a row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// The cell showing `indexPath`: none is shown here.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The selected row: none.
    open var indexPathForSelectedRow: IndexPath? { nil }
    /// The visible rows: none.
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
}

/// A row of a table, as UIKit's `UITableViewCell`; never drawn (see ``UIView``).
open class UITableViewCell: UIView, @unchecked Sendable {
    /// The cell's built-in layout, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The mark at the row's end, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected row looks, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The line between rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// The identifier it was made for.
    public let reuseIdentifier: String?
    /// The view its content goes in.
    public let contentView = UIView()
    /// The built-in title.
    open var textLabel: UILabel? = UILabel()
    /// The built-in detail text.
    open var detailTextLabel: UILabel? = UILabel()
    /// The built-in image.
    open var imageView: UIImageView? = UIImageView(image: nil)
    /// The mark at its end.
    open var accessoryType: AccessoryType = .none
    /// How it looks when selected.
    open var selectionStyle: SelectionStyle = .default

    /// A cell of `style`, for `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Nothing is read from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// Prepares the cell to show another row.
    open func prepareForReuse() {}
}

/// What supplies a table's rows, as UIKit's `UITableViewDataSource` (its optional requirements have defaults here).
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections there are (one unless the source says).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title above `section`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What hears a table's events, as UIKit's `UITableViewDelegate`: every requirement optional (none is called here).
// A table's delegate is its scroll view's (`UIScrollView.delegate`), as in UIKit, where `UITableViewDelegate` refines
// `UIScrollViewDelegate`; Swift does not let a subclass narrow the property's type.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
}
