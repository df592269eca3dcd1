// `import UIKit`: the slice widget code uses — UIImage, UIColor, UIFont, UIScreen, UIDevice.
@_exported import SwiftUI
@_exported import WidgetryUIKit
// UIKit brings Core Image on iOS (`UIImage(ciImage:)`, `UIImage.ciImage`), and `UIView`, `UILabel`,
// `UIImageView`, `NSDataAsset` and `UIGraphicsImageRenderer` come with WidgetryUIKit.
@_exported import WidgetryCoreImage
// UIKit brings Core Text on iOS (its font and text headers import it), so font code that imports only UIKit registers
// a bundled font with `CTFontManagerRegisterFontsForURL`.
@_exported import CoreText
