import SwiftSyntax
import SwiftSyntaxMacros

/// `#bundle`, Foundation's macro (Xcode 26) for the bundle holding the calling module's resources
/// (`Text("Reset", bundle: #bundle)` in a package's views). Foundation expands it to `Bundle.module` when SwiftPM
/// says the module has resources (`SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE`) and to the bundle of the calling image
/// otherwise. Linux has no image bundles, and a module the front door compiles may have lost its resources, so the
/// fallback here is `Bundle.main` (where the front door puts the target's strings) rather than Foundation's `#error`.
public struct BundleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        """
        { () -> Foundation.Bundle in
        #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
            return Foundation.Bundle.module
        #else
            return Foundation.Bundle.main
        #endif
        }()
        """
    }
}
