// `import UIKit`: the slice widget code uses — UIImage, UIColor, UIFont, UIScreen, UIDevice.
@_exported import SwiftUI
@_exported import WidgetryUIKit
// UIKit brings Core Image on iOS (`UIImage(ciImage:)`, `UIImage.ciImage`), and `UIView`, `UILabel`,
// `UIImageView`, `NSDataAsset` and `UIGraphicsImageRenderer` come with WidgetryUIKit.
@_exported import WidgetryCoreImage
