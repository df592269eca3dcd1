import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: the animation that carries it and whether animations
/// are turned off. A render shows the state after the change, so a transaction changes nothing drawn; code that
/// builds one (`withTransaction(Transaction(animation: nil)) { … }` to jump without animating) compiles and runs its
/// body as on iOS.
public struct Transaction: Sendable {
    /// The animation the change is made with; `nil` for none.
    public var animation: Animation?
    /// Whether animations the views declare are turned off for this change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false
    /// Whether the change comes with a tracking interaction (iOS 17).
    public var tracksVelocity = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction carrying `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in `transaction` and returns its result, as SwiftUI's `withTransaction(_:_:)`: the changes it makes
/// are shown at once in a render.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with one value of the current transaction set, as SwiftUI's `withTransaction(_:_:_:)` (iOS 17):
/// `withTransaction(\.disablesAnimations, true) { … }`.
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Changes the transaction of the changes under this view, as SwiftUI's `transaction(_:)`: a render shows
    /// the state after every change, so the view is drawn as it is.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of the changes under this view when `value` changes (iOS 17).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
