// `import ImageIO`: reading and writing image files through `CGImageSource` and `CGImageDestination`, as shared code
// does to downsample a photo before a widget draws it (`CGImageSourceCreateThumbnailAtIndex` with a maximum pixel size)
// or to encode a bitmap. Decoding is gdk-pixbuf's (PNG, JPEG, GIF, BMP, TIFF, WebP where installed), encoding Cairo's
// PNG and gdk-pixbuf's JPEG, through the UIKit facade's images. On iOS ImageIO brings Core Graphics' `CGImage`.
@_exported import Foundation
@_exported import WidgetryFoundation
@_exported import class WidgetryUIKit.CGImage
