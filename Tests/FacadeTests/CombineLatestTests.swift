import Combine
import Foundation
import Testing

/// A view model combining its values with the app's settings, as apps write it with Combine's `combineLatest`.
@Suite struct CombineLatestTests {
    struct Settings: Equatable { var showsSolar: Bool }
    enum Failure: Error { case offline }

    final class PowerFlowModel {
        var lines: [String] = []
        var completion: String?
        private var cancellables = Set<AnyCancellable>()
        init(values: AnyPublisher<Int, Never>, settings: AnyPublisher<Settings, Never>) {
            values
                .combineLatest(settings)
                .sink(receiveCompletion: { [weak self] _ in self?.completion = "finished" },
                      receiveValue: { [weak self] value, settings in self?.lines.append("\(value) \(settings.showsSolar ? "solar" : "-")") })
                .store(in: &cancellables)
        }
    }

    @Test("Nothing until both have sent; then the latest pair on each value of either; finished when both finish")
    func latestPairs() {
        let values = PassthroughSubject<Int, Never>()
        let settings = CurrentValueSubject<Settings, Never>(Settings(showsSolar: false))
        let model = PowerFlowModel(values: values.eraseToAnyPublisher(), settings: settings.eraseToAnyPublisher())
        #expect(model.lines.isEmpty)
        values.send(1)
        settings.send(Settings(showsSolar: true))
        values.send(2)
        #expect(model.lines == ["1 -", "1 solar", "2 solar"])
        values.send(completion: .finished)
        #expect(model.completion == nil)
        settings.send(Settings(showsSolar: false))
        #expect(model.lines.last == "2 -")
        settings.send(completion: .finished)
        #expect(model.completion == "finished")
    }

    @Test("A side that finishes without a value ends it; a failure ends it at once; the transform form maps the pair")
    func endings() {
        let empty = Empty<Int, Failure>()
        var finished = false
        let first = empty.combineLatest(Just(1).setFailureType(to: Failure.self))
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { _ in })
        #expect(finished)
        let failing = PassthroughSubject<Int, Failure>()
        var failed = false
        var sums: [Int] = []
        let second = failing.combineLatest(Just(10).setFailureType(to: Failure.self), +)
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { sums.append($0) })
        failing.send(1)
        failing.send(completion: .failure(.offline))
        failing.send(2)
        #expect(sums == [11] && failed)
        _ = (first, second)
    }

    @Test("Three and four publishers: nothing until each has sent, then the latest tuple on each value of any")
    func latestTriplesAndQuadruples() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<Bool, Never>()
        var triples: [String] = []
        let first = a.combineLatest(b, c).sink { triples.append("\($0)\($1)\($2)") }
        var sums: [Int] = []
        let d = CurrentValueSubject<Int, Never>(100)
        let second = a.combineLatest(b, c, d) { number, _, flag, base in flag ? base + number : base }.sink { sums.append($0) }
        a.send(1)
        b.send("x")
        #expect(triples.isEmpty && sums.isEmpty)
        c.send(true)
        a.send(2)
        #expect(triples == ["1xtrue", "2xtrue"])
        #expect(sums == [101, 102])
        d.send(200)
        #expect(sums.last == 202 && triples.count == 2)
        _ = (first, second)
    }
}
