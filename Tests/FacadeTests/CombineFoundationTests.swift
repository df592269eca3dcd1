import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // what the front door adds on Linux to a file importing Foundation
#endif
import Testing
import WidgetryFoundation

/// A data loader as widget extensions' shared code writes it with Combine: a URL session publisher,
/// decoded; a timer publisher. On iOS these come with Combine and Foundation.
final class HeadlineLoader: ObservableObject {
    @Published private(set) var headline = "—"
    private var cancellables = Set<AnyCancellable>()

    struct Payload: Decodable { let headline: String }

    func load(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Payload.self, decoder: JSONDecoder())
            .map(\.headline)
            .replaceError(with: "Offline")
            .sink { [weak self] in self?.headline = $0 }
            .store(in: &cancellables)
    }

    func ticks() -> AnyPublisher<Date, Never> {
        Timer.publish(every: 60, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
    }
}

@Suite struct CombineFoundationTests {
    // Foundation fixes `URLSession.shared`'s protocols when the session is made: whichever test of this process makes it
    // first must have installed the network fixtures, as a check does before any widget code runs.
    init() { NetworkFixtures.install(environment: [:]) }

    @Test("A URL session publisher runs the request and completes: a refused connection is the error a widget shows offline")
    func dataTaskPublisherCompletes() async throws {
        // Port 1 on loopback refuses at once: the publisher fails, and the pipeline falls back as apps write it.
        var cancellables = Set<AnyCancellable>()
        let headline: String = await withCheckedContinuation { continuation in
            URLSession.shared.dataTaskPublisher(for: URL(string: "http://127.0.0.1:1/headline.json")!)
                .map(\.data)
                .decode(type: HeadlineLoader.Payload.self, decoder: JSONDecoder())
                .map(\.headline)
                .replaceError(with: "Offline")
                .sink { continuation.resume(returning: $0) }
                .store(in: &cancellables)
        }
        #expect(headline == "Offline")
    }

    @Test("The loader compiles as apps write it, and a timer publisher can be made")
    func loaderCompiles() {
        let loader = HeadlineLoader()
        #expect(loader.headline == "—")
        _ = loader.ticks()
    }
}
