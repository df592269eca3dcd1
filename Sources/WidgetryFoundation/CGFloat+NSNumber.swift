import Foundation

#if !canImport(Darwin)
extension CGFloat {
    /// The number's value as a `CGFloat`, rounded if need be, as Darwin's Foundation offers it for every numeric
    /// type (`CGFloat(truncating: NSNumber(value: double))` in shared code); Linux's has it for `Double` alone.
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }

    /// The number's value, or `nil` when a `CGFloat` cannot hold it exactly.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
#endif
