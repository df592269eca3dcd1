import UIKit
import CoreImage.CIFilterBuiltins

/// A card the app shares, and the image helpers the widget uses.
final class ShareCardView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
}

extension UIImage {
    /// The image scaled to `width`, at the image's own scale.
    func resized(toWidth width: CGFloat) -> UIImage {
        let canvas = CGSize(width: width, height: (width / max(size.width, 1) * size.height).rounded(.up))
        let format = imageRendererFormat
        format.opaque = false
        return UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: canvas))
        }
    }
}

/// A QR code of `text`, or a symbol when Core Image cannot make one.
func qrCode(for text: String) -> UIImage {
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data(text.utf8)
    if let output = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 8, y: 8)),
       let bitmap = context.createCGImage(output, from: output.extent) {
        return UIImage(cgImage: bitmap)
    }
    return UIImage(systemName: "qrcode") ?? UIImage(systemName: "xmark")!
}
