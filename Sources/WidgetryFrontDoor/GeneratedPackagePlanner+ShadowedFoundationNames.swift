import Foundation

extension GeneratedPackagePlanner {
    /// Foundation names WidgetryFoundation declares again, with the module-level declaration that makes a module use
    /// Widgetry's: `NSExpression`, which Linux's Foundation declares with every member unavailable (`let e: NSExpression`
    /// is ambiguous between the two classes), and `NSLocalizedString`, which on Linux cannot read the widget's tables (a
    /// free function of the same signature in another module makes the call ambiguous). A module's own declaration wins
    /// the lookup over both imported ones.
    static let shadowingDeclarations: [(name: String, declaration: String)] = [
        ("NSExpression", "typealias NSExpression = WidgetryFoundation.NSExpression"),
        ("NSLocalizedString", """
            func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
                WidgetryFoundation.mainBundleLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
            }
            """),
    ]

    /// The file holding ``shadowingDeclarations`` for each name the `texts` use, or nil when they use none.
    static func shadowingAliases(for texts: [String]) -> String? {
        let used = shadowingDeclarations.filter { entry in
            texts.contains { $0.range(of: "\\b\(entry.name)\\b", options: .regularExpression) != nil }
        }
        guard !used.isEmpty else { return nil }
        return "import SwiftUI\n" + used.map { $0.declaration + "\n" }.joined()
    }
}
