import Foundation
import WidgetryFindings
import WidgetryGraphics

/// Lays out `Image` as SwiftUI does: a plain image is exactly its size in points (pixels ÷ the file's
/// scale) whatever it is offered; a resizable image takes the size it is offered (its own for an
/// unspecified proposal). A missing image is drawn as a visible placeholder and reported.
final class ImageNode: LayoutNode {
    override var kind: ElementKind { .image }
    let asset: AssetCatalog.ImageAsset?
    let imageName: String
    let naturalSize: CGSize
    let resizable: Bool
    let isRedacted: Bool

    /// Points a placeholder takes for a missing, non-resizable image: large enough to be seen.
    static let placeholderSize = CGSize(width: 24, height: 24)

    init(name: String, resizable: Bool, context: BuildContext) {
        let catalog = context.environment.assetCatalog
        imageName = name
        self.resizable = resizable
        isRedacted = context.environment.redactionReasonsForDrawing.contains(.placeholder)
        var problem: Finding?
        if let asset = catalog.image(named: name) {
            switch catalog.images.pixelSize(ofImageAt: asset.path) {
            case .success(let pixels):
                self.asset = asset
                naturalSize = CGSize(width: pixels.width / asset.scale, height: pixels.height / asset.scale)
            case .failure(let unusable):
                self.asset = nil
                naturalSize = Self.placeholderSize
                problem = unusable.finding
            }
        } else {
            asset = nil
            naturalSize = Self.placeholderSize
            let searched = catalog.directories.isEmpty ? "none were given" : catalog.directories.map(\.path).joined(separator: ", ")
            problem = Finding(kind: .missingImage,
                              message: "no image named '\(name)' in the asset folders (\(searched)); a placeholder is drawn",
                              suggestion: "add \(name).png (or an .imageset) to the widget's asset folder")
        }
        super.init(name: "Image(\"\(name)\")")
        if let problem { issues = [problem] }
    }

    /// An image from a file outside the catalog (`Image(uiImage:)` of data or a path): the file's size at its
    /// scale, or a placeholder and the store's finding when it cannot be decoded.
    init(asset file: AssetCatalog.ImageAsset, resizable: Bool, context: BuildContext) {
        let catalog = context.environment.assetCatalog
        imageName = (file.path as NSString).lastPathComponent
        self.resizable = resizable
        isRedacted = context.environment.redactionReasonsForDrawing.contains(.placeholder)
        var problem: Finding?
        switch catalog.images.pixelSize(ofImageAt: file.path) {
        case .success(let pixels):
            asset = file
            naturalSize = CGSize(width: pixels.width / file.scale, height: pixels.height / file.scale)
        case .failure(let unusable):
            asset = nil
            naturalSize = Self.placeholderSize
            problem = unusable.finding
        }
        super.init(name: "Image(uiImage: \"\(imageName)\")")
        if let problem { issues = [problem] }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard resizable else { return naturalSize }
        let size = proposal.replacingUnspecifiedDimensions(by: naturalSize)
        return CGSize(width: size.width.isFinite ? size.width : .greatestFiniteMagnitude / 4,
                      height: size.height.isFinite ? size.height : .greatestFiniteMagnitude / 4)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        element.content = .image(PlacedImage(filePath: asset?.path, name: imageName, contentMode: .stretch))
        return element
    }
}
