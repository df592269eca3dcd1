// Apple's Core Text, as far as widget code uses it: registering a font file the app bundles
// (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)`), so text set in it draws in it.
@_exported import Foundation
@_exported import WidgetryFoundation
import WidgetryGraphics

/// How long a registered font stays available, as Core Text's `CTFontManagerScope`. Every scope lasts the run here.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
    /// The user's scope, which Core Text spells as the persistent one.
    public static var user: CTFontManagerScope { .persistent }
}

/// Core Text's font manager error domain.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The file does not exist (`kCTFontManagerErrorFileNotFound`).
public let kCTFontManagerErrorFileNotFound = 101
/// The file is not a font Core Text can read (`kCTFontManagerErrorInvalidFontData`).
public let kCTFontManagerErrorInvalidFontData = 104

/// Registers the fonts in `fontURL` for text drawn afterwards: `true`, or `false` with `error` set (a missing file is
/// `kCTFontManagerErrorFileNotFound`, an unreadable one `kCTFontManagerErrorInvalidFontData`), as Core Text answers.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ errorOut: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    // A bundled font's URL is a file URL.
    let url = URL(fileURLWithPath: fontURL.path ?? "")
    do {
        try FontLibrary.addFontFile(url)
        return true
    } catch {
        let code = (error as? FontLibraryError).map { if case .fileNotFound = $0 { kCTFontManagerErrorFileNotFound } else { kCTFontManagerErrorInvalidFontData } }
            ?? kCTFontManagerErrorInvalidFontData
        let failure = NSError(domain: kCTFontManagerErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: "\(error)"])
        errorOut?.pointee = Unmanaged.passRetained(failure)
        return false
    }
}
