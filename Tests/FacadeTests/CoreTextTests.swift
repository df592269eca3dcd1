import CoreText
import Foundation
import Testing
import WidgetryGraphics

/// A clock widget's bundled font, registered as apps register it before drawing with it.
@Suite struct CoreTextTests {
    @Test("Registering a bundled font file answers true; a missing file answers false with Core Text's file-not-found error")
    func registerBundledFont() throws {
        // A copy of a font the render profile has (DejaVu Sans Mono, fonts-dejavu-core), as an app bundle holds one.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coretext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("ClockDigits.ttf")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"), to: font)
        var failure: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(font as NSURL, .process, &failure))
        #expect(failure == nil && FontLibrary.isFamilyAvailable("DejaVu Sans Mono"))

        // The app's recovery path: the font is not in the bundle.
        let missing = folder.appendingPathComponent("Missing.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as NSURL, .process, &failure))
        let error = try #require(failure?.takeRetainedValue())
        #expect(error.domain == kCTFontManagerErrorDomain && error.code == kCTFontManagerErrorFileNotFound)
        #expect(error.localizedDescription.contains("Missing.ttf"))
    }
}
