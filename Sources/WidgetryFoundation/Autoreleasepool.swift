#if !canImport(Darwin)
/// Runs `body` and returns what it returns, as Objective-C's `autoreleasepool(invoking:)`: Linux has no autorelease pool
/// (Swift releases objects when their last reference goes), so there is nothing to drain afterwards — code that wraps
/// work in a pool to bound its memory on iOS runs the same here.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif
