import Foundation

// UIKit's animated images (`UIImage.animatedImage(with:duration:)`), which image-loading code builds from a GIF's
// frames. A check draws still pictures, so an animated image draws as its first frame — what a widget shows too,
// since WidgetKit renders a widget's view once per entry and never animates an image.
extension UIImage {
    /// An image made of `images` played over `duration` seconds; `nil` without frames, as UIKit answers. Its size,
    /// scale and pixels are the first frame's.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(source: first.source, scale: first.scale, renderingMode: first.renderingMode)
        animated.images = images
        animated.duration = max(duration, 0)
        return animated
    }

    /// The images `name0`, `name1`, … of the asset catalog played over `duration`, as UIKit numbers them; `nil` when
    /// there is neither `name0` nor `name1`. Without named catalogs (`WIDGETRY_ASSETS`) nothing says how many frames
    /// exist, so the image is `name0` alone, drawn as the first frame always is.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        guard let catalogs = namedCatalogs else {
            return UIImage(named: "\(name)0").flatMap { animatedImage(with: [$0], duration: duration) }
        }
        // UIKit starts at `name0` or, without it, `name1`, and stops at the first missing number.
        var index = catalogs.image(named: "\(name)0") != nil ? 0 : 1
        var frames: [UIImage] = []
        while catalogs.image(named: "\(name)\(index)") != nil, let frame = UIImage(named: "\(name)\(index)") {
            frames.append(frame)
            index += 1
        }
        return animatedImage(with: frames, duration: duration)
    }
}
