import Foundation

public struct Basket: Sendable {
    public var items: Int
    public var cents: Int

    public init(items: Int, cents: Int) {
        self.items = items
        self.cents = cents
    }
}
