import Foundation

// UIKit's table and collection view members of `IndexPath`: a two-index path read as a section and a row (or item).
// Linux's Foundation has the index path but not these, which UIKit adds on iOS.
extension IndexPath {
    /// A path to `row` in `section`, as a table view numbers its cells.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// A path to `item` in `section`, as a collection view numbers its cells.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index: the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: the row in a table view.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index: the item in a collection view.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
