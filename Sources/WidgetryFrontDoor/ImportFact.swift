/// One `import` in active code, reduced to the module the build must provide.
public struct ImportFact: Sendable, Hashable {
    /// The top-level module: `UIKit` for `import UIKit`, `@testable import UIKit` and `import class UIKit.UIImage`.
    public var module: String
    /// The line of the `import` in the user's file.
    public var line: Int

    /// An import of `module` on `line`.
    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}
