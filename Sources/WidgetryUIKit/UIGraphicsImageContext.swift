import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryGraphics

/// UIKit's bitmap image contexts, the slice widget code uses to resize a downloaded image before a widget
/// shows it: `UIGraphicsBeginImageContextWithOptions`, `UIImage.draw(in:)`,
/// `UIGraphicsGetImageFromCurrentImageContext`, `UIGraphicsEndImageContext`
/// (https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)).
///
/// A context records what is drawn into it as a display list and `UIGraphicsGetImageFromCurrentImageContext`
/// renders it to PNG with Cairo, so the image a widget gets back has the size and pixels UIKit would give.
/// Contexts form a stack per thread, as UIKit's do.
final class ImageContext {
    var list: DisplayList
    let scale: CGFloat
    /// The Core Graphics context drawing into this one (`UIGraphicsGetCurrentContext()`): its graphics state holds
    /// the colours `UIColor.setFill()` sets, as UIKit's drawing and Core Graphics' share one state. Released when
    /// the image context ends (it refers back to this one).
    private(set) var cgContext: CGContext?

    init(size: CGSize, opaque: Bool, scale: CGFloat) {
        // An opaque context starts black where nothing is drawn, as a bitmap with no alpha channel does.
        list = DisplayList(size: size, background: opaque ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1) : nil)
        self.scale = scale
        // UIKit's context is flipped to its own coordinates (origin top-left), the list's.
        cgContext = CGContext(destination: .imageContext(self), baseTransform: .identity)
    }

    /// What `UIColor.set()`/`setFill()` made current: UIKit's contexts start filling and stroking in black.
    var fillColor: RGBAColor {
        get { cgContext?.state.fillColor ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1) }
        set { cgContext?.state.fillColor = newValue }
    }
    /// What `UIColor.set()`/`setStroke()` made current.
    var strokeColor: RGBAColor {
        get { cgContext?.state.strokeColor ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1) }
        set { cgContext?.state.strokeColor = newValue }
    }

    /// Ends the context: its Core Graphics context draws nothing more into it.
    func end() { cgContext = nil }

    private static let key = "widgetry.uikit.imageContexts"

    /// The contexts of this thread, innermost last.
    static var stack: [ImageContext] {
        get { Thread.current.threadDictionary[key] as? [ImageContext] ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}

/// Starts a bitmap context of `size` points at `scale` pixels per point (0: the screen's scale) and makes it
/// current; `opaque` contexts have no transparency.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixelsPerPoint = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    ImageContext.stack.append(ImageContext(size: size, opaque: opaque, scale: pixelsPerPoint))
}

/// Starts a transparent bitmap context of `size` at 1 pixel per point, as UIKit's older function does.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current context's drawing as an image; `nil` when no context is current, as in UIKit.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContext.stack.last,
          let png = try? DisplayListRenderer.render(context.list, format: .png, scale: context.scale) else { return nil }
    return UIImage(data: png, scale: context.scale)
}

/// Ends the current bitmap context (nothing when none is current, as in UIKit).
public func UIGraphicsEndImageContext() {
    ImageContext.stack.popLast()?.end()
}

/// The current image context's Core Graphics context, as `UIGraphicsGetCurrentContext()`: its coordinates are
/// UIKit's (origin top-left, in points); `nil` when no image context is current (Widgetry draws views itself, so
/// there is no current context outside one).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContext.stack.last?.cgContext
}

/// Fills `rect` of the current image context with its fill colour (`UIColor.setFill()`), through the context's
/// transform and clip; nothing when no context is current. UIKit fills with the copy blend mode: over a part already
/// drawn, a translucent colour here blends instead of replacing it.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Outlines `rect` of the current image context in its stroke colour, one point wide inside it, as UIKit's `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

extension UIColor {
    /// Makes this colour the current image context's fill and stroke colour (for the view being built's
    /// appearance); nothing when no context is current.
    public func set() { setFill(); setStroke() }

    /// Makes this colour the current image context's fill colour, as `UIRectFill` and
    /// `UIGraphicsImageRendererContext.fill(_:)` use it.
    public func setFill() {
        guard let context = ImageContext.stack.last else { return }
        context.fillColor = Color(self).resolve(in: EnvironmentValues.ofCurrentView)
    }

    /// Makes this colour the current image context's stroke colour.
    public func setStroke() {
        guard let context = ImageContext.stack.last else { return }
        context.strokeColor = Color(self).resolve(in: EnvironmentValues.ofCurrentView)
    }
}

extension UIImage {
    /// Draws the image stretched into `rect` of the current image context; nothing when no context is
    /// current. A named image is looked up in the asset catalog of the view being built (none outside a
    /// view, so nothing is drawn); a symbol is drawn as its Material Icons stand-in (docs/fidelity.md, "SF Symbols").
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.drawInUserSpace(drawCommands(in: rect))
    }

    /// Draws the image into `rect` with `alpha` (0…1); the blend mode is accepted (drawn normally).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.drawInUserSpace(drawCommands(in: rect))
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point` of the current image context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

extension UIImage {
    /// The image as JPEG at `compressionQuality` 0…1; `nil` for an image with no pixels here (a named image
    /// outside a view's asset catalog, or a symbol), as UIKit returns `nil` when it cannot encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let path = pixelFilePath else { return nil }
        return ImageEncoder.jpegData(ofImageAt: path, quality: Double(compressionQuality))
    }

    /// The image as PNG; `nil` as for ``jpegData(compressionQuality:)``.
    public func pngData() -> Data? {
        guard let path = pixelFilePath else { return nil }
        // Re-encoded through Cairo so a JPEG file gives PNG bytes, at the image's own pixel size.
        let list = DisplayList(size: size, commands: [.image(path: path, CGRect(origin: .zero, size: size), .stretch)])
        return try? DisplayListRenderer.render(list, format: .png, scale: scale)
    }

    /// The file holding this image's pixels, if any.
    private var pixelFilePath: String? {
        switch source {
        case .file(let path, _): return path
        case .named(let name): return EnvironmentValues.ofCurrentView.assetCatalog.image(named: name)?.path
        case .system: return nil
        }
    }
}
