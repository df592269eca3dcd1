import Foundation
import Testing
import WidgetryUIKit

/// Table and collection view index paths, as app code that shares a list's data with a widget builds them.
@Suite struct IndexPathTests {
    @Test("IndexPath(row:section:) is [section, row]; row and item read and write the second index")
    func rowsAndItems() {
        var path = IndexPath(row: 4, section: 1)
        #expect(Array(path) == [1, 4] && path.section == 1 && path.row == 4 && path.item == 4)
        path.row = 7
        path.section = 2
        #expect(path == IndexPath(item: 7, section: 2))
        // Sorted as UIKit sorts them: by section, then row.
        #expect([IndexPath(row: 0, section: 2), IndexPath(row: 3, section: 0)].sorted().map(\.section) == [0, 2])
    }
}
