import SwiftUI
import Testing
import UIKit

/// The symbol initializers a type-safe symbols package wraps (an `SFSymbol` enum whose `rawValue` is the name, as
/// SFSafeSymbols declares it): each compiles as on iOS and draws the symbol's stand-in.
@Suite struct SymbolInitializerTests {
    enum Symbol: String { case wifi, house }

    @Test func wrappersOfTheSymbolInitializersCompileAndKeepTheSymbol() {
        let symbol = Symbol.wifi
        // iOS 16's variable value: the stand-in has no variable layers, so the picture is the symbol's.
        _ = Image(systemName: symbol.rawValue, variableValue: 0.5)
        #expect(UIImage(systemName: symbol.rawValue, compatibleWith: nil) != nil)
        #expect(UIImage(systemName: symbol.rawValue, variableValue: 0.5, configuration: nil) != nil)
        let icon = UIApplicationShortcutIcon(systemImageName: Symbol.house.rawValue)
        #expect(icon.imageName == "house" && icon.type == nil)
        let item = UIApplicationShortcutItem(type: "open", localizedTitle: "Open", icon: UIApplicationShortcutIcon(type: .home))
        #expect(item.icon?.type == .home)
        let button = UIButton.systemButton(with: UIImage(systemName: "plus")!, target: nil, action: nil)
        #expect(button.buttonType == .system && button.image(for: .normal) != nil)
    }
}
