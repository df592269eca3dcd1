import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline

/// App screens that widget extensions compile with their shared code (survey of issue 28: a settings sheet
/// with `@Environment(\.dismiss)`, an editor controller with a `UISwitch` and bar buttons, a quote view that
/// rotates a `UIImageView`, a data controller that turns animations off): written as iOS apps write them.
@Suite struct AppScreenActionsTests {
    struct SettingsSheet: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.editMode) private var editMode
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack {
                Text(isPresented ? "Presented" : "Settings")
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Done")
                Button("Close") { dismiss() }
                Button("Legacy close") { presentationMode.wrappedValue.dismiss() }
                Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            }
        }
    }

    @Test("A settings sheet reading dismiss, openURL, presentationMode, editMode and isPresented draws as a widget: not presented, not editing")
    func sheetDraws() throws {
        let rendered = CellPipeline().render(AnyView(SettingsSheet()), named: "settings", in: WidgetCell(family: .systemMedium), output: .layout)
        let texts = try #require(rendered.layout).texts.map(\.text.string)
        #expect(texts.contains("Settings") && texts.contains("Done"))
    }

    @Test("openURL gives the URL to the handler a view set, and reports whether it was handled; the default opens nothing")
    func openURLHandlers() {
        var environment = EnvironmentValues()
        var seen: [URL] = []
        environment.openURL = OpenURLAction { url in
            seen.append(url)
            return url.host == "handled.example" ? .handled : .discarded
        }
        var results: [Bool] = []
        environment.openURL(URL(string: "https://handled.example/a")!) { results.append($0) }
        environment.openURL(URL(string: "https://other.example/b")!) { results.append($0) }
        #expect(seen.map(\.host) == ["handled.example", "other.example"])
        #expect(results == [true, false])
        // The default asks for the system's action: there is no app to open a URL in a widget's code.
        var opened: Bool?
        EnvironmentValues().openURL(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
    }

    @Test("PresentationMode.dismiss ends a presentation; EditMode is editing when transient or active")
    func presentationAndEditMode() {
        var mode = PresentationMode(isPresented: true)
        mode.dismiss()
        #expect(!mode.isPresented)
        #expect(!EnvironmentValues().presentationMode.wrappedValue.isPresented)
        #expect([EditMode.inactive, .transient, .active].map(\.isEditing) == [false, true, true])
        #expect(EnvironmentValues().editMode == nil)
    }

    final class EditorController: UIViewController {
        let reminders = UISwitch()
        var saved = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Edit"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: Selector("save"))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: nil)
            reminders.setOn(true, animated: false)
            reminders.onTintColor = .systemGreen
            reminders.addAction(UIAction { [weak self] _ in self?.saved += 1 }, for: .valueChanged)
            view.addSubview(reminders)
        }
    }

    @Test("A navigation stack of controllers pushes and pops; a switch keeps its state and runs its closure actions for the event")
    func navigationAndControls() throws {
        let editor = EditorController()
        let navigation = UINavigationController(rootViewController: editor)
        editor.viewDidLoad()
        #expect(editor.navigationController === navigation && editor.navigationItem.title == "Edit")
        #expect(editor.navigationItem.rightBarButtonItem?.action == Selector("save"))
        #expect(editor.reminders.isOn)
        editor.reminders.sendActions(for: .valueChanged)
        editor.reminders.sendActions(for: .touchUpInside)
        #expect(editor.saved == 1, "only the .valueChanged action runs")
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")

        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .disabled)
        button.isEnabled = false
        #expect(button.currentTitle == "Saving" && button.title(for: .highlighted) == "Save")
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10, "a slider's value stays in its range, as UIKit clamps it")
    }

    /// A loading overlay as image loaders and app screens write it: an indicator shown while a request runs.
    final class LoadingOverlay: UIView {
        let spinner = UIActivityIndicatorView(style: .large)
        let bar = UIProgressView(progressViewStyle: .bar)
        func load(_ fraction: Float) {
            spinner.startAnimating()
            bar.setProgress(fraction, animated: true)
            if fraction >= 1 { spinner.stopAnimating() }
        }
    }

    @Test("An activity indicator is hidden while stopped, as UIKit's hidesWhenStopped; progress stays within 0...1")
    func loadingIndicators() {
        let overlay = LoadingOverlay(frame: .zero)
        // UIKit's large indicator is 37 pt square, and a new one is stopped and hidden.
        #expect(overlay.spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(overlay.spinner.isHidden && !overlay.spinner.isAnimating)
        overlay.load(0.4)
        #expect(overlay.spinner.isAnimating && !overlay.spinner.isHidden && overlay.bar.progress == 0.4)
        overlay.load(1.5)
        #expect(overlay.bar.progress == 1, "UIProgressView clamps its progress to 1")
        #expect(overlay.spinner.isHidden)
        overlay.spinner.hidesWhenStopped = false
        #expect(!overlay.spinner.isHidden, "turning hidesWhenStopped off shows a stopped indicator")
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100, "iOS 13's raw values")

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 5
        #expect(pages.currentPage == 2, "the current page stays within the pages")
    }

    @Test("Animations make their changes at once and complete with true; transforms are kept; setAnimationsEnabled is remembered")
    func animations() {
        let quote = UIImageView(image: nil)
        var completed: Bool?
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            quote.transform = CGAffineTransform(rotationAngle: .pi / 8)
            quote.alpha = 0.5
        }, completion: { completed = $0 })
        #expect(quote.alpha == 0.5 && quote.transform != .identity && completed == true)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }
}
