import Foundation
import Testing
import WidgetryUIKit

/// A table updated from a results controller's changes, as app code shared with a widget writes it.
@Suite struct UITableViewTests {
    final class Notes: NSObject, UITableViewDataSource {
        var titles = [["Groceries", "Ideas"], ["Archive"]]
        func numberOfSections(in tableView: UITableView) -> Int { titles.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            cell.textLabel?.text = titles[indexPath.section][indexPath.row]
            return cell
        }
    }

    final class NoteCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
    }

    @Test("The data source answers the counts; batch updates run their block and complete; a cell keeps its text")
    func dataSourceAndUpdates() {
        let notes = Notes()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.dataSource = notes
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        var completed = false
        table.performBatchUpdates({
            notes.titles[0].append("Trips")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed && table.numberOfRows(inSection: 0) == 3)
        let cell = notes.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0))
        #expect(cell.textLabel?.text == "Trips" && cell.reuseIdentifier == "note")
        #expect(NoteCell(style: .default, reuseIdentifier: nil).accessoryType == .disclosureIndicator)
        #expect(UITableView.RowAnimation.automatic.rawValue == 100)
    }
}

/// What app screens shared with a widget ask of scenes, sheets and gestures: nothing is shown in a render.
@Suite struct UISceneTests {
    final class Controller: UINavigationController, UIGestureRecognizerDelegate {}

    @Test("No scene is connected, no sheet presents, no gesture begins; drawing a hierarchy draws nothing")
    func nothingPresented() {
        #expect(UIApplication.shared.connectedScenes.first as? UIWindowScene == nil)
        let controller = Controller()
        #expect(controller.sheetPresentationController == nil && controller.interactivePopGestureRecognizer == nil)
        let sheet = UISheetPresentationController()
        sheet.detents = [.medium(), .large()]
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(controller.gestureRecognizerShouldBegin(UIGestureRecognizer()))
        #expect(!UIView(frame: .zero).drawHierarchy(in: .zero, afterScreenUpdates: true))
    }
}
