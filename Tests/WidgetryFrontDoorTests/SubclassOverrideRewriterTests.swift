import Foundation
import Testing
@testable import WidgetryFrontDoor

/// An image view library's pattern (our own code): an `@objc` member added to a UIKit class in one file and overridden
/// by the library's subclass in another, which compiles on iOS through Objective-C dispatch.
@Suite struct SubclassOverrideRewriterTests {
    static let extensionFile = """
        import UIKit

        extension UIImageView {
            @objc func preloadsAllFrames() -> Bool { true }
            @objc func frameCount(for key: String) -> Int { 1 }
            func plainHelper() -> Int { 0 }
        }

        """
    static let subclassFile = """
        import UIKit

        open class FrameImageView: UIImageView {
            override func preloadsAllFrames() -> Bool { false }
            override open func frameCount(for key: String) -> Int { 24 }
            open override func layoutSubviews() { super.layoutSubviews() }
        }

        final class BannerView: FrameImageView {
            override func preloadsAllFrames() -> Bool { true }
        }

        """

    @Test("The module's @objc extension members, by the class they extend, and each class's superclass")
    func declarations() {
        let declarations = SubclassOverrideRewriter.declarations(in: [Self.extensionFile, Self.subclassFile])
        #expect(declarations.objectiveCExtensionMembers == ["UIImageView": ["preloadsAllFrames()", "frameCount(for:)"]])
        #expect(declarations.superclasses == ["FrameImageView": "UIImageView", "BannerView": "FrameImageView"])
    }

    @Test("Overrides of those members lose `override` and are renamed, through a chain of subclasses; lines unmoved")
    func renamesOverrides() {
        let declarations = SubclassOverrideRewriter.declarations(in: [Self.extensionFile, Self.subclassFile])
        let (text, renames) = SubclassOverrideRewriter.rewrite(Self.subclassFile, declarations: declarations)
        #expect(renames.map(\.line) == [4, 5, 10])
        #expect(renames.map(\.member) == ["preloadsAllFrames()", "frameCount(for:)", "preloadsAllFrames()"])
        #expect(renames.allSatisfy { $0.extendedClass == "UIImageView" })
        #expect(text.contains("func widgetryOverride_preloadsAllFrames() -> Bool { false }"))
        #expect(text.contains("open func widgetryOverride_frameCount(for key: String) -> Int { 24 }"))
        #expect(text.contains("open override func layoutSubviews()"), "an override of UIKit's own member is kept")
        #expect(!text.contains("override func preloadsAllFrames"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.subclassFile.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("Without an @objc extension member nothing is renamed: Swift refuses such an override on iOS too")
    func plainExtensionMembersAreLeft() {
        let declarations = SubclassOverrideRewriter.declarations(in: ["extension UIImageView { func plainHelper() -> Int { 0 } }"])
        let source = "class V: UIImageView { override func plainHelper() -> Int { 1 } }"
        #expect(SubclassOverrideRewriter.rewrite(source, declarations: declarations).renames.isEmpty)
    }
}
