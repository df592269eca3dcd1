import Foundation
import Testing
import UIKit

/// A hosting view written for UIKit (a library's SwiftUI host that re-renders when it moves), overriding the
/// notifications UIKit sends a view.
private final class RecordingView: UIView {
    var events: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { events.append(newSuperview == nil ? "willMove(nil)" : "willMove") }
    override func didMoveToSuperview() { events.append(superview == nil ? "didMove(nil)" : "didMove") }
    override func didAddSubview(_ subview: UIView) { events.append("didAdd") }
    override func willRemoveSubview(_ subview: UIView) { events.append("willRemove") }
    override func didMoveToWindow() { events.append("window") }
    override func layoutMarginsDidChange() { events.append("margins") }
    override func tintColorDidChange() { events.append("tint") }
}

@Suite struct UIViewLifecycleTests {
    @Test("Adding and removing a subview tells both views in UIKit's order; a view is never in a window here")
    func hierarchyNotifications() {
        let parent = RecordingView(), child = RecordingView()
        parent.addSubview(child)
        #expect(child.events == ["willMove", "didMove"] && parent.events == ["didAdd"])
        child.removeFromSuperview()
        #expect(child.events == ["willMove", "didMove", "willMove(nil)", "didMove(nil)"])
        #expect(parent.events == ["didAdd", "willRemove"])
        #expect(child.window == nil && !child.events.contains("window"))
        // Removing a view with no superview tells nobody.
        child.removeFromSuperview()
        #expect(child.events.count == 4)
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place the view beside its sibling")
    func siblingOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.insertSubview(b, belowSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
    }

    @Test("Setting layout margins or the tint colour calls the view's change notification")
    func changeNotifications() {
        let view = RecordingView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.tintColor = .red
        #expect(view.events == ["margins", "tint"])
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(window.rootViewController != nil && !window.isKeyWindow)
    }

    @Test("Dismissing the keyboard through the responder chain, as shared extensions do, finds no first responder")
    func sendActionFindsNoResponder() {
        // `#selector(UIResponder.resignFirstResponder)` as the front door writes it on Linux.
        let sent = UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(!sent)
    }
}
