/// Why an `#if` condition cannot be decided ahead of the compiler. Thrown from
/// ``IOSBuildConfiguration``'s queries; SwiftIfConfig turns it into an error diagnostic, which is what
/// makes the rewriter leave that `#if` alone.
struct UndecidedCondition: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
