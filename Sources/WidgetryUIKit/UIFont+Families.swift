import Foundation
import WidgetryGraphics

/// UIKit's font catalogue: which families and faces text can be set in. Apps ask it before registering a bundled
/// font (`if !UIFont.fontNames(forFamilyName: "Marianne").contains("Marianne-Bold") { register() }`), so the answer
/// is the fonts Widgetry draws with: the machine's, `--fonts` folders and files registered with Core Text.
extension UIFont {
    /// Every font family text can be set in, sorted. On a device this is iOS's families; here, the fonts Widgetry
    /// draws with, which is what decides whether a bundled font still needs registering.
    public class var familyNames: [String] { FontLibrary.availableFamilies.sorted() }

    /// The PostScript names of `familyName`'s faces (`["Inter-Bold", "Inter-Regular"]`), empty for a family no
    /// font provides, as `UIFont.fontNames(forFamilyName:)` answers.
    public class func fontNames(forFamilyName familyName: String) -> [String] { FontLibrary.fontNames(inFamily: familyName) }
}
