import Foundation
import Testing
import WidgetryFrontDoor

/// Code written with Xcode 16 reads `@MainActor` models in views, whose `body` the iOS 18 SDK isolates to the main
/// actor; Widgetry's `body` is nonisolated. The copy without `@MainActor` compiles in Swift 5 mode, as the front door
/// builds copies; closures that start on the main actor keep it.
@Suite struct MainActorRewriterTests {
    /// A view-like requirement that is nonisolated, as Widgetry's `View.body` is, read from a `@MainActor` model.
    static let model = """
        @MainActor
        final class PlantStore {
            static let shared = PlantStore()
            var name = "Fern"
            @MainActor(unsafe) var count = 3
        }

        protocol Screen { var title: String { get } }

        struct PlantScreen: Screen {
            var action: @MainActor () -> Void = {}
            var title: String { PlantStore.shared.name + String(PlantStore.shared.count) }
        }

        @_Concurrency.MainActor func water() {}

        func start() {
            Task { @MainActor in water() }
        }

        // A package's client actor observing the app's lifecycle on the main actor (supabase-swift's `AuthClient`).
        actor SessionClient {
            init() { Task { @MainActor in observeLifecycle() } }
            @MainActor private func observeLifecycle() { refreshOnForeground() }
        }
        extension SessionClient {
            @MainActor func refreshOnForeground() {}
        }
        """

    @Test("@MainActor is blanked on declarations and function types, lines unmoved; a closure's `@MainActor in` stays")
    func blanksDeclarations() {
        let rewritten = MainActorRewriter.rewrite(Self.model)
        // The class, `@MainActor(unsafe)`, the function type, `@_Concurrency.MainActor`; lines 1, 5, 11 and 15. The
        // actor's main-actor members keep the attribute: without it they would be the actor's, out of the closure's reach.
        #expect(rewritten.lines == [1, 5, 11, 15])
        #expect(rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.model.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(rewritten.text.contains("Task { @MainActor in water() }"))
        #expect(!rewritten.text.contains("@MainActor(unsafe)"))
        // A file that never names the main actor comes back as it was.
        #expect(MainActorRewriter.rewrite("struct A {}").lines.isEmpty)
    }

    @Test("As written, swiftc refuses the model read from a nonisolated requirement; the rewritten copy compiles",
          .enabled(if: CompiledCopyTests.swiftc != nil, "needs swiftc on PATH"))
    func rewrittenCopyCompiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mainactor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("Original.swift")
        let copy = folder.appendingPathComponent("Copy.swift")
        try Self.model.write(to: original, atomically: true, encoding: .utf8)
        try MainActorRewriter.rewrite(Self.model).text.write(to: copy, atomically: true, encoding: .utf8)
        let refused = try CompiledCopyTests.swiftcTypecheck(original)
        #expect(refused.status != 0)
        #expect(refused.output.contains("main actor-isolated property 'name' can not be referenced from a nonisolated context"), "\(refused.output)")
        let compiled = try CompiledCopyTests.swiftcTypecheck(copy)
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
