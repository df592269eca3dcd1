import Foundation

// `#imageLiteral(resourceName:)`, as Xcode's image picker writes it: a `UIImage` of the asset catalog's image of
// that name (UIKit declares `_ImageLiteralType`). Looked up when drawn, as `UIImage(named:)` is; a missing one is
// then a finding, where iOS would have stopped the build.
extension UIImage: _ExpressibleByImageLiteral {
    /// The asset catalog's image `path` names.
    public convenience init(imageLiteralResourceName path: String) {
        self.init(source: .named(path), scale: 3)
    }
}

/// What an `#imageLiteral` is when its type is not otherwise decided, as on iOS.
public typealias _ImageLiteralType = UIImage
