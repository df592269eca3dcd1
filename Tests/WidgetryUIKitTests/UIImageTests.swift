import Foundation
import Testing
import WidgetryFindings
import WidgetryUI
@testable import WidgetryUIKit

@Suite struct UIImageTests {
    @Test("UIImage(data:) decodes PNG bytes; its size is pixels ÷ scale, and Image(uiImage:) lays out at that size")
    func fromData() throws {
        let image = try #require(UIImage(data: try pngData(width: 30, height: 15), scale: 3))
        #expect(image.size == CGSize(width: 10, height: 5))   // 30 × 15 px at 3x
        let result = layout(Image(uiImage: image))
        let placed = try #require(result.allElements.first { $0.kind == .image })
        #expect(placed.frame.size == CGSize(width: 10, height: 5))
        #expect(result.findings.isEmpty)
        if case .image(let drawn) = placed.content { #expect(drawn.filePath != nil) } else { Issue.record("no image drawn") }
    }

    @Test("UIImage(data:) is nil for bytes that are not an image, as in UIKit")
    func undecodable() {
        #expect(UIImage(data: Data("definitely not a PNG".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("UIImage(contentsOfFile:) reads the scale from an @2x name and is nil for a missing file")
    func fromFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("badge@2x.png").path
        try pngData(width: 40, height: 20).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 20, height: 10))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("nothing.png").path) == nil)
    }

    @Test("UIImage(named:) of a missing asset draws a placeholder with a missingImage finding, not a crash")
    func missingNamed() throws {
        let image = try #require(UIImage(named: "NoSuchPhoto"))
        let result = layout(Image(uiImage: image))
        #expect(result.findings.contains { $0.kind == .missingImage })
    }

    @Test("UIImage(named:) is looked up in the render's asset catalog when drawn")
    func namedInCatalog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try pngData(width: 60, height: 30).write(to: folder.appendingPathComponent("Logo@3x.png"))
        let image = try #require(UIImage(named: "Logo"))
        let result = layout(Image(uiImage: image)) { $0.assetCatalog = AssetCatalog(directories: [folder]) }
        #expect(result.findings.isEmpty)
        #expect(result.allElements.first { $0.kind == .image }?.frame.size == CGSize(width: 20, height: 10))   // 60 × 30 px at 3x
    }

    @Test("With the check's catalogs named, UIImage(named:) is nil for a missing asset, as UIKit's: a numbered series counts as on iOS")
    func missingInNamedCatalogs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 1...3 { try pngData(width: 6, height: 6).write(to: folder.appendingPathComponent("mask\(index)@3x.png")) }
        let catalogs = AssetCatalog(directories: [folder])
        // A widget's provider counting "mask1", "mask2", … until an image is missing (then dividing by the count).
        let count = (1..<10).first { !UIImage.mayExist(named: "mask\($0)", in: catalogs) }.map { $0 - 1 }
        #expect(count == 3)
        // Without named catalogs (a unit test, a package of one's own) every name makes an image, drawn or noted later.
        #expect(UIImage.mayExist(named: "mask9", in: nil))
    }

    @Test("UIImage(systemName:) draws the symbol stand-in; rendering modes are accepted")
    func symbol() throws {
        let image = try #require(UIImage(systemName: "star.fill")?.withRenderingMode(.alwaysTemplate))
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(layout(Image(uiImage: image)).allElements.contains { $0.kind == .symbol })
    }

    @Test("UIImage() is an empty image of zero size, the placeholder a loader starts with")
    func emptyImage() {
        #expect(UIImage().size == .zero)
        #expect(UIImage(resource: ImageResource(name: "Fern")).size == .zero)  // no catalog outside a view
    }
}

/// `UIImage(named:in:with:)`, iOS 13's asset lookup with a configuration, as app code calls it.
@Suite struct UIImageConfigurationTests {
    @Test("UIImage(named:in:with:) is looked up in the render's catalog when drawn, as UIImage(named:)")
    func namedWithConfiguration() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try pngData(width: 90, height: 45).write(to: folder.appendingPathComponent("Badge@3x.png"))
        let image = try #require(UIImage(named: "Badge", in: .main, with: nil))
        let result = layout(Image(uiImage: image)) { $0.assetCatalog = AssetCatalog(directories: [folder]) }
        #expect(result.findings.isEmpty)
        #expect(result.allElements.first { $0.kind == .image }?.frame.size == CGSize(width: 30, height: 15))   // 90 × 45 px at 3x
        let configured = try #require(UIImage(named: "Missing", in: nil, with: UIImage.Configuration(traitCollection: UITraitCollection(userInterfaceStyle: .dark))))
        #expect(layout(Image(uiImage: configured)).findings.contains { $0.kind == .missingImage })
    }

    @Test("UIImage(systemName:) is failable as on iOS, so optional chaining and if-let compile")
    func systemNameIsOptional() {
        let image: UIImage? = UIImage(systemName: "cloud.sun", withConfiguration: nil)
        #expect(image.map { layout(Image(uiImage: $0)).allElements.contains { $0.kind == .symbol } } == true)
    }
}

/// Image caches in shared code archive images (`NSKeyedArchiver`) and key dictionaries by them, as UIKit's `NSObject`
/// images allow (our own cache shape).
@Suite struct UIImageArchivingTests {
    @Test("A decoded image archived and read back keeps its pixel size and scale; a named image keeps its name")
    func archiveRoundTrip() throws {
        let image = try #require(UIImage(data: try pngData(width: 6, height: 4), scale: 2))
        let archive = try NSKeyedArchiver.archivedData(withRootObject: image, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: archive))
        #expect(back.size == CGSize(width: 3, height: 2) && back.scale == 2)   // 6 × 4 pixels at 2x are 3 × 2 points
        let named = try #require(UIImage(named: "Logo"))
        let namedBack = try #require(try NSKeyedUnarchiver.unarchivedObject(
            ofClass: UIImage.self, from: try NSKeyedArchiver.archivedData(withRootObject: named, requiringSecureCoding: true)))
        // Still looked up by its name when drawn: missing from this empty catalog, it is the missing-image finding.
        #expect(layout(Image(uiImage: namedBack)).findings.contains { $0.kind == .missingImage && $0.message.contains("Logo") })
        #expect(Set([image, image, back]).count == 2)   // identity, as NSObject's isEqual
    }
}
