import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryGraphics

/// UIKit's image class, the slice widget code uses: `UIImage(named:)`, `UIImage(data:)`,
/// `UIImage(contentsOfFile:)`, `UIImage(systemName:)`, drawn with `Image(uiImage:)`.
///
/// A `UIImage` is usually made outside any view (in a timeline provider), where the render's asset catalog
/// is unknown, so a named image keeps its name and is looked up when `Image(uiImage:)` lays it out: a
/// missing name is then the same finding as for `Image("name")`, not a crash. Images from data or files are
/// decoded when made, and the initialiser fails for bytes that are not an image, as UIKit's does.
/// Immutable, hence `Sendable`. As in UIKit it is an `NSObject` that adopts `NSSecureCoding`: images go into sets and
/// dictionaries by identity and into `NSKeyedArchiver` archives (as PNG bytes, or the name of a named image).
public final class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    // `@unchecked`: `NSObject` is not `Sendable`; every stored property here is an immutable `let` of `Sendable` type.
    enum Source: Sendable, Hashable {
        case named(String)
        case system(String)
        /// A decoded file: its path and size in pixels.
        case file(path: String, pixels: CGSize)
    }

    let source: Source
    /// Pixels per point: 1 for data unless given, 2 or 3 for `@2x`/`@3x` files.
    public let scale: CGFloat
    /// How the image is drawn (accepted: SwiftUI images are drawn in their own colours).
    public let renderingMode: RenderingMode
    /// The frames of an animated image (``animatedImage(with:duration:)``); `nil` for a still one, as in UIKit.
    public internal(set) var images: [UIImage]?
    /// How long an animated image's frames take to play once, in seconds; 0 for a still image.
    public internal(set) var duration: TimeInterval = 0

    init(source: Source, scale: CGFloat, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.scale = scale
        self.renderingMode = renderingMode
        super.init()
    }

    /// Images decode only from their own keys.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the image: a named or system image by its name, a decoded one as PNG bytes, with its scale.
    public func encode(with coder: NSCoder) {
        // Foundation objects, not Swift values: Linux's keyed unarchiver refuses the Swift values it archives for `Data`
        // and `String` under secure coding.
        switch source {
        case .named(let name): coder.encode(NSString(string: name), forKey: Self.nameKey)
        case .system(let name): coder.encode(NSString(string: name), forKey: Self.systemNameKey)
        case .file: if let png = pngData() { coder.encode(NSData(data: png), forKey: Self.dataKey) }
        }
        coder.encode(Double(scale), forKey: Self.scaleKey)
    }

    /// An image from what ``encode(with:)`` wrote; `nil` when the archive holds none or its bytes do not decode.
    public init?(coder: NSCoder) {
        let scale = coder.containsValue(forKey: Self.scaleKey) ? CGFloat(coder.decodeDouble(forKey: Self.scaleKey)) : 1
        // Asked only for keys the archive has: Linux's unarchiver fails the whole archive on a missing key.
        func string(forKey key: String) -> String? {
            coder.containsValue(forKey: key) ? coder.decodeObject(of: NSString.self, forKey: key).map { String($0) } : nil
        }
        if let name = string(forKey: Self.nameKey) {
            source = .named(name)
        } else if let name = string(forKey: Self.systemNameKey) {
            source = .system(name)
        } else if coder.containsValue(forKey: Self.dataKey), let data = coder.decodeObject(of: NSData.self, forKey: Self.dataKey),
                  let path = ImageFiles.store(Data(referencing: data)), let pixels = ImageFiles.pixelSize(at: path) {
            source = .file(path: path, pixels: pixels)
        } else {
            return nil
        }
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        renderingMode = .automatic
        super.init()
    }

    private static let nameKey = "UIImageName", systemNameKey = "UIImageSystemName", dataKey = "UIImageData", scaleKey = "UIImageScale"

    /// A second object of the same image (Core Image's `UIImage(ciImage:)` and `UIImage(cgImage:)`).
    package convenience init(copying image: UIImage) {
        self.init(source: image.source, scale: image.scale, renderingMode: image.renderingMode)
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template in the tint colour.
        case alwaysTemplate
    }

    /// An image from the asset catalog, looked up when drawn (see the type's documentation). `nil` when a check
    /// names its catalogs (`WIDGETRY_ASSETS`, which the front door sets to the target's) and none holds `name`, as
    /// UIKit answers for a missing asset: code that counts a numbered series (`UIImage(named: "mask\(i)")` until `nil`)
    /// or falls back on a default behaves as on iOS. Without named catalogs the image is kept and a missing one is a
    /// finding when drawn.
    public convenience init?(named name: String) {
        guard Self.mayExist(named: name, in: Self.namedCatalogs) else { return nil }
        self.init(source: .named(name), scale: 3)
    }

    /// The catalogs a check names in `WIDGETRY_ASSETS`, read once; `nil` when none is named.
    static let namedCatalogs: AssetCatalog? = AssetCatalog.namedByEnvironment

    /// Whether `UIImage(named: name)` makes an image: always without named catalogs, else when one holds `name`.
    static func mayExist(named name: String, in catalogs: AssetCatalog?) -> Bool {
        catalogs.map { $0.image(named: name) != nil } ?? true
    }

    /// An image from the asset catalog of `bundle` (the render's catalog, as ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An image from the asset catalog of `bundle` in the variant `configuration` asks for, as UIKit's
    /// `init(named:in:with:)` (iOS 13): looked up when drawn in the render's catalog, as ``init(named:)``; asset
    /// images here have one variant, so the configuration changes nothing drawn. Never `nil` (see ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }

    /// An SF Symbol in the variant `configuration` asks for (drawn with its stand-in at the default size, as
    /// ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// An SF Symbol for a trait collection, as UIKit's `init(systemName:compatibleWith:)` (drawn as ``init(systemName:)``).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// An SF Symbol with a variable value (iOS 16), drawn as ``init(systemName:)``: the stand-in has no variable layers.
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// An empty image, zero points square, as `UIImage()` is (a placeholder until an image is loaded).
    public override convenience init() {
        self.init(source: .file(path: "", pixels: .zero), scale: 1)
    }

    /// The asset catalog's image `resource` (`UIImage(resource: .fern)`, iOS 17), looked up when drawn.
    public convenience init(resource: ImageResource) {
        self.init(source: .named(resource.name), scale: 3)
    }

    /// An SF Symbol (drawn with its Material Icons stand-in on Linux, as `Image(systemName:)` is).
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), scale: 3)
    }

    /// An image decoded from PNG or JPEG bytes at 1 pixel per point; `nil` when the bytes are not an image gdk-pixbuf
    /// can decode, as UIKit returns `nil` for undecodable data. Two initializers, as UIKit's, so `UIImage.init(data:)`
    /// can be passed as a function (`data.flatMap(UIImage.init(data:))`).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG or JPEG bytes, `scale` pixels per point (see ``init(data:)``).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let path = ImageFiles.store(data), let pixels = ImageFiles.pixelSize(at: path) else { return nil }
        self.init(source: .file(path: path, pixels: pixels), scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// An image decoded from a file; `nil` when it is missing or not an image. The scale comes from an
    /// `@2x`/`@3x` suffix in the file name, as UIKit reads it.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = ImageFiles.pixelSize(at: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(source: .file(path: path, pixels: pixels), scale: scale)
    }

    /// The size in points: pixels ÷ scale. A named image is measured in the asset catalog of the view
    /// being built on this thread (the default, empty catalog outside any view, giving zero); a symbol is
    /// the 20 pt square of its stand-in at the body size (approximation).
    public var size: CGSize {
        switch source {
        case .file(_, let pixels):
            return CGSize(width: pixels.width / scale, height: pixels.height / scale)
        case .named(let name):
            let catalog = EnvironmentValues.ofCurrentView.assetCatalog
            guard let asset = catalog.image(named: name), case .success(let pixels) = catalog.images.pixelSize(ofImageAt: asset.path) else { return .zero }
            return CGSize(width: pixels.width / asset.scale, height: pixels.height / asset.scale)
        case .system:
            return CGSize(width: 20, height: 20)
        }
    }

    /// This image with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(source: source, scale: scale, renderingMode: mode) }

    /// This image, to be mirrored in right-to-left layouts, as `imageFlippedForRightToLeftLayoutDirection()`. Accepted:
    /// Widgetry draws UIKit images through SwiftUI's `Image`, which mirrors only what `flipsForRightToLeftLayoutDirection`
    /// asks of the view, so the copy is drawn as the original.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { UIImage(copying: self) }

    /// Whether the image is mirrored in right-to-left layouts: `false` (see ``imageFlippedForRightToLeftLayoutDirection()``).
    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// This image with alignment insets, as `withAlignmentRectInsets(_:)`: they move the image in Auto Layout, which
    /// Widgetry does not run, so the copy is drawn as the original.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { UIImage(copying: self) }

    /// This image tinted (accepted: drawn in its own colours).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage { self }

    /// This image stretchable between `capInsets` (accepted: SwiftUI's `resizable()` decides how it fills).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// This image stretchable between `capInsets` in a mode (accepted).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// The traits and details that choose an image's variant, as UIKit's `UIImage.Configuration` (iOS 13), passed to
    /// ``init(named:in:with:)``. Kept, not applied: Widgetry draws each asset in its one variant for the render's
    /// appearance.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the variant is chosen for; `nil` for the current ones.
        public let traitCollection: UITraitCollection?

        /// A configuration for the current traits.
        public override init() { traitCollection = nil }

        /// A configuration for `traitCollection`'s traits.
        public init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }
    }

    /// How a resizable image fills, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle.
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// The image as SwiftUI draws it.
    var swiftUIImage: Image {
        switch source {
        case .named(let name): return Image(name)
        case .system(let name): return Image(systemName: name)
        case .file(let path, _): return Image(filePath: path, scale: scale)
        }
    }
}

extension UIImage {
    /// The image as SwiftUI draws it at `scale` pixels per point (a file's; named images and symbols keep their
    /// own), read by VoiceOver as `label` or hidden from it when `nil`.
    package func swiftUIImage(scale: CGFloat, label: Text?) -> Image {
        let image: Image = if case .file(let path, _) = source, scale > 0, scale.isFinite { Image(filePath: path, scale: scale) } else { swiftUIImage }
        return image.labelled(label)
    }
}

extension Image {
    /// An image from a `UIImage`: a named image is looked up in the render's asset catalog now (a missing
    /// one is a finding and a placeholder, as for `Image("name")`).
    public init(uiImage: UIImage) { self = uiImage.swiftUIImage }
}

/// Edge insets in UIKit's order, as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat
    /// Insets from four lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
