// `import UIKit`: the slice widget code uses — UIImage, UIColor, UIFont, UIScreen, UIDevice.
@_exported import SwiftUI
@_exported import WidgetryUIKit
