// `import Photos`: the photo library's permission, assets, fetches and image requests. A check has no photo
// library: permission is answered `.denied` and fetches are empty. See docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryPhotos
