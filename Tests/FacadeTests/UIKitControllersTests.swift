import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline

/// App code shared with a widget: a map wrapped for SwiftUI, a hosting controller, a text view configured in code.
final class NoteTextView: UITextView {
    func configure(_ note: String) {
        text = note
        isEditable = false
        font = UIFont.preferredFont(forTextStyle: .body)
    }
}

struct NoteEditor: UIViewRepresentable {
    let note: String
    func makeUIView(context: Context) -> NoteTextView {
        let view = NoteTextView()
        view.configure(note)
        return view
    }
    func updateUIView(_ uiView: NoteTextView, context: Context) { uiView.configure(note) }
}

final class NotesViewController: UIViewController {
    var loaded = false
    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
        let stack = UIStackView()
        stack.addArrangedSubview(UILabel())
        view.addSubview(stack)
    }
}

@Suite struct UIKitControllersTests {
    @Test("A UIViewRepresentable compiles and draws nothing in a widget, with an info finding naming it")
    func representable() throws {
        let rendered = CellPipeline().render(AnyView(VStack { Text("Note"); NoteEditor(note: "Buy milk") }), named: "note",
                                             in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Note"])
        #expect(rendered.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("NoteEditor") })
    }

    @Test("Controllers, hosting controllers and UIKit views configured in code run as plain objects")
    func controllers() {
        let controller = NotesViewController()
        controller.viewDidLoad()
        #expect(controller.loaded && controller.view.subviews.count == 1)
        let host = UIHostingController(rootView: Text("Hello"))
        host.present(controller, animated: true)
        let text = NoteTextView()
        text.configure("Milk")
        #expect(text.text == "Milk" && !text.isEditable)
        let button = UIButton()
        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .normal) == "Save")
    }
}
