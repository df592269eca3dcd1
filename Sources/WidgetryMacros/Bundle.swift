import Foundation

/// The bundle of the calling module's resources, as Foundation's `#bundle` (Xcode 26):
/// `Text("Reset", bundle: #bundle)` in a package's views. `Bundle.module` when the module has resources, else
/// `Bundle.main` (see `BundleMacro` for why not Foundation's compile-time error).
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "WidgetryMacrosPlugin", type: "BundleMacro")
