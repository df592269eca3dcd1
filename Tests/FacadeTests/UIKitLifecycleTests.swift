import Foundation
import Testing
import UIKit

/// App screens shared with a widget extension, written as UIKit apps write them: a controller laying out its views in
/// `viewDidLayoutSubviews`, answering size transitions and trait changes, holding child controllers, and telling its
/// bar buttons apart in a `switch`; views as dictionary keys.
@Suite struct UIKitLifecycleTests {
    final class NoteEditorController: UIViewController {
        let textView = UITextView(frame: .zero)
        lazy var saveItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: nil)
        lazy var shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: nil)
        var events: [String] = []

        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            events.append("loadView")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("willLayout")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            textView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
            events.append("didLayout")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in self.events.append("resize \(Int(size.width))") }, completion: nil)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            events.append("traits")
        }
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }

        /// The action both bar buttons send, as an `@objc` method tells its senders apart.
        func itemTapped(_ sender: UIBarButtonItem) -> String {
            switch sender {
            case saveItem: return "save"
            case shareItem: return "share"
            default: return "other"
            }
        }
    }

    @Test("A controller's overridden lifecycle methods compile and run when called; loadView makes the root view once")
    func lifecycle() {
        let controller = NoteEditorController()
        #expect(!controller.isViewLoaded)
        controller.view.addSubview(controller.textView)
        #expect(controller.isViewLoaded && controller.events == ["loadView"])
        controller.viewWillLayoutSubviews()
        controller.viewDidLayoutSubviews()
        #expect(controller.textView.frame.width == 390)
        controller.viewWillTransition(to: CGSize(width: 844, height: 390), with: WidgetTransitionCoordinator())
        controller.traitCollectionDidChange(nil)
        #expect(controller.events == ["loadView", "willLayout", "didLayout", "resize 844", "traits"])
        #expect(controller.modalPresentationStyle == .automatic && !controller.isModalInPresentation)
        controller.modalPresentationStyle = .formSheet
        controller.preferredContentSize = CGSize(width: 320, height: 480)
        #expect(controller.modalPresentationStyle == .formSheet && controller.preferredContentSize.height == 480)
        #expect(controller.traitCollection.displayScale == 3)
    }

    @Test("Bar button items are matched in a switch by identity, as NSObject subclasses are")
    func barButtonSwitch() {
        let controller = NoteEditorController()
        #expect(controller.itemTapped(controller.saveItem) == "save")
        #expect(controller.itemTapped(controller.shareItem) == "share")
        #expect(controller.itemTapped(UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)) == "other")
    }

    @Test("Child controllers: addChild, willMove/didMove, removeFromParent and parent")
    func children() {
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "will leave" : "will join") }
            override func didMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "left" : "joined") }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        #expect(child.view.next === child && child.next === parent.view)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.moves == ["will join", "joined", "will leave", "left"])
    }

    @Test("Views are Hashable by identity: dictionary keys, firstIndex(of:), ==; viewWithTag finds a subview")
    func viewIdentity() {
        let root = UIView()
        let title = UILabel()
        title.tag = 7
        let icon = UIImageView(image: nil)
        root.addSubview(title)
        root.addSubview(icon)
        var names: [UIView: String] = [title: "title", icon: "icon"]
        names[UILabel()] = "another label"
        #expect(names[title] == "title" && names.count == 3)
        #expect(root.subviews.firstIndex(of: icon) == 1)
        #expect(title == title && title != UILabel())
        #expect(root.viewWithTag(7) === title && root.viewWithTag(8) == nil)
        #expect(title.next === root)
        #expect(title.isDescendant(of: root) && !root.isDescendant(of: title))
    }

    /// A font setting as apps wrap the system picker for SwiftUI.
    struct FontSetting: UIViewControllerRepresentable {
        final class Coordinator: NSObject, UIFontPickerViewControllerDelegate {
            var picked: UIFontDescriptor?
            func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
                picked = viewController.selectedFontDescriptor
            }
        }
        func makeUIViewController(context: Context) -> UIFontPickerViewController { Self.picker(delegate: context.coordinator) }
        static func picker(delegate: Coordinator) -> UIFontPickerViewController {
            let configuration = UIFontPickerViewController.Configuration()
            configuration.includeFaces = true
            let picker = UIFontPickerViewController(configuration: configuration)
            picker.delegate = delegate
            return picker
        }
        func updateUIViewController(_ uiViewController: UIFontPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
    }

    @Test("A font picker wrapped for SwiftUI: configured and given its delegate; nothing is picked in a widget")
    func fontPicker() {
        let setting = FontSetting()
        let coordinator = setting.makeCoordinator()
        let picker = FontSetting.picker(delegate: coordinator)
        #expect(picker.configuration.includeFaces && !picker.configuration.displayUsingSystemFont)
        #expect(picker.delegate === coordinator && picker.selectedFontDescriptor == nil)
        coordinator.fontPickerViewControllerDidPickFont(picker)
        coordinator.fontPickerViewControllerDidCancel(picker)
        #expect(coordinator.picked == nil)
    }

    /// A card view styled through its layer, and a view backed by a gradient layer, as UIKit code writes them.
    final class GradientView: UIView {
        override class var layerClass: CALayer.Type { CAGradientLayer.self }
        var gradient: CAGradientLayer? { layer as? CAGradientLayer }
    }

    @Test("A view's layer keeps its corner radius, border and shadow; layerClass picks the layer's class")
    func layers() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.masksToBounds = true
        #expect(card.layer === card.layer && card.layer.cornerRadius == 12 && card.layer.masksToBounds)
        #expect(card.layer.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        let background = GradientView()
        background.gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(background.gradient?.colors?.count == 2)
        #expect(!(UIView().layer is CAGradientLayer))
    }
}
