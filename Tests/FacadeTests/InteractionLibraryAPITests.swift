import Combine
import Foundation
import SwiftUI
import Testing
import UIKit

// A SwiftUI helper package that a widget's target links, written as such packages write it: a window's scale, copying to
// the pasteboard, a badge count, whether a view is visible in its scroll view (a key-value publisher and frame
// conversion), a confirm role where iOS 26 has one, and shortcuts with their localization.

enum HelperPackage {
    static func scaleFactor(of window: UIWindow) -> CGFloat { window.screen.scale }
    static func copy(_ value: String) { UIPasteboard.general.string = value }
    static let prefersConfirm: ButtonRole? = {
        if #available(iOS 26, *) { return .confirm } else { return nil }
    }()
}

@Suite struct InteractionLibraryAPITests {
    @Test("A copied string is on the general pasteboard for this process; a window's screen is the device's")
    func pasteboardAndWindow() {
        HelperPackage.copy("Build 1042")
        #expect(UIPasteboard.general.string == "Build 1042" && UIPasteboard.general.hasStrings && !UIPasteboard.general.hasURLs)
        UIPasteboard.general.url = URL(string: "https://example.com/builds/1042")
        #expect(UIPasteboard.general.url?.lastPathComponent == "1042" && UIPasteboard.general.string == nil)
        #expect(HelperPackage.scaleFactor(of: UIWindow()) == UIScreen.main.scale)
        UIApplication.shared.applicationIconBadgeNumber = 3
        #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
        UIApplication.shared.applicationIconBadgeNumber = 0
    }

    @Test("A frame converts between views through their superviews and a scroll view's offset")
    func convertBetweenViews() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = UIView(frame: CGRect(x: 10, y: 600, width: 300, height: 44))
        let label = UIView(frame: CGRect(x: 8, y: 4, width: 100, height: 20))
        scroll.addSubview(row)
        row.addSubview(label)
        // The label's frame (8, 4) is in the row's coordinates; the row sits at (10, 600) in the scroll view's content.
        #expect(row.convert(label.frame, to: scroll) == CGRect(x: 18, y: 604, width: 100, height: 20))
        #expect(scroll.convert(CGPoint(x: 18, y: 604), to: row) == CGPoint(x: 8, y: 4))
        #expect(label.convert(CGPoint.zero, from: scroll) == CGPoint(x: -18, y: -604))
    }

    @Test("A key-value publisher sends the property's current value, as Combine's does with .initial")
    func keyValuePublisher() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        var offsets: [CGFloat] = []
        let cancellable = scroll.publisher(for: \.contentOffset).sink { offsets.append($0.y) }
        #expect(offsets == [120])
        var none: [CGPoint] = []
        let quiet = scroll.publisher(for: \.contentOffset, options: [.new]).sink { none.append($0) }
        #expect(none.isEmpty)
        _ = (cancellable, quiet)
    }

    @Test("Scene settings that store a split view's column visibility encode and decode it")
    func columnVisibilityIsCodable() throws {
        struct SceneSettings: Codable, Equatable { var columnVisibility: NavigationSplitViewVisibility = .automatic }
        let stored = try JSONEncoder().encode(SceneSettings(columnVisibility: .detailOnly))
        #expect(try JSONDecoder().decode(SceneSettings.self, from: stored) == SceneSettings(columnVisibility: .detailOnly))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data("\"sideways\"".utf8)) }
    }

    @Test("iOS 26's confirm role, shortcuts with a localization and external-event routing compile and draw nothing new")
    func rolesAndShortcuts() throws {
        #expect(HelperPackage.prefersConfirm == .confirm && ButtonRole.close != .cancel)
        let shortcut = KeyboardShortcut("r", modifiers: .command, localization: .withoutMirroring)
        #expect(shortcut.localization == .withoutMirroring && KeyboardShortcut("r").localization == .automatic)
        _ = Text("Reload").keyboardShortcut(shortcut.key, modifiers: shortcut.modifiers, localization: shortcut.localization)
            .handlesExternalEvents(preferring: ["builds"], allowing: ["*"])
    }
}
