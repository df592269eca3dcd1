// `import StoreKit`: StoreKit 2's products, transactions and the App Store compiled as on iOS; no App Store
// on Linux, so there are no products, transactions or entitlements (docs/compatibility.md).
@_exported import Foundation
@_exported import WidgetryStoreKit
