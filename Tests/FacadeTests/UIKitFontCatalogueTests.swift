import Foundation
import Testing
import UIKit

/// A bundled-font helper as generated font code writes it, in a file that imports only UIKit: on iOS, UIKit brings
/// Core Text, so `CTFontManagerRegisterFontsForURL` needs no import of its own.
@Suite struct UIKitFontCatalogueTests {
    /// Registers `file` unless its face is already known, as a font enum's `register()` does.
    private func registerIfNeeded(family: String, name: String, file: URL) -> Bool {
        if UIFont.fontNames(forFamilyName: family).contains(name) { return true }
        return CTFontManagerRegisterFontsForURL(file as CFURL, .process, nil)
    }

    @Test("fontNames(forFamilyName:) lists a family's PostScript names; an unknown family has none")
    func fontNamesOfFamily() {
        // fonts-dejavu-core installs DejaVuSansMono.ttf and DejaVuSansMono-Bold.ttf, whose PostScript names are these.
        let mono = UIFont.fontNames(forFamilyName: "DejaVu Sans Mono")
        #expect(mono.contains("DejaVuSansMono") && mono.contains("DejaVuSansMono-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "dejavu sans mono") == mono)  // matched case-insensitively, as on iOS
        #expect(UIFont.fontNames(forFamilyName: "Marianne Widgetry Test").isEmpty)
        #expect(UIFont.familyNames.contains("DejaVu Sans Mono") && UIFont.familyNames == UIFont.familyNames.sorted())
    }

    @Test("A face already available is not registered again; a missing bundled file fails to register")
    func registerOnlyWhenMissing() {
        let missing = URL(fileURLWithPath: "/nonexistent/Marianne-Bold.otf")
        #expect(registerIfNeeded(family: "DejaVu Sans Mono", name: "DejaVuSansMono-Bold", file: missing))
        #expect(!registerIfNeeded(family: "Marianne", name: "Marianne-Bold", file: missing))
    }
}
