import Foundation

/// What runs a model actor's work on its own context, as SwiftData's `ModelExecutor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the actor's work uses.
    var modelContext: ModelContext { get }
}

/// SwiftData's executor for `@ModelActor` actors, owning one context.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    // `@unchecked`: the context is used only from the actor that owns this executor, as SwiftData requires.
    /// The actor's context.
    public let modelContext: ModelContext
    /// An executor owning `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor that reads and writes models off the main actor with a context of its own, as SwiftData's `ModelActor`
/// (`@ModelActor` writes the conformance).
public protocol ModelActor: Actor {
    /// The container the actor was made with.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor owning the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}
